"""TODO(op table): declarations of the sort family."""
OPS: tuple = ()
