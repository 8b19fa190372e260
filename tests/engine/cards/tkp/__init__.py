"""tkp, by faction."""
