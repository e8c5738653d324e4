"""What feeds inputs to a program, writes and compares its results, and collects and runs checks;
shared by ``shlo run``, ``shlo check`` and the pytest plugin (above ``module``, below ``cli``)."""
