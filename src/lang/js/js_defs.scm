; JavaScript's own definition candidates, after defs.scm: a class field holding a function.
(field_definition property: (_) @name) @definition.method
