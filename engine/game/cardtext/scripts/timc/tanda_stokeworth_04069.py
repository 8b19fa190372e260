"""Tanda Stokeworth (04069, TIMC, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _each_player_gains_3_gold(st: GameState, use: Use) -> list[Prim]:
    """ "each player gains 3 gold" (a player out of the game takes no part, [R-ELIM-1])."""
    return [primitives.gain_gold(p.key, 3) for p in st.players if not p.eliminated]


register(
    # Tanda Stokeworth: "After you marshal" her, each player gains 3 gold
    Script(
        "04069",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Tanda Stokeworth, each player gains 3 gold",
                _each_player_gains_3_gold,
                trigger=triggers.entered_play(how="marshal"),
            ),
        ),
    ),
)
