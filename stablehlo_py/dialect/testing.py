"""TODO(op table): declarations of the testing family."""
OPS: tuple = ()
