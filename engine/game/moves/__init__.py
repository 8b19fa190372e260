"""The effect primitives of ability events and the moves they make (claim, attachments,
cards within a deck, plots, phases).

Layers: docs/design.md, "Layers of the engine"."""
