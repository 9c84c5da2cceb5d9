; Ruby definitions (after tree-sitter-ruby's queries/tags.scm). Whether a `def` is a function,
; a method or `initialize` (the constructor) is decided by `ruby::definitions` from where it
; stands; `class << self` and `def self.` make singleton methods.
(method name: (_) @name) @definition.method
(singleton_method name: (_) @name) @definition.method
(class name: (_) @name) @definition.class
(module name: (_) @name) @definition.class
