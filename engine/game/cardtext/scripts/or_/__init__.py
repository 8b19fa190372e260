"""or_: one module per card."""
