"""The Red Viper (06095, OR, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, icons


def _red_viper_defenders(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Each defending character with fewer than 2 challenge icons does not contribute its
    STR" while The Red Viper is attacking."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers:
        return []
    return [Contribution("no_str", cid, 0, "", inst.id) for cid in ch.defenders
            if len(icons(st, cid)) < 2]  # fmt: skip


register(
    # The Red Viper: defenders with fewer than 2 icons do not contribute (renown: framework)
    Script("06095", constants=(constants.constant("no_str", _red_viper_defenders),)),
)
