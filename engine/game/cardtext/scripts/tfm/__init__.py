"""tfm: one module per card."""
