; Java definitions for the builtin engine (see lang/defs.rs). Started from tree-sitter-java's
; queries/tags.scm. lang/java.rs adds what a query cannot say: a record's parameters only when
; it declares no constructor, a compact constructor's from its record, the scope chain
; (named, local and anonymous classes and the methods they sit in), and visibility.

(method_declaration
  name: (identifier) @name) @definition.method

(constructor_declaration
  name: (identifier) @name) @definition.constructor

(compact_constructor_declaration
  name: (identifier) @name) @definition.constructor

(class_declaration
  name: (identifier) @name) @definition.class

(interface_declaration
  name: (identifier) @name) @definition.class

(enum_declaration
  name: (identifier) @name) @definition.class

(record_declaration
  name: (identifier) @name) @definition.class

(annotation_type_declaration
  name: (identifier) @name) @definition.class
