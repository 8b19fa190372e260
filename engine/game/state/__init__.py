"""The game state: the mutable model and its derived values, what card text adds as values
the core reads (``effects``), forks, saves, undo and the viewer's snapshot.

Layers: docs/design.md, "Layers of the engine"."""
