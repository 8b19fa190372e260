"""The Things I Do For Love (01101, Core, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.state.model import GameState, RuleError


def _pay_x(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "X" gold: whatever the log pays (one spend_gold of the user's pool, or none for 0)."""
    gold = [p for p in paid if p["op"] == "spend_gold"]
    if len(gold) > 1:
        raise RuleError("R-COST-2", "X is paid once: one spend_gold")
    return gold


def _x_paid(use: Use) -> int:
    return sum(p["amount"] for p in use.costs if p["op"] == "spend_gold")


def _controls_lannister_lord_or_lady(st: GameState, use: Use) -> str | None:
    spec = card_test(type="character", controller="you", faction="lannister",
                     traits=("Lord", "Lady"))  # fmt: skip
    if in_play_matching(st, spec, use.seat, use.source):
        return None
    return "play only if you control a Lannister Lord or Lady character"


def _opponents_character_cost_x(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", controller="opponent")
    return spec(st, use.seat, use.source, cid) and (st.cards[cid].card.cost or 0) <= _x_paid(use)


register(
    # The Things I Do For Love: kneel your faction card to return a character of cost X or lower
    Script(
        "01101",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to return an opponent's character of cost X or lower",
                effects.on_targets("return_to_hand"),
                phase="challenges",
                costs=(costs.kneel_faction(), Cost(_pay_x, "pay X gold")),
                targets=(
                    Target(
                        _opponents_character_cost_x,
                        what="a character with printed cost X or lower an opponent controls",
                    ),
                ),
                condition=_controls_lannister_lord_or_lady,
            ),
        ),
    ),
)
