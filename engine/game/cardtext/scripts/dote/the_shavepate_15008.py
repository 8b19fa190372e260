"""The Shavepate (15008, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import _into_play
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
)
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _pay_x(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Pay X gold": X is what the log pays (at least the chosen card's printed cost)."""
    gold = [p for p in paid if p["op"] == "spend_gold"]
    if len(gold) != 1 or gold[0].get("seat") != SEATS[use.seat]:
        raise RuleError("R-COST-2", "15008 The Shavepate: pay X gold (one spend_gold)")
    return gold


def _shavepate_target(st: GameState, use: Use, cid: str) -> bool:
    """A character with printed cost X or lower in your discard pile."""
    x = sum(p["amount"] for p in use.costs if p["op"] == "spend_gold")
    inst = st.cards[cid]
    return (
        inst.zone == "discard"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and (inst.card.cost or 0) <= x
    )


register(
    # The Shavepate: pay X: a character with printed cost X or lower from your discard pile
    # into play (once per phase)
    Script(
        "15008",
        abilities=(
            Ability(
                "action",
                "pay X gold: a character of printed cost X or lower from discard into play",
                _into_play,
                phase="challenges",
                costs=(Cost(_pay_x, "pay X gold"),),
                targets=(
                    Target(
                        _shavepate_target,
                        what="a character with printed cost X or lower in your discard pile",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
