"""Nymeria (08061, FotOG, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, conditions
from engine.game.cardtext.vocab import effects as fx
from engine.game.state.model import GameState, RuleError

_PARTICIPATING_STARK = conditions.with_participating(
    card_test(type="character", controller="you", faction="stark", participating=True),
    "Stark character",
)


def _kneel_direwolves(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "kneel Nymeria and any number of other Direwolf characters" (standing, yours, not
    participating)."""
    chosen = [p for p in paid if p["op"] == "kneel"]
    spec = card_test(type="character", controller="you", traits=("Direwolf",), kneeling=False,
                     participating=False)  # fmt: skip
    if not any(p["card"] == use.source for p in chosen):
        raise RuleError("R-COST-2", "08061 Nymeria: kneel Nymeria")
    for p in chosen:
        if not spec(st, use.seat, use.source, p["card"]):
            raise RuleError("R-COST-2", f"08061 Nymeria: {p['card']} is not a standing Direwolf "
                            "character you control outside the challenge")  # fmt: skip
    return chosen


register(
    # Nymeria: intimidate, no attachments; kneel her and other Direwolves: they participate
    # on your side
    Script(
        "08061",
        abilities=(
            Ability(
                "action",
                "kneel Nymeria and other Direwolves: they participate on your side",
                fx.paid_participate(),
                condition=_PARTICIPATING_STARK,
                costs=(Cost(_kneel_direwolves, "kneel Nymeria and other Direwolf characters"),),
            ),
        ),
    ),
)
