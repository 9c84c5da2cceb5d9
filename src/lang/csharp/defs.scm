; C# definitions (contract-watch): types, methods, constructors, local functions.
; Each match is turned into a Def by lang/csharp.rs (parameters, scope, visibility).
(class_declaration name: (identifier) @name) @definition.class
(struct_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.class
(record_declaration name: (identifier) @name) @definition.class
(method_declaration name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.constructor
(local_function_statement name: (identifier) @name) @definition.function
