"""Eastwatch Carpenter (06005, AMAF, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.state.model import GameState, RuleError

_YOUR_WATCH_LOCATION = card_test(type="location", controller="you", faction="thenightswatch")


def _gold_per_2_watch_locations(st: GameState, use: Use) -> list[Prim]:
    """ "Gain 1 gold for every 2 [thenightswatch] locations you control" (rounded down)."""
    gold = len(in_play_matching(st, _YOUR_WATCH_LOCATION, use.seat, use.source)) // 2
    if not gold:
        # nothing would change ([R-ABIL-7]): fewer than 2 such locations
        raise RuleError(
            "R-ABIL-7", "06005 Eastwatch Carpenter: fewer than 2 Night's Watch locations"
        )
    return effects.gain_gold(gold)(st, use)


register(
    # 06005 Eastwatch Carpenter: "After you collect income", 1 gold per 2 [thenightswatch]
    # locations you control ("No attachments except Weapon": framework)
    Script(
        "06005",
        abilities=(
            Ability(
                "reaction",
                "after you collect income, gain 1 gold for every 2 Night's Watch locations "
                "you control",
                _gold_per_2_watch_locations,
                trigger=on.happened("income_collected", yours=True),
            ),
        ),
    ),
)
