; TypeScript's and TSX's own definition candidates, after defs.scm: declarations without a
; body, abstract classes and members, a class field holding a function, and an interface's
; function-typed property (`m: (a: T) => R`).
(function_signature name: (_) @name) @definition.function
(abstract_class_declaration name: (_) @name) @definition.class
(method_signature name: (_) @name) @definition.method
(abstract_method_signature name: (_) @name) @definition.method
(public_field_definition name: (_) @name) @definition.method
(property_signature name: (_) @name) @definition.method
