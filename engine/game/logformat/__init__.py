"""The match-log format (``agot-match-log/1``): the typed events, the format's tables, the
structural checks, the codec, the published JSON Schema, and an event in words. The bottom
layer: it imports nothing else of the engine.

Layers: docs/design.md, "Layers of the engine"."""
