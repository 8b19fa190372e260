"""koti, by faction."""
