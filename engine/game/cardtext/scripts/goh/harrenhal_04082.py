"""Harrenhal (04082, GoH, stark location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, costs, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_CHARACTER = card_test(type="character")


def _kill_what_entered(st: GameState, use: Use) -> list[Prim]:
    """ "kill it": the character whose entering play this answers."""
    assert use.answers is not None and use.answers.card is not None
    return [primitives.kill(use.answers.card)]


register(
    # Harrenhal: after a character enters play, kneel your faction card and sacrifice
    # Harrenhal to kill it (any player's character: the printed text)
    Script(
        "04082",
        abilities=(
            Ability(
                "reaction",
                "after a character enters play, kneel your faction card and sacrifice "
                "Harrenhal to kill it",
                _kill_what_entered,
                trigger=triggers.card_happened("entered_play", _CHARACTER),
                costs=(costs.kneel_faction(), costs.sacrifice_self()),
            ),
        ),
    ),
)
