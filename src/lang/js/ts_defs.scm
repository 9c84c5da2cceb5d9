; TypeScript and TSX definition candidates for the builtin engine (see lang/defs.rs and
; js/defs.scm): lang/js.rs decides from the node's ancestors which are definitions and their
; scope.

(function_declaration name: (_) @name) @definition.function
(generator_function_declaration name: (_) @name) @definition.function
(function_signature name: (_) @name) @definition.function
(function_expression name: (_) @name) @definition.function
(generator_function name: (_) @name) @definition.function
(class_declaration name: (_) @name) @definition.class
(abstract_class_declaration name: (_) @name) @definition.class
(class name: (_) @name) @definition.class
(method_definition name: (_) @name) @definition.method
(method_signature name: (_) @name) @definition.method
(abstract_method_signature name: (_) @name) @definition.method
(public_field_definition name: (_) @name) @definition.method
(pair key: (_) @name) @definition.method
(variable_declarator name: (identifier) @name) @definition.function
; `exports.f = …`, `module.exports.f = …`, `X.prototype.f = …`
(expression_statement
  (assignment_expression
    left: (member_expression property: (_) @name))) @definition.function
