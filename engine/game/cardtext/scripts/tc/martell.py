"""TC, martell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
    in_play_matching,
    triggers,
)
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_MARTELL_YOURS = card_test(type="character", controller="you", faction="martell")


def _greenblood(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "+1 STR for each Summer plot card revealed" on each [martell] character you control
    (every player's revealed plots count)."""
    summers = revealed_with_trait(st, "Summer")
    if not summers:
        return []
    return [
        Contribution("str", cid, summers, "", inst.id)
        for cid in in_play_matching(st, _MARTELL_YOURS, inst.controller, inst.id)
    ]


_ALLY = card_test(type="character", traits=("Ally",))


register(
    # The Greenblood: each [martell] character you control gets +1 STR per revealed Summer plot
    Script("04116", constants=(constants.constant("str", _greenblood),)),
    # Ser Arys Oakheart: after he enters play, "pay 2 gold to choose an Ally character" and
    # discard it from play (No attachments except Weapon: framework)
    Script(
        "04115",
        abilities=(
            Ability(
                "reaction",
                "after Ser Arys Oakheart enters play, pay 2 gold: discard an Ally character",
                effects.on_targets("discard"),
                trigger=triggers.entered_play(),
                costs=(costs.pay_gold(2),),
                targets=(choose(_ALLY, "an Ally character"),),
            ),
        ),
    ),
)
