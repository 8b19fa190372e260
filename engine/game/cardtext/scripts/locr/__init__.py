"""locr, by faction."""
