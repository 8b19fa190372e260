"""jto: one module per card."""
