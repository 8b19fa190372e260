"""ts, by faction."""
