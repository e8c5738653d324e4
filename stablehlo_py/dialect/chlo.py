"""TODO(op table): declarations of the chlo family."""
OPS: tuple = ()
