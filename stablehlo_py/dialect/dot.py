"""TODO(op table): declarations of the dot family."""
OPS: tuple = ()
