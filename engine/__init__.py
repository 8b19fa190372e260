"""The bundled rules engine: pure, deterministic Python with no Django import.

``engine.game`` holds cards, decks, the match-log codec, game state and replay;
``engine.tournament`` holds the pure tournament functions (standings, Swiss pairing,
structures, cut and bracket). The Django side (``tournaments``) stores their inputs and
outputs; this package never imports it (``tests/engine/test_isolation.py`` enforces that).
"""

ENGINE_VERSION = "0.1.0"

__all__ = ["ENGINE_VERSION"]
