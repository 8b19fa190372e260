"""Fury (12026, KotI, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, costs, triggers
from engine.game.cardtext.vocab.cards import faction_card
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _card_with_power(st: GameState, use: Use, cid: str) -> bool:
    """ "a character or location" in play with power to move."""
    inst = st.cards.get(cid)
    return (
        inst is not None
        and inst.zone == "play"
        and inst.card.type in ("character", "location")
        and inst.power > 0
    )


def _power_to_your_faction(st: GameState, use: Use) -> list[Prim]:
    """ "Move 1 power from that card to your faction card"."""
    to = faction_card(SEATS[use.seat])
    return [primitives.move_power(1, from_=cid, to=to) for cid in use.targets]


register(
    # Fury: Stannis Baratheon gains intimidate while you control him; after you win a [power]
    # challenge, kneel Fury: 1 power from a character or location to your faction card
    Script(
        "12026",
        constants=(constants.on_named("keyword", "Stannis Baratheon", "intimidate"),),
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, kneel Fury to move 1 power from a "
                "character or location to your faction card",
                _power_to_your_faction,
                trigger=triggers.won_challenge("power"),
                costs=(costs.kneel_self(),),
                targets=(Target(_card_with_power, what="a character or location with power"),),
            ),
        ),
    ),
)
