"""Westwatch-by-the-Bridge (12032, KotI, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.cardtext.vocab.cards import any_in_play_matching
from engine.game.state.model import GameState

_BUILDERS = ("Ranger", "Steward", "Builder")


def _westwatch_max_cost(st: GameState, use: Use) -> int:
    """ "Printed cost 4 or lower instead if you control a Ranger character, a Steward
    character, and a Builder character" (three Traits, possibly on fewer characters)."""
    for trait in _BUILDERS:
        spec = card_test(type="character", controller="you", traits=(trait,))
        if not any_in_play_matching(st, spec, use.seat, use.source):
            return 1
    return 4


def _another_cheap_watch_location(st: GameState, use: Use, cid: str) -> bool:
    """ "another [thenightswatch] location with printed cost 1 or lower", kneeling."""
    spec = card_test(
        type="location",
        faction="thenightswatch",
        kneeling=True,
        other=True,
        max_printed_cost=_westwatch_max_cost(st, use),
    )
    return spec(st, use.seat, use.source, cid)


register(
    # Westwatch-by-the-Bridge: kneel it to stand another [thenightswatch] location of printed
    # cost 1 or lower (4 or lower with a Ranger, a Steward and a Builder character)
    Script(
        "12032",
        abilities=(
            Ability(
                "action",
                "kneel Westwatch-by-the-Bridge to stand another Night's Watch location with "
                "printed cost 1 or lower",
                effects.on_targets("stand"),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(
                        _another_cheap_watch_location,
                        what="another kneeling Night's Watch location of low printed cost",
                    ),
                ),
            ),
        ),
    ),
)
