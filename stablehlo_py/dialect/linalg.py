"""TODO(op table): declarations of the linalg family."""
OPS: tuple = ()
