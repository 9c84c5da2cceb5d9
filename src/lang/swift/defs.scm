; Swift definitions (after tree-sitter-swift's queries/tags.scm). Plain node patterns: with
; field or child constraints this grammar's query takes ~0.4 s to compile (release build),
; without them ~30 ms, so the whole node is also the @name capture and `swift::definitions`
; reads the name field itself. A `func` inside a type or an extension is a method; an
; extension declares no type.
(function_declaration) @definition.function @name
(protocol_function_declaration) @definition.method @name
(init_declaration) @definition.constructor @name
(class_declaration) @definition.class @name
(protocol_declaration) @definition.class @name
