"""TODO(op table): declarations of the convolution family."""
OPS: tuple = ()
