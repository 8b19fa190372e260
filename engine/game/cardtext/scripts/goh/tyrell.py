"""GoH, tyrell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    any_in_play_matching,
    card_test,
    choose,
    constants,
    effects,
)
from engine.game.state.model import CardInst, GameState

_KING_YOURS = constants.controls(card_test(type="character", controller="you", traits=("King",)))
_LADY = card_test(type="character", controller="you", traits=("Lady",))
_CATELYN = constants.controls_named("Catelyn Stark")


def _king_or_catelyn(st: GameState, inst: CardInst) -> bool:
    """ "While you control a King character or Catelyn Stark"."""
    return _KING_YOURS(st, inst) or _CATELYN(st, inst)


def _renly_or_a_lady(st: GameState, use: Use) -> str | None:
    """ "Play only if you control Renly Baratheon or a Lady character" ([R-PLAYRES-1])."""
    mine = st.players[use.seat].in_play
    if any(st.cards[c].card.name == "Renly Baratheon" for c in mine) or any_in_play_matching(
        st, _LADY, use.seat, use.source
    ):
        return None
    return "you control neither Renly Baratheon nor a Lady character"


register(
    # Brienne of Tarth: does not kneel when declared as a defender "While you control a King
    # character or Catelyn Stark" (renown: framework)
    Script(
        "04083",
        constants=(constants.on_self("no_kneel", "defender", when=_king_or_catelyn),),
    ),
    # Offer of a Peach: stand an attacking character and remove it from the challenge
    Script(
        "04084",
        abilities=(
            Ability(
                "action",
                "stand an attacking character and remove it from the challenge",
                effects.stand_and_remove,
                phase="challenges",
                condition=_renly_or_a_lady,
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
            ),
        ),
    ),
)
