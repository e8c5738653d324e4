"""TODO(op table): declarations of the fft family."""
OPS: tuple = ()
