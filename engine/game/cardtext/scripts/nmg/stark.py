"""NMG, stark: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    conditions,
    constants,
    costs,
    effects,
)
from engine.game.state.model import CardInst, GameState

# "another [stark] character": one of yours, standing, not yet in the challenge
_STARK_OUTSIDE = card_test(
    type="character", controller="you", faction="stark", kneeling=False, participating=False
)
_WITH_BRAN = constants.controls_named("Bran Stark")


def _without_bran(st: GameState, inst: CardInst) -> bool:
    return not _WITH_BRAN(st, inst)


register(
    # Hodor: cannot attack "unless you control Bran Stark"; no STR for dominance
    # (No attachments: framework)
    Script(
        "02061",
        constants=(
            constants.on_self("cannot", "attack", when=_without_bran),
            constants.on_self("no_dominance"),
        ),
    ),
    # Wardens of the North: kneel another [stark] character to have it join the challenge
    Script(
        "02062",
        abilities=(
            Ability(
                "action",
                "kneel another Stark character: it participates on your side",
                effects.paid_participate(),
                phase="challenges",
                condition=conditions.with_participating(
                    card_test(
                        type="character", controller="you", faction="stark", participating=True
                    ),
                    "Stark character",
                ),
                costs=(
                    costs.choose_and(
                        "kneel",
                        _STARK_OUTSIDE,
                        "another standing Stark character you control",
                    ),
                ),
                limit=Limit(2, "round"),
            ),
        ),
    ),
)
