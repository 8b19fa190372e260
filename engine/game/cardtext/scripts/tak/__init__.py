"""tak: one module per card."""
