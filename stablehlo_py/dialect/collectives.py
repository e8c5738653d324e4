"""TODO(op table): declarations of the collectives family."""
OPS: tuple = ()
