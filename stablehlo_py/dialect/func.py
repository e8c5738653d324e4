"""TODO(op table): declarations of the func family."""
OPS: tuple = ()
