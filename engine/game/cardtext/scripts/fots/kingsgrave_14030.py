"""Kingsgrave (14030, FotS, martell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, triggers
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError

_PARTICIPANT = card_test(type="character", participating=True)


def _return_or_kill(st: GameState, use: Use) -> list[Prim]:
    """ "return it to its owner's hand" (choice ``return``), or kill it (``kill``): "if it has
    the King trait" as the effect resolves ([R-TARGET-1] otherwise)."""
    (cid,) = use.targets
    if use.choice == "kill":
        if not has_trait(st, cid, "King"):
            raise RuleError("R-TARGET-1", f"{cid} has no King trait: it cannot be killed instead")
        return [primitives.kill(cid)]
    return [primitives.return_to_hand(cid)]


register(
    # 14030 Kingsgrave: lost a [power] challenge by 5 or more STR: kneel and sacrifice it to
    # return a participating character to its owner's hand (or kill a King)
    Script(
        "14030",
        abilities=(
            Ability(
                "reaction",
                "after you lose a power challenge by 5 or more STR, kneel and sacrifice "
                "Kingsgrave: a participating character returns to its owner's hand (or, a "
                "King, is killed)",
                _return_or_kill,
                trigger=triggers.lost_challenge_by("power", 5),
                costs=(costs.kneel_self(), costs.sacrifice_self()),
                targets=(choose(_PARTICIPANT, "a participating character"),),
                choices=("return", "kill"),
            ),
        ),
    ),
)
