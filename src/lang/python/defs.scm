; Python definitions for the builtin engine (see lang/defs.rs). Started from tree-sitter-python's
; queries/tags.scm. lang/python.rs tells a method (and `__init__`, the constructor) from a
; function by its innermost enclosing definition, and reads the decorators
; (`@staticmethod`, ...) and the decorated range from the parent `decorated_definition`.

(function_definition
  name: (identifier) @name) @definition.function

(class_definition
  name: (identifier) @name) @definition.class
