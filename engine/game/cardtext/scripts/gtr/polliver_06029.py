"""Polliver (06029, GtR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _pillaged_a_character(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Polliver discards a character using pillage"."""
    if not on.self_happened("pillaged")(st, use, h):
        return False
    return any(st.cards[cid].card.type == "character" for cid in h.get("cards", ()))


def _loser_returns_2_gold(st: GameState, use: Use) -> list[Prim]:
    """ "Return 2 gold from the losing opponent's gold pool to the treasury" (what it holds)."""
    loser = use.answers.get("loser") if use.answers is not None else None
    if loser is None:
        return []
    amount = min(2, st.players[loser].gold)
    return [primitives.spend_gold(SEATS[loser], amount)] if amount else []


register(
    # Polliver: after his pillage discards a character, the loser returns 2 gold
    Script(
        "06029",
        abilities=(
            Ability(
                "reaction",
                "after Polliver discards a character using pillage, the losing opponent "
                "returns 2 gold to the treasury",
                _loser_returns_2_gold,
                trigger=_pillaged_a_character,
            ),
        ),
    ),
)
