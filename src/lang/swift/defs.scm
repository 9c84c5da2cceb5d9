; Swift definitions (after tree-sitter-swift's queries/tags.scm). A `func` inside a type or an
; extension is a method (decided by `swift::definitions`); an extension declares no type.
(function_declaration name: (simple_identifier) @name) @definition.function
(protocol_function_declaration name: (simple_identifier) @name) @definition.method
(init_declaration name: _ @name) @definition.constructor
(class_declaration name: _ @name) @definition.class
(protocol_declaration name: _ @name) @definition.class
