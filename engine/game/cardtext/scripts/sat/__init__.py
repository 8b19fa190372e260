"""sat: one module per card."""
