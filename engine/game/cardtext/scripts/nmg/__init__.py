"""nmg, by faction."""
