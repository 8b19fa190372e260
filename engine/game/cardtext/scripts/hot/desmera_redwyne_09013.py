"""Desmera Redwyne (09013, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _desmera(st: GameState, use: Use) -> list[Prim]:
    """ "Give that character +2 STR or -1 STR until the end of the phase" (``choice``)."""
    removed = use.answers.card if use.answers is not None else None
    if removed is None or st.cards[removed].zone != "play":
        return []
    amount = 2 if use.choice == "+2" else -1
    return [primitives.strength(removed, amount, "phase")]


register(
    # Desmera Redwyne: after a character is removed from a challenge, pay 1 gold: +2 or -1 STR
    Script(
        "09013",
        abilities=(
            Ability(
                "reaction",
                "after a character is removed from a challenge, pay 1 gold to give it +2 or "
                "-1 STR until the end of the phase",
                _desmera,
                trigger=on.happened("removed_from_challenge"),
                costs=(costs.pay_gold(1),),
                choices=("+2", "-1"),
            ),
        ),
    ),
)
