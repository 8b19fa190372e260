"""Wolves of the North (03006, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_DIREWOLVES = card_test(traits=("Direwolf",), controller="you")


def _bypassed_by_wolves(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "bypassed" and h.get("by") == use.source


def _bypassed_loses_str(st: GameState, use: Use) -> list[Prim]:
    """ "that character gets -X STR until the end of the phase", X the Direwolf cards."""
    assert use.answers is not None and use.answers.card is not None
    count = len(in_play_matching(st, _DIREWOLVES, use.seat, use.source))
    victim = use.answers.card
    if not count or st.cards[victim].zone != "play":
        return []
    return [primitives.strength(victim, -count, "phase")]


register(
    # Wolves of the North: the character bypassed by stealth gets -X STR
    Script(
        "03006",
        abilities=(
            Ability(
                "reaction",
                "after it bypasses a character using stealth, that character gets -X STR",
                _bypassed_loses_str,
                trigger=_bypassed_by_wolves,
            ),
        ),
    ),
)
