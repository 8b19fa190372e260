"""Euron Crow's Eye (12002, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _silence_anywhere(st: GameState, use: Use, cid: str) -> bool:
    """ "Search your hand, deck, and discard pile for Silence"."""
    inst = st.cards[cid]
    return (
        inst.owner == use.seat
        and inst.zone in ("hand", "deck", "discard")
        and inst.card.name == "Silence"
    )


def _silence_into_play(st: GameState, use: Use) -> list[Prim]:
    """Put Silence into play (if found). "Shuffle your deck"."""
    found: list[Prim] = [effects.entering(st, cid, use.seat) for cid in use.targets]
    return [*found, primitives.shuffle(SEATS[use.seat])]


register(
    # Euron Crow's Eye: intimidate (framework); after you marshal him, Silence into play
    Script(
        "12002",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Euron Crow's Eye, search your hand, deck and discard pile "
                "for Silence and put it into play",
                _silence_into_play,
                trigger=on.entered_play(how="marshal"),
                targets=(Target(_silence_anywhere, 0, 1, "Silence in your hand, deck or discard"),),
            ),
        ),
    ),
)
