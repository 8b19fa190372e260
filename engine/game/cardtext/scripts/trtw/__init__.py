"""trtw, by faction."""
