"""wotw, by faction."""
