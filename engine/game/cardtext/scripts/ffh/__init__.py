"""ffh, by faction."""
