"""TODO(op table): declarations of the reduction family."""
OPS: tuple = ()
