; Go definitions for the builtin engine (see lang/defs.rs). Started from tree-sitter-go's
; queries/tags.scm. lang/go.rs adds the receiver's base type to a method's scope and, for a
; bound func literal, picks the name at the literal's position (`a, f := 1, func() {}`): a
; query cannot pair list elements by index, so `@name` there is only the binding's first name.

(function_declaration
  name: (identifier) @name) @definition.function

(method_declaration
  name: (field_identifier) @name) @definition.method

; func literals bound by `x := func(..) {..}` or `var x = func(..) {..}`
(short_var_declaration
  left: (expression_list . (_) @name)
  right: (expression_list (func_literal) @definition.function))

(var_spec
  . name: (identifier) @name
  value: (expression_list (func_literal) @definition.function))

; methods of interface types: the type's name is added to their scope in lang/go.rs
(interface_type
  (method_elem
    name: (field_identifier) @name) @definition.method)

; struct and interface types
(type_spec
  name: (type_identifier) @name
  type: [(struct_type) (interface_type)]) @definition.class
