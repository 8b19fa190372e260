"""Drowned God's Apostle (09027, HoT, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_DEAD_GREYJOY_COST_3 = card_test(
    type="character",
    controller="you",
    faction="greyjoy",
    unique=False,
    max_printed_cost=3,
    zone="dead",
)


def _kill_self() -> Cost:
    """ "kill <this card>" as a cost (it must be in play, [R-ABIL-8])."""
    return Cost(lambda st, use, paid: [primitives.kill(use.source)], "kill this card")


def _into_play_from_dead(st: GameState, use: Use) -> list[Prim]:
    """The chosen character enters play under the user's control (refused if it cannot)."""
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


register(
    # Drowned God's Apostle: "After you win dominance", kill it to put a non-unique [greyjoy]
    # character with printed cost 3 or lower into play from your dead pile
    Script(
        "09027",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, kill Drowned God's Apostle to put a non-unique "
                "Greyjoy character with printed cost 3 or lower into play from your dead pile",
                _into_play_from_dead,
                trigger=triggers.happened("dominance_won", yours=True),
                costs=(_kill_self(),),
                targets=(
                    choose(
                        _DEAD_GREYJOY_COST_3,
                        "a non-unique Greyjoy character with printed "
                        "cost 3 or lower in your dead pile",
                    ),
                ),
            ),
        ),
    ),
)
