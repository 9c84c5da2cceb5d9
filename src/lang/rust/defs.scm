; Rust definitions for the builtin engine (see lang/defs.rs). Started from tree-sitter-rust's
; queries/tags.scm. lang/rust.rs tells a method (an item of an `impl` or `trait` body) from a
; free function by its container, and takes the scope (impl type, trait, enclosing fns) from
; the ancestors: a query cannot say "not inside an impl".

; functions, methods, associated functions, and trait items with or without a body
(function_item
  name: (_) @name) @definition.function

(function_signature_item
  name: (_) @name) @definition.function

; structs, enums, unions and traits
(struct_item
  name: (_) @name) @definition.class

(enum_item
  name: (_) @name) @definition.class

(union_item
  name: (_) @name) @definition.class

(trait_item
  name: (_) @name) @definition.class

; closures bound by `let f = |..| ..`
(let_declaration
  pattern: (identifier) @name
  value: (closure_expression)) @definition.function
