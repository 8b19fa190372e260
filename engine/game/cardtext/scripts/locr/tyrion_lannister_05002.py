"""Tyrion Lannister (05002, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _tyrion_choice(st: GameState, use: Use) -> list[Prim]:
    """(choose one): draw 2 cards, gain 3 gold, or raise the claim on your plot by 1."""
    seat = SEATS[use.seat]
    if use.choice == "draw":
        return effects.draw(2)(st, use)
    if use.choice == "gold":
        return [primitives.gain_gold(seat, 3)]
    return [primitives.plot_modifier(seat, "claim", 1, "challenge")]


register(
    # Tyrion Lannister: return an attacking Clansman: draw 2, gain 3 gold or +1 claim
    Script(
        "05002",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge, return an attacking Clansman to draw 2, gain 3 "
                "gold or raise your claim by 1",
                _tyrion_choice,
                trigger=on.won_challenge(),
                costs=(
                    costs.choose_and(
                        "return_to_hand",
                        card_test(
                            type="character", controller="you", traits=("Clansman",), attacking=True
                        ),
                        "an attacking Clansman character",
                    ),
                ),
                choices=("draw", "gold", "claim"),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
