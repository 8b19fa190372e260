"""goh, by faction."""
