"""Playing and checking a game: the typed event handlers, ability events checked against
their scripts, the legal options and what may happen next, the replay and its verdict.

Layers: docs/design.md, "Layers of the engine"."""
