"""ttb, by faction."""
