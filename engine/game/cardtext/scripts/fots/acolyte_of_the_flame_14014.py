"""Acolyte of the Flame (14014, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    costs,
)
from engine.game.cardtext.vocab.players import (
    OPPONENT_CHOICES,
    chosen_opponent,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


def _draw_phase_began(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "phase_began" and h.get("phase") == "draw"


def _look_at_top_2(st: GameState, use: Use) -> list[Prim]:
    """Look at the top 2 cards of an opponent's deck; they may go to the bottom: the log
    states them as one ``arrange_deck`` (both ``top``, or both ``bottom``)."""
    seat = chosen_opponent(st, use)
    player = st.players[seat]
    due = min(2, len(player.deck))
    if use.offering:
        return [primitives.arrange_deck(player.key, player.deck[::-1][:due], [])]  # fmt: skip
    stated = use.outcome("arrange_deck")
    ok = len(stated) == 1 and stated[0].get("seat") == player.key
    placed = stated[0] if ok else {}
    top, bottom = list(placed.get("top", [])), list(placed.get("bottom", []))
    if not ok or len(top) + len(bottom) != due or (top and bottom):
        raise RuleError(
            "R-EFFECT-1",
            "14014 Acolyte of the Flame: state the top 2 cards of that deck, both on top or "
            "both at the bottom (arrange_deck)",
        )
    return [primitives.arrange_deck(player.key, top, bottom)]


register(
    # Acolyte of the Flame: after the draw phase begins, kneel: look at the top 2 cards of an
    # opponent's deck, maybe to the bottom
    Script(
        "14014",
        abilities=(
            Ability(
                "reaction",
                "after the draw phase begins, kneel: the top 2 of an opponent's deck",
                _look_at_top_2,
                trigger=_draw_phase_began,
                costs=(costs.kneel_self(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
