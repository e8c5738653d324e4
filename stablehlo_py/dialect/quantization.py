"""TODO(op table): declarations of the quantization family."""
OPS: tuple = ()
