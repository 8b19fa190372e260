"""``python -m engine ...``: the command line (deck check, replay, simulate, card coverage).

Layers: docs/design.md, "Layers of the engine"."""
