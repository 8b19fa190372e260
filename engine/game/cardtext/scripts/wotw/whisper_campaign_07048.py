"""Whisper Campaign (07048, WotW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, icons


@answering("entered_play")
def _character_without_intrigue_entered(st: GameState, use: Use, h: Happening) -> bool:
    """Whisper Campaign: "After a character without an [intrigue] icon enters play"."""
    if h.kind != "entered_play" or h.card is None:
        return False
    inst = st.cards[h.card]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and "intrigue" not in icons(st, h.card)
    )


def _kneel_the_entered(st: GameState, use: Use) -> list[Prim]:
    """ "kneel it" (nothing when it entered play knelt, [R-ABIL-7])."""
    h = use.answers
    cid = h.card if h is not None else None
    if cid is None or st.cards[cid].zone != "play" or st.cards[cid].kneeling:
        return []
    return [primitives.kneel(cid)]


register(
    # Whisper Campaign: forced, a character without an [intrigue] icon entering play kneels
    Script(
        "07048",
        abilities=(
            Ability(
                "forced",
                "after a character without an intrigue icon enters play, kneel it",
                _kneel_the_entered,
                trigger=_character_without_intrigue_entered,
            ),
        ),
    ),
)
