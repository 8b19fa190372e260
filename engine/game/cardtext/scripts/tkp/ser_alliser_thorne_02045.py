"""Ser Alliser Thorne (02045, TKP, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import CardInst, GameState


def _defending_player(st: GameState, inst: CardInst) -> bool:
    """ "While you are the defending player" (from the initiation of a challenge against you
    to its end)."""
    ch = st.challenge
    return ch is not None and ch.defender == inst.controller


def _put_self_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    Script(
        "02045",
        constants=(
            constants.on_each(
                "icon",
                card_test(type="character", controller="you", faction="thenightswatch"),
                "military",
                when=_defending_player,
            ),
        ),
        abilities=(
            Ability(
                "reaction",
                "after a [military] challenge is initiated against you, kneel your faction "
                "card and pay 4 gold to put Ser Alliser Thorne into play",
                _put_self_into_play,
                trigger=on.initiated_against_you("military"),
                costs=(costs.kneel_faction(), costs.pay_gold(4)),
                from_zones=("hand",),
            ),
        ),
    )
)
