"""Nymeria Sand (10007, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _lost_dominance(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you lose dominance": an opponent won it."""
    return h.kind == "dominance_won" and h.seat is not None and h.seat != use.seat


def _discard_winners_random_card_and_draw(st: GameState, use: Use) -> list[Prim]:
    """ "discard 1 card at random from the winning opponent's hand and draw 1 card"."""
    assert use.answers is not None and use.answers.seat is not None
    hand = st.players[use.answers.seat].hand
    found: list[Prim] = []
    if hand:
        what = "the card discarded at random from the winning opponent's hand"
        found.append(primitives.discard(effects.chance_card(use, "discard", hand, what)))
    return found + effects.draw(1)(st, use)


register(
    # Nymeria Sand: after you lose dominance, discard 1 card at random from the winner's
    # hand and draw 1 card
    Script(
        "10007",
        abilities=(
            Ability(
                "reaction",
                "after you lose dominance: a random discard from the winner's hand, draw 1",
                _discard_winners_random_card_and_draw,
                trigger=_lost_dominance,
            ),
        ),
    ),
)
