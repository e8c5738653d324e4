"""TODO(op table): declarations of the control_flow family."""
OPS: tuple = ()
