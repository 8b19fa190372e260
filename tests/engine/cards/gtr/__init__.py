"""gtr, by faction."""
