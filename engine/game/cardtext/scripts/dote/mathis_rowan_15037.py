"""Mathis Rowan (15037, DotE, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, choose
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState

_YOUR_CARD = card_test(type=("character", "location", "attachment"), controller="you")


def _give_control_then_gold(st: GameState, use: Use) -> list[Prim]:
    """ "That player takes control of that card. Then, gain 2 gold"."""
    opponent = SEATS[chosen_opponent(st, use)]
    found = [primitives.take_control(cid, opponent) for cid in use.targets]
    return [*found, primitives.gain_gold(SEATS[use.seat], 2)]


register(
    # Mathis Rowan: an opponent "takes control of" a character, location or attachment you
    # control; then gain 2 gold
    Script(
        "15037",
        abilities=(
            Ability(
                "action",
                "give an opponent control of a card you control, then gain 2 gold",
                _give_control_then_gold,
                targets=(choose(_YOUR_CARD, "a character, location, or attachment you control"),),
                choices=OPPONENT_CHOICES,
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
