"""Burning on the Sand (04076, TIMC, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _winners_claim_set_to_0(st: GameState, use: Use) -> list[Prim]:
    """ "set the claim value on the winning opponent's revealed plot card to 0 until the end
    of the challenge": a lasting ``plot_set`` ([R-MOD-5]) on the winner's seat."""
    assert use.answers is not None
    winner = int(use.answers.get("winner"))
    return [primitives.lasting("plot_set", "challenge", seat=SEATS[winner], amount=0, name="claim")]


register(
    # Burning on the Sand: "After you lose an unopposed challenge", the winner's claim is 0
    # until the end of the challenge
    Script(
        "04076",
        abilities=(
            Ability(
                "reaction",
                "after you lose an unopposed challenge, the winner's claim is 0 this challenge",
                _winners_claim_set_to_0,
                trigger=triggers.lost_challenge(unopposed=True),
            ),
        ),
    ),
)
