"""Marya Seaworth (07025, WotW, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


@answering("bypassed")
def _bypassed(st: GameState, use: Use, h: Happening) -> bool:
    """Marya Seaworth: "After a character is bypassed using stealth" (anyone's stealth)."""
    return h.kind == "bypassed" and h.card is not None and st.cards[h.card].zone == "play"


def _kneel_the_bypassed(st: GameState, use: Use) -> list[Prim]:
    """ "kneel it" (the character bypassed: it must be standing, [R-ABIL-7])."""
    h = use.answers
    if h is None or h.card is None:
        return []
    if st.cards[h.card].kneeling:
        raise RuleError("R-ABIL-7", f"{h.card} already kneels: the text would change nothing")
    return [primitives.kneel(h.card)]


register(
    # Marya Seaworth: pay 1 gold to kneel a character bypassed by stealth
    Script(
        "07025",
        abilities=(
            Ability(
                "reaction",
                "after a character is bypassed using stealth, pay 1 gold to kneel it",
                _kneel_the_bypassed,
                trigger=_bypassed,
                costs=(costs.pay_gold(1),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
