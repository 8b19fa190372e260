""" "Lord Renly's Ride" (06024, GtR, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _top_dead_character_str(st: GameState, seat: int) -> int:
    """X: "the printed STR of the top character in your dead pile" (0 when there is none)."""
    dead = [c for c in st.players[seat].dead if st.cards[c].card.type == "character"]
    return (st.cards[dead[-1]].card.strength or 0) if dead else 0


def _renlys_ride(st: GameState, use: Use) -> list[Prim]:
    x = _top_dead_character_str(st, use.seat)
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.strength(cid, x, "phase"),
            primitives.keyword(cid, "intimidate", "phase"),
        )
    ]


register(
    # "Lord Renly's Ride": a character +X STR and intimidate until the end of the phase
    Script(
        "06024",
        abilities=(
            Ability(
                "action",
                "a character gets +X STR and gains intimidate until the end of the phase",
                _renlys_ride,
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
