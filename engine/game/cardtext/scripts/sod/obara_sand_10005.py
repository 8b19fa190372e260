"""Obara Sand (10005, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    card_test,
    costs,
    effects,
)
from engine.game.state.model import GameState

SAND_SNAKE = card_test(type="character", controller="you", traits=("Sand Snake",))


def _lower_martell_in_hand(st: GameState, use: Use, cid: str) -> bool:
    """ "a [martell] character with lower printed cost" than the Sand Snake returned."""
    returned = [p["card"] for p in use.costs if p.get("op") == "return_to_hand"]
    if not returned or returned[0] not in st.cards:
        return False
    spec = card_test(type="character", controller="you", faction="martell", zone="hand")
    cost = st.cards[cid].card.cost or 0
    return spec(st, use.seat, use.source, cid) and cost < (st.cards[returned[0]].card.cost or 0)


def _put_chosen_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


register(
    # Obara Sand: return a Sand Snake to hand to put a cheaper [martell] character into play
    Script(
        "10005",
        abilities=(
            Ability(
                "action",
                "return a Sand Snake: put a Martell character with lower printed cost into play",
                _put_chosen_into_play,
                phase="challenges",
                costs=(costs.choose_and("return_to_hand", SAND_SNAKE, "a Sand Snake character"),),
                targets=(
                    Target(
                        _lower_martell_in_hand,
                        what="a Martell character in your hand with lower printed cost",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
