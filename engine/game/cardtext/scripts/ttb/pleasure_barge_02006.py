"""Pleasure Barge (02006, TtB, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _nothing_drawn_this_phase(st: GameState, use: Use) -> str | None:
    """ "If you have not yet drawn any cards this phase" (``Player.drawn_this_phase``)."""
    if st.players[use.seat].drawn_this_phase:
        return "only if you have not yet drawn any cards this phase"
    return None


register(
    # 02006 Pleasure Barge: immune to card effects; -1 Income (framework); after you
    # marshal it, draw 3 cards if you have drawn none this phase
    Script(
        "02006",
        constants=(constants.on_self("immune", "card"),),
        abilities=(
            Ability(
                "reaction",
                "after you marshal Pleasure Barge, draw 3 cards if you have drawn none this phase",
                effects.draw(3),
                trigger=on.entered_play(how="marshal"),
                condition=_nothing_drawn_this_phase,
            ),
        ),
    ),
)
