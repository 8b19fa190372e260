"""fots, by faction."""
