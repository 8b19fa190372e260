"""atsk, by faction."""
