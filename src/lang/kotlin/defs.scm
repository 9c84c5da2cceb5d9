; Kotlin definitions (contract-watch): classes, interfaces, objects, functions and secondary
; constructors (named after their class by lang/kotlin.rs, which also tells a member function
; from a top-level or local one and adds the primary constructor).
(class_declaration name: (_) @name) @definition.class
(object_declaration name: (_) @name) @definition.class
(function_declaration name: (_) @name) @definition.function
(secondary_constructor "constructor" @name) @definition.constructor
