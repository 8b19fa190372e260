"""tsc: one module per card."""
