"""TODO(op table): declarations of the builtin family."""
OPS: tuple = ()
