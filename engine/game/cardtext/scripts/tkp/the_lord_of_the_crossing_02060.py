"""The Lord of the Crossing (02060, TKP, neutral agenda)."""

from __future__ import annotations

from engine.game.cardtext.model import answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    constants,
    effects,
)
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState


def _challenge_number(st: GameState, seat: int) -> int:
    """Which challenge ``seat`` initiated this phase the open one is (0: none of its own)."""
    ch = st.challenge
    if ch is None or ch.attacker != seat:
        return 0
    return len(st.players[seat].challenges)


def _crossing_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During the first challenge you initiate each phase, each of your participating
    characters gets -1 STR"; during the third, +2 STR."""
    amount = {1: -1, 3: 2}.get(_challenge_number(st, inst.controller), 0)
    ch = st.challenge
    if not amount or ch is None:
        return []
    return [
        Contribution("str", cid, amount, "", inst.id)
        for cid in rules.attacking(st, ch)
        if st.cards[cid].controller == inst.controller
    ]


@answering("challenge_won")
def _won_the_third_challenge(st: GameState, use: Use, h: Happening) -> bool:
    """ "If you win this challenge" (the third one you initiate in the phase)."""
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and h.get("attacker") == use.seat
        and _challenge_number(st, use.seat) == 3
    )


register(
    # The Lord of the Crossing: your first challenge each phase -1 STR to your participants,
    # the third +2 STR, and winning the third gains 1 power for your faction
    Script(
        "02060",
        constants=(constants.constant("str", _crossing_str),),
        abilities=(
            Ability(
                "forced",
                "if you win the third challenge you initiate, gain 1 power for your faction",
                effects.gain_power_faction(1),
                trigger=_won_the_third_challenge,
            ),
        ),
    ),
)
