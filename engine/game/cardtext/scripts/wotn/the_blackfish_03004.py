"""The Blackfish (03004, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # The Blackfish: with 4+ power, House Tully attackers do not kneel; a draw after a win
    Script(
        "03004",
        constants=(
            constants.on_each(
                "no_kneel",
                card_test(type="character", controller="you", traits=("House Tully",)),
                "attacker",
                when=lambda st, inst: inst.power >= 4,
            ),
        ),
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge as the attacking player, draw 1 card",
                effects.draw(1),
                trigger=on.won_challenge("military", attacking=True),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
