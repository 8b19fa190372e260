"""Name Day Tourney (07051, WotW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("challenge_won")
def _knight_alone_won(st: GameState, use: Use, h: Happening) -> bool:
    """Name Day Tourney: "you win a challenge in which a Knight character you control is
    attacking or defending alone": the only character on the winner's side is a Knight."""
    if h.kind != "challenge_won" or h.get("winner") != use.seat:
        return False
    side = tuple(h.get("attackers" if h.get("attacker") == use.seat else "defenders", ()))
    return (
        len(side) == 1
        and st.cards[side[0]].zone == "play"
        and st.cards[side[0]].controller == use.seat
        and has_trait(st, side[0], "Knight")
    )


register(
    # Name Day Tourney: a Knight won alone: a Lord or Lady you control gains 1 power
    Script(
        "07051",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with a Knight attacking or defending alone, a Lord "
                "or Lady character you control gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=_knight_alone_won,
                targets=(
                    choose(
                        card_test(type="character", controller="you", traits=("Lord", "Lady")),
                        "a Lord or Lady character you control",
                    ),
                ),
            ),
        ),
    ),
)
