"""Card and deck data: the community card database, decks and their legality, restricted
and banned lists, a log header's decks. Imports only the log format.

Layers: docs/design.md, "Layers of the engine"."""
