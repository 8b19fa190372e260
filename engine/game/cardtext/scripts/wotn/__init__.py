"""wotn, by faction."""
