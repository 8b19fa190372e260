"""Ser Jaime Lannister (05005, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.locr._shared import _YOUR_KNIGHT
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
    effects,
    in_play_matching,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _knights_attacking_alone(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Each Knight character you control gains renown while attacking alone": the one
    Knight attacking alone, if any (``constants.attacking_alone`` reads it per card)."""
    return [
        Contribution("keyword", cid, 1, "renown", inst.id)
        for cid in in_play_matching(st, _YOUR_KNIGHT, inst.controller, inst.id)
        if constants.attacking_alone(st, st.cards[cid])
    ]


register(
    # Ser Jaime Lannister: each Knight you control gains renown "while attacking alone";
    # Challenges Action: a Kingsguard character gains an [intrigue] icon until the end of the
    # phase (Limit once per phase)
    Script(
        "05005",
        constants=(constants.constant("keyword", _knights_attacking_alone, names="renown"),),
        abilities=(
            Ability(
                "action",
                "a Kingsguard character gains an intrigue icon until the end of the phase",
                effects.on_targets("icon", icon="intrigue", until="phase"),
                phase="challenges",
                targets=(
                    choose(card_test(type="character", traits=("Kingsguard",)), "a Kingsguard"),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
