"""Ghosts of Harrenhal (04100, GoH, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.state.model import GameState


def _top_dead_characters(st: GameState, use: Use) -> list[Prim]:
    """ "Put the top character in each player's dead pile into play": the character placed
    there last (the pile's top, [R-DEAD-2], [R-DEAD-6]), under its owner's control; none for
    a player whose top character cannot enter play now (a unique with another copy in the
    dead pile, [R-DEAD-3]). In player order ([R-ORDER-1])."""
    cards, found = st.cards, []
    for index in st.order():
        dead = [c for c in st.players[index].dead if cards[c].card.type == "character"]
        if dead and can_enter_play(st, dead[-1], index):
            found.append(effects.entering(st, dead[-1], index))
    return found


register(
    # Ghosts of Harrenhal: when revealed, the top character of each dead pile enters play
    Script(
        "04100",
        abilities=(
            Ability(
                "when_revealed",
                "put the top character in each player's dead pile into play",
                _top_dead_characters,
            ),
        ),
    ),
)
