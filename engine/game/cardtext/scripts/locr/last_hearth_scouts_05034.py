"""Last Hearth Scouts (05034, LoCR, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("entered_play")
def _character_entered_in_challenges(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character enters play during the challenges phase" (any player's, however
    it entered: ambush, put into play)."""
    if h.kind != "entered_play" or h.card is None or h.get("phase") != "challenges":
        return False
    return st.cards[h.card].card.type == "character"


def _kneel_that_character(st: GameState, use: Use) -> list[Prim]:
    """Kneel it; one already kneeling (entered play knelt) or gone stays as it is."""
    assert use.answers is not None and use.answers.card is not None
    inst = st.cards[use.answers.card]
    return [primitives.kneel(inst.id)] if inst.zone == "play" and not inst.kneeling else []


register(
    # Last Hearth Scouts: Forced Reaction: after a character enters play during the challenges
    # phase, kneel that character
    Script(
        "05034",
        abilities=(
            Ability(
                "forced",
                "after a character enters play during the challenges phase, kneel it",
                _kneel_that_character,
                trigger=_character_entered_in_challenges,
            ),
        ),
    ),
)
