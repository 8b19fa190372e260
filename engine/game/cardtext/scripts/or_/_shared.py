"""or_: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.vocab.bestow import gold_on
from engine.game.state.model import GameState


def _has_gold_left(st: GameState, use: Use) -> str | None:
    return None if gold_on(st, use.source) else "there is no gold on it"
