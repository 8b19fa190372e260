"""The framework of setup and the round as a step machine: the steps, forced abilities,
the end of the game, the state before the first event.

Layers: docs/design.md, "Layers of the engine"."""
