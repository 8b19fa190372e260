"""Bastard Daughter (02015, TtB, martell character)."""

from __future__ import annotations

from dataclasses import replace

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _daughter_or_viper_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When Bastard Daughter or The Red Viper is killed" (this card, or a Red Viper)."""
    if h.kind != "killed" or h.card is None:
        return False
    return h.card == use.source or st.cards[h.card].card.name == "The Red Viper"


def _random_discard_each_opponent(st: GameState, use: Use) -> list[Prim]:
    """1 card at random from each opponent's hand (chance outcomes: one stated ``discard``
    per hand)."""
    found: list[Prim] = []
    for p in st.players:
        if p.index == use.seat or not p.hand:
            continue
        kept = [q for q in use.stated or [] if q.get("op") != "discard" or q.get("card") in p.hand]
        one_hand = replace(use, stated=kept if use.stated is not None else None)
        card = effects.chance_card(one_hand, "discard", p.hand, f"the card of {p.key}'s hand")
        found.append(primitives.discard(card))
    return found


register(
    # Bastard Daughter: when she or The Red Viper is killed, a random discard per opponent
    Script(
        "02015",
        abilities=(
            Ability(
                "interrupt",
                "when Bastard Daughter or The Red Viper is killed, random discards",
                _random_discard_each_opponent,
                trigger=_daughter_or_viper_killed,
                from_zones=("dead",),
            ),
        ),
    ),
)
