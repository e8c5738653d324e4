"""TODO(op table): declarations of the gather_scatter family."""
OPS: tuple = ()
