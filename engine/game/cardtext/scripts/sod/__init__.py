"""sod, by faction."""
