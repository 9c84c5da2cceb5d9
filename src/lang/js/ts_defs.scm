; TypeScript's and TSX's own definition candidates, after defs.scm: declarations without a
; body, abstract classes and members, and a class field holding a function.
(function_signature name: (_) @name) @definition.function
(abstract_class_declaration name: (_) @name) @definition.class
(method_signature name: (_) @name) @definition.method
(abstract_method_signature name: (_) @name) @definition.method
(public_field_definition name: (_) @name) @definition.method
