"""fotog: one module per card."""
