"""cta, by faction."""
