"""trw: one module per card."""
