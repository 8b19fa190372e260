"""cow, by faction."""
