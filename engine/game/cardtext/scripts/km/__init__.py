"""km: one module per card."""
