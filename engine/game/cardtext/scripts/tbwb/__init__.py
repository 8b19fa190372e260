"""tbwb: one module per card."""
