"""hot, by faction."""
