"""TODO(op table): declarations of the batch_norm family."""
OPS: tuple = ()
