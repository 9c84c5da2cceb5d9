; C++ definitions for the builtin engine (see lang/defs.rs). Started from tree-sitter-cpp's
; queries/tags.scm. lang/c.rs keeps the declarators that belong to a definition, a prototype
; or a member declaration, and names constructors by their class.

; free functions, and constructors declared in a class body
(function_declarator
  declarator: (identifier) @name) @definition.function

; methods declared or defined in a class body
(function_declarator
  declarator: (field_identifier) @name) @definition.method

; members defined out of class: T::f, ns::T::f, T<U>::f
(function_declarator
  declarator: (qualified_identifier) @name) @definition.method

; classes and structs with a body
(class_specifier
  name: (type_identifier) @name
  body: (field_declaration_list)) @definition.class

(struct_specifier
  name: (type_identifier) @name
  body: (field_declaration_list)) @definition.class
