"""TODO(op table): declarations of the elementwise family."""
OPS: tuple = ()
