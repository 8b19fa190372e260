"""Incinerate (15024, DotE, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _incinerate(st: GameState, use: Use) -> list[Prim]:
    """-2 STR until the end of the challenge for each card discarded (the costs)."""
    discarded = [p for p in use.costs if p["op"] == "discard"]
    return [primitives.strength(cid, -2 * len(discarded), "challenge") for cid in use.targets]


def _discard_from_hand(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "discard 1 or more cards from your hand" (any number, at least 1)."""
    chosen = [p for p in paid if p["op"] == "discard"]
    hand = st.players[use.seat].hand
    if not chosen or any(p.get("card") not in hand for p in chosen):
        raise RuleError("R-COST-2", "the cost is to discard 1 or more cards from your hand")
    return chosen


register(
    # Incinerate: a participating character gets -2 STR per card discarded from your hand
    Script(
        "15024",
        abilities=(
            Ability(
                "action",
                "discard cards from hand: a participating character gets -2 STR for each",
                _incinerate,
                costs=(Cost(_discard_from_hand, "discard 1 or more cards from your hand"),),
                targets=(
                    choose(
                        card_test(type="character", participating=True), "a participating character"
                    ),
                ),
            ),
        ),
    ),
)
