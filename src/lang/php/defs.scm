; PHP definitions for the builtin engine (see lang/defs.rs); lang/php.rs's make_def turns each
; into a Def. Started from tree-sitter-php's queries/tags.scm.

(function_definition
  name: (name) @name) @definition.function

(method_declaration
  name: (name) @name) @definition.method

(class_declaration
  name: (name) @name) @definition.class

(trait_declaration
  name: (name) @name) @definition.class

(interface_declaration
  name: (name) @name) @definition.class

(enum_declaration
  name: (name) @name) @definition.class
