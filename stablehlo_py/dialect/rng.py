"""TODO(op table): declarations of the rng family."""
OPS: tuple = ()
