"""amaf, by faction."""
