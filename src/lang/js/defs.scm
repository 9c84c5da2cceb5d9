; JavaScript, TypeScript and TSX definition candidates for the builtin engine (see
; lang/defs.rs); each language adds its own below these (js_defs.scm, ts_defs.scm). Whether a
; candidate is a definition, and its scope, depend on what encloses it (the name a function
; is bound to becomes the scope of what it holds; an object literal's methods count only when
; the object is bound to a name): lang/js.rs decides that from the node's ancestors.

(function_declaration name: (_) @name) @definition.function
(generator_function_declaration name: (_) @name) @definition.function
(function_expression name: (_) @name) @definition.function
(generator_function name: (_) @name) @definition.function
(class_declaration name: (_) @name) @definition.class
(class name: (_) @name) @definition.class
(method_definition name: (_) @name) @definition.method
(pair key: (_) @name) @definition.method
(variable_declarator name: (identifier) @name) @definition.function
; `exports.f = …`, `module.exports.f = …`, `X.prototype.f = …`
(expression_statement
  (assignment_expression
    left: (member_expression property: (_) @name))) @definition.function
