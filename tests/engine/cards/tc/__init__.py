"""tc, by faction."""
