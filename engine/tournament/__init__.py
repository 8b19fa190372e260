"""Pure tournament functions: standings, Swiss pairing, structures, cut and bracket."""
