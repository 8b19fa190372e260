"""House Tully Septon (03015, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    effects,
)
from engine.game.state.model import GameState, RuleError


def _power_from_your_character(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    chosen = [p for p in paid if p["op"] == "discard_power" and "card" in p][:1]
    spec = card_test(type="character", controller="you")
    if (
        len(chosen) != 1
        or chosen[0].get("amount") != 1
        or not spec(st, use.seat, use.source, chosen[0]["card"])
    ):
        raise RuleError("R-COST-2", "discard 1 power from a character you control (costs)")
    return chosen


register(
    # House Tully Septon: discard 1 power from your character: next Tully/Seven costs 2 less
    Script(
        "03015",
        abilities=(
            Ability(
                "action",
                "discard 1 power from a character you control to reduce the cost of the next "
                "House Tully or The Seven character by 2",
                effects.reduce_next_cost(2, "character_trait:House Tully;The Seven"),
                phase="marshaling",
                costs=(
                    Cost(
                        _power_from_your_character, "discard 1 power from a character you control"
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
