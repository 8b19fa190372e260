"""Scouting Vessel (12020, KotI, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


def _your_pillage(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a character you control discards a card using pillage"."""
    return h.kind == "pillaged" and h.seat == use.seat


def _two_more_from_the_deck(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 3 cards instead": logged right after the pillage (its 1 card discarded), the
    2 more cards of the losing opponent's deck are stated as ``discard`` effects (a chance
    outcome: its top cards when the order is known)."""
    loser = use.answers.get("loser") if use.answers is not None else None
    if loser is None:
        return []
    player = st.players[loser]
    due = min(2, len(player.deck))
    if use.offering or player.deck_known:
        use.extra["chance"] = use.offering
        cards = player.deck[::-1][:due]
    else:
        cards = [str(p.get("card")) for p in use.outcome("discard")]
    if len(cards) != due or any(c not in player.deck for c in cards):
        raise RuleError(
            "R-EFFECT-1", f"name the {due} more card(s) of {player.key}'s deck discarded"
        )
    return [primitives.discard(c) for c in cards]


register(
    # Scouting Vessel: kneel and sacrifice it: a pillage of yours discards 3 cards instead
    Script(
        "12020",
        abilities=(
            Ability(
                "interrupt",
                "when a character you control discards a card using pillage, kneel and "
                "sacrifice Scouting Vessel to discard 3 cards instead",
                _two_more_from_the_deck,
                trigger=_your_pillage,
                costs=(costs.kneel_self(), costs.sacrifice_self()),
            ),
        ),
    ),
)
