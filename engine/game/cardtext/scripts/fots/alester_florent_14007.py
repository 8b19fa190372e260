"""Alester Florent (14007, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
    effects,
    in_play_matching,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

# Acolyte, Alester: cards out of play a "When X leaves play" interrupt is used from
_OUT_OF_PLAY = ("dead", "discard", "hand", "deck", "removed", "shadows")


def _florent_entered(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a House Florent character enters play" (any player's)."""
    if h.kind != "entered_play" or h.card is None:
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.has_trait("House Florent")


def _alester_left(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "left_play" and h.card == use.source


def _another_rhllor(st: GameState, use: Use) -> str | None:
    spec = card_test(type="character", controller="you", traits=("R'hllor",), other=True)
    return None if in_play_matching(st, spec, use.seat, use.source) else "no other R'hllor"


register(
    # Alester Florent: after a House Florent character enters play, draw (once per round);
    # when he leaves play, with another R'hllor, kneel an opponent's character
    Script(
        "14007",
        abilities=(
            Ability(
                "reaction",
                "after a House Florent character enters play, draw a card",
                effects.draw(1),
                trigger=_florent_entered,
                limit=Limit(1, "round"),
            ),
            Ability(
                "interrupt",
                "when Alester leaves play, with another R'hllor, kneel an opponent's character",
                effects.on_targets("kneel"),
                trigger=_alester_left,
                condition=_another_rhllor,
                targets=(
                    choose(
                        card_test(type="character", controller="opponent", kneeling=False),
                        "a standing opponent's character",
                    ),
                ),
                from_zones=_OUT_OF_PLAY,
            ),
        ),
    ),
)
