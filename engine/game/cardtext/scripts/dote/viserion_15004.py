"""Viserion (15004, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import _stormborn_or_dragon
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _viserion(st: GameState, inst: CardInst) -> list[Contribution]:
    """While Viserion attacks, each participating non-Dragon, non-Stormborn character -2 STR."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return []
    return [
        Contribution("str", cid, -2, "", inst.id)
        for cid in (*rules.attacking(st, ch), *ch.defenders)
        if not _stormborn_or_dragon(st, cid)
    ]


register(
    # Viserion: Stormborn characters you control gain stealth; while he attacks, the other
    # participants that are neither Dragon nor Stormborn get -2 STR
    Script(
        "15004",
        constants=(
            constants.on_each(
                "keyword",
                card_test(type="character", controller="you", traits=("Stormborn",)),
                "stealth",
            ),
            constants.constant("str", _viserion),
        ),
    ),
)
