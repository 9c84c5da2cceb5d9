; C definitions for the builtin engine (see lang/defs.rs). Started from tree-sitter-c's
; queries/tags.scm. Every function declarator named by an identifier: lang/c.rs keeps those
; that belong to a definition, a prototype or a member declaration.

(function_declarator
  declarator: (identifier) @name) @definition.function
