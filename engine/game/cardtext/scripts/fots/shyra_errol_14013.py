"""Shyra Errol (14013, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    costs,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _character_killed(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "killed" and h.card is not None and st.cards[h.card].card.type == "character"


def _power_to_faction(st: GameState, use: Use) -> list[Prim]:
    """ "move each power from that character to its controller's faction card" (logged after
    the kill: the power it had goes to the faction card instead of the treasury)."""
    assert use.answers is not None
    power, seat = use.answers.get("power", 0), use.answers.seat
    if not power or seat is None:
        return []
    return [primitives.gain_power(power, seat=SEATS[seat])]


register(
    # Shyra Errol: when a character is killed, sacrifice her: its power to its controller's
    # faction card
    Script(
        "14013",
        abilities=(
            Ability(
                "interrupt",
                "when a character is killed, sacrifice Shyra: its power to the faction card",
                _power_to_faction,
                trigger=_character_killed,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
