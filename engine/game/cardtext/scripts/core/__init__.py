"""core: one module per card."""
