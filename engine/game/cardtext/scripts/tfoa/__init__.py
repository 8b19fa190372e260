"""tfoa: one module per card."""
