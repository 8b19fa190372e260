"""Offer of a Peach (04084, GoH, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    any_in_play_matching,
    card_test,
    choose,
    effects,
)
from engine.game.state.model import GameState

_LADY = card_test(type="character", controller="you", traits=("Lady",))


def _renly_or_a_lady(st: GameState, use: Use) -> str | None:
    """ "Play only if you control Renly Baratheon or a Lady character" ([R-PLAYRES-1])."""
    mine = st.players[use.seat].in_play
    if any(st.cards[c].card.name == "Renly Baratheon" for c in mine) or any_in_play_matching(
        st, _LADY, use.seat, use.source
    ):
        return None
    return "you control neither Renly Baratheon nor a Lady character"


register(
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
