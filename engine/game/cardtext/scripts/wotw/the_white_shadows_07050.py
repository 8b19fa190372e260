"""The White Shadows (07050, WotW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("killed")
def _opponents_character_killed(st: GameState, use: Use, h: Happening) -> bool:
    """The White Shadows: "After a character an opponent controls is killed" (its controller
    as it left play; still in the dead pile)."""
    if h.kind != "killed" or h.card is None or h.seat is None or h.seat == use.seat:
        return False
    inst = st.cards[h.card]
    return inst.card.type == "character" and inst.zone == "dead"


def _shadow_into_play(st: GameState, use: Use) -> list[Prim]:
    """ "put it into play under your control": its printed text box blank while it is in play
    (a lasting ``blank`` on it, gone as it leaves play, [R-LASTING-5], [R-BLANK-1]) and, if
    still in play at the end of the phase, placed in its owner's dead pile (``at_end`` named
    ``to_dead_pile``: no kill, no save can be logged, "cannot be saved")."""
    h = use.answers
    if h is None or h.card is None:
        return []
    cid = h.card
    return [
        effects.entering(st, cid, use.seat),
        primitives.lasting("blank", "phase", card=cid),
        primitives.lasting("at_end", "phase", card=cid, name="to_dead_pile"),
    ]


register(
    # The White Shadows: an opponent's character killed comes back under your control,
    # blank, until the end of the phase
    Script(
        "07050",
        abilities=(
            Ability(
                "reaction",
                "after a character an opponent controls is killed, put it into play under "
                "your control (blank; to its owner's dead pile at the end of the phase)",
                _shadow_into_play,
                trigger=_opponents_character_killed,
            ),
        ),
    ),
)
