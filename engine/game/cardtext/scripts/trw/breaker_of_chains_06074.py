"""Breaker of Chains (06074, TRW, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    effects,
    in_play_matching,
)
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState

_CHEAP_CHARACTERS = card_test(type="character", controller="you", max_printed_cost=2)


_CHEAP_IN_HAND = card_test(type="character", controller="you", zone="hand", max_printed_cost=2)


def _breaker_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """Attached character +1 STR for each character you control with printed cost 2 or
    lower."""
    if inst.host is None:
        return []
    count = len(in_play_matching(st, _CHEAP_CHARACTERS, inst.controller, inst.id))
    return [Contribution("str", inst.host, count, "", inst.id)] if count else []


def _attached_declared(st: GameState, use: Use, h: Happening) -> bool:
    host = st.cards[use.source].host
    return h.kind == "challenge_initiated" and host in h.get("attackers", ())


def _into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


register(
    # Breaker of Chains: +1 STR per cheap character; declared as an attacker: a cheap
    # character from your hand into play
    Script(
        "06074",
        constants=(constants.constant("str", _breaker_str),),
        abilities=(
            Ability(
                "reaction",
                "after attached character is declared as an attacker, put a character with "
                "printed cost 2 or lower into play from your hand",
                _into_play,
                trigger=_attached_declared,
                targets=(
                    choose(_CHEAP_IN_HAND, "a character with printed cost 2 or lower in your hand"),
                ),
            ),
        ),
    ),
)
