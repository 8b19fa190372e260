"""Mountains of the Moon (05018, LoCR, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.locr._shared import TYPES
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _clansman_entered(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "entered_play"
        and h.card is not None
        and st.cards[h.card].card.type == "character"
        and has_trait(st, h.card, "Clansman")
    )


def _icon_of_choice(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    cid = use.answers.card
    if st.cards[cid].zone != "play":
        return []
    return [primitives.icon(cid, use.chosen, "phase")]


register(
    # Mountains of the Moon: a Clansman entering play gains an icon of your choice
    Script(
        "05018",
        abilities=(
            Ability(
                "reaction",
                "after a Clansman character enters play, it gains a challenge icon of your "
                "choice until the end of the phase",
                _icon_of_choice,
                trigger=_clansman_entered,
                choices=TYPES,
            ),
        ),
    ),
)
