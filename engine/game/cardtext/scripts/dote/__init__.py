"""dote, by faction."""
