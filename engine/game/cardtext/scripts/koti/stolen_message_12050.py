"""Stolen Message (12050, KotI, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    costs,
)
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _opponents_top_to_bottom(st: GameState, use: Use) -> list[Prim]:
    """ "Place the top card of an opponent's deck on the bottom of that player's deck": the log
    names the card (an ``arrange_deck`` effect, a chance outcome unless the order is known)."""
    seat = chosen_opponent(st, use)
    deck = st.players[seat].deck
    if not deck:
        return []
    if use.offering:
        use.extra["chance"] = True  # the offer states the effects (a chance outcome)
        return [primitives.arrange_deck(SEATS[seat], [], [deck[-1]])]
    stated = use.outcome("arrange_deck")
    if len(stated) != 1 or stated[0].get("top") or len(stated[0].get("bottom", [])) != 1:
        raise RuleError("R-EFFECT-1", "name the top card placed on the bottom (arrange_deck)")
    return [primitives.arrange_deck(SEATS[seat], [], stated[0]["bottom"])]


register(
    # Stolen Message: (the opponents' top cards revealed: information only); pay 1 gold to
    # place the top card of an opponent's deck on the bottom (limit 3 times per round)
    Script(
        "12050",
        abilities=(
            Ability(
                "action",
                "pay 1 gold to place the top card of an opponent's deck on the bottom",
                _opponents_top_to_bottom,
                costs=(costs.pay_gold(1),),
                choices=OPPONENT_CHOICES,
                limit=Limit(3, "round"),
            ),
        ),
        note="each opponent plays with the top card of his or her deck revealed: information "
        "the log does not need",
    ),
)
