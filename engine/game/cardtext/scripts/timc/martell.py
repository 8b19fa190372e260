"""TIMC, martell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, choose, effects, triggers
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
    # Elia Sand: "After you lose a challenge", a character gains stealth until the end of the
    # phase (limit twice per phase)
    Script(
        "04075",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge, a character gains stealth until the end of the phase",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                trigger=triggers.lost_challenge(),
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
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
