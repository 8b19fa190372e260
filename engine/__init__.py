"""The bundled rules engine: pure, deterministic Python with no Django import.

``engine.game`` holds cards, decks, the match-log codec, game state and replay;
``engine.tournament`` holds the pure tournament functions (standings, Swiss pairing,
structures, cut and bracket). The Django side (``tournaments``) stores their inputs and
outputs; this package never imports it (``tests/engine/test_isolation.py`` enforces that).
"""

from engine.native import install_guard
from engine.version import ENGINE_VERSION

install_guard()  # a compiled build runs only while it is the code on disk (engine.native)

__all__ = ["ENGINE_VERSION", "Verdict", "replay"]


def __getattr__(name: str) -> object:
    """``engine.replay`` and ``engine.Verdict``, imported on first use so that importing
    ``engine`` stays cheap."""
    if name in ("replay", "Verdict"):
        from engine.game.play import replay as replay_module

        return getattr(replay_module, name)
    raise AttributeError(name)
