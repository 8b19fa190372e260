"""Political Disaster (02040, TRtW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab.cards import each_players_own

register(
    # 02040 Political Disaster: each player keeps up to 2 locations; the others are discarded
    Script(
        "02040",
        abilities=(
            Ability(
                "when_revealed",
                "each player chooses up to 2 locations; discard the others",
                effects.all_but_chosen(2, "location", "discard"),
                targets=(each_players_own("location", 12),),
            ),
        ),
    ),
)
