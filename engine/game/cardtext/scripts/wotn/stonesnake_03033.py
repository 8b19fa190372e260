"""Stonesnake (03033, WotN, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.logformat.fields import GAINED_KEYWORDS
from engine.game.state.model import GameState, RuleError, has_keyword


def _gains_a_keyword_of_the_bypassed(st: GameState, use: Use) -> list[Prim]:
    """ "Choose one of that character's keywords" (``choice``; one it has now, among those a
    ``keyword`` primitive gives: docs/decisions/card-text-wotn.md); Stonesnake gains it until
    the end of the phase."""
    assert use.answers is not None and use.answers.card is not None
    bypassed = use.answers.card
    if use.choice not in GAINED_KEYWORDS or not has_keyword(st, bypassed, use.choice):
        raise RuleError("R-TARGET-1", f"choose a keyword {bypassed} has (field 'choice')")
    return [primitives.keyword(use.source, use.choice, "phase")]


register(
    # Stonesnake: after he bypasses a character using stealth, he gains "one of that
    # character's keywords" until the end of the phase (Stealth: framework)
    Script(
        "03033",
        abilities=(
            Ability(
                "reaction",
                "after Stonesnake bypasses a character: he gains one of its keywords",
                _gains_a_keyword_of_the_bypassed,
                trigger=triggers.self_bypassed,
                choices=GAINED_KEYWORDS,
            ),
        ),
    ),
)
