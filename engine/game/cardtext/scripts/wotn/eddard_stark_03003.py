"""Eddard Stark (03003, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _renown_participant(st: GameState, use: Use, cid: str) -> bool:
    """ "another participating character you control" (the challenge in which the renown
    resolved: it may have just ended)."""
    if use.answers is not None:
        participants = tuple(use.answers.get("participants", ()))
    else:
        ch = st.challenge
        participants = () if ch is None else tuple(ch.attackers + ch.defenders)
    inst = st.cards[cid]
    return (
        cid != use.source
        and cid in participants
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == use.seat
    )


register(
    # Eddard Stark: after he gains power using renown, another participant gains 1 power
    Script(
        "03003",
        abilities=(
            Ability(
                "reaction",
                "after Eddard Stark gains power using renown, another participating character "
                "you control gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=on.self_happened("gained_power", how="renown"),
                targets=(Target(_renown_participant, what="another participating character"),),
            ),
        ),
    ),
)
