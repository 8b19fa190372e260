"""timc, by faction."""
