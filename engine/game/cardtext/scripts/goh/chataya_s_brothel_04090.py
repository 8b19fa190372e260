"""Chataya's Brothel (04090, GoH, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError, icons

_BROTHEL = "04090 Chataya's Brothel"


_STANDING_YOURS = card_test(type="character", controller="you", kneeling=False)


def _with_intrigue(st: GameState, use: Use, cid: str) -> bool:
    return _STANDING_YOURS(st, use.seat, use.source, cid) and "intrigue" in icons(st, cid)


def _kneel_an_intrigue_character(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Kneel a character with an [intrigue] icon" (one you control, standing); offered: the
    first such character in play."""
    chosen = [p for p in paid if p["op"] == "kneel" and "card" in p][:1]
    if use.offering and not chosen:
        mine = st.players[use.seat].in_play
        chosen = [primitives.kneel(c) for c in mine if _with_intrigue(st, use, c)][:1]
    if not chosen:
        raise RuleError("R-COST-2", f"{_BROTHEL}: the cost is to kneel a character with [intrigue]")
    if not _with_intrigue(st, use, chosen[0]["card"]):
        raise RuleError(
            "R-COST-2", f"{_BROTHEL}: {chosen[0]['card']} is not a standing [intrigue] character"
        )
    return chosen


register(
    # Chataya's Brothel: kneel a character with an [intrigue] icon to gain 1 gold (limit
    # twice per phase)
    Script(
        "04090",
        abilities=(
            Ability(
                "action",
                "kneel a character with an intrigue icon to gain 1 gold",
                effects.gain_gold(1),
                phase="marshaling",
                costs=(Cost(_kneel_an_intrigue_character, "kneel a character with [intrigue]"),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
