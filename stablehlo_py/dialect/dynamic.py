"""TODO(op table): declarations of the dynamic family."""
OPS: tuple = ()
