"""TODO(op table): declarations of the shape family."""
OPS: tuple = ()
