"""Hear Me Roar! (01100, Core, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
)
from engine.game.cardtext.vocab.cards import can_enter_play, enters_as_duplicate
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _roar(st: GameState, use: Use) -> list[Prim]:
    """Hear Me Roar!: put it into play; at the end of the phase, if it is still in play,
    discard it (a delayed effect, ``at_end``: nothing can save it)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.put_into_play(cid))
        if not enters_as_duplicate(st, cid, use.seat):  # a duplicate is no card in play
            found.append(primitives.lasting("at_end", "phase", card=cid, name="discard"))
    return found


def _lannister_character_in_hand(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", controller="you", faction="lannister", zone="hand")
    return spec(st, use.seat, use.source, cid) and can_enter_play(st, cid, use.seat)


register(
    # Hear Me Roar!: "Put a [lannister] character into play from your hand", gone at phase end
    Script(
        "01100",
        abilities=(
            Ability(
                "action",
                "put a Lannister character into play from your hand until the end of the phase",
                _roar,
                targets=(
                    Target(_lannister_character_in_hand, what="a Lannister character in your hand"),
                ),
            ),
        ),
    ),
)
