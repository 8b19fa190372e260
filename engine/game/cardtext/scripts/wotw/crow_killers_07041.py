"""Crow Killers (07041, WotW, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState, plot_value


def _opponents_reserve_higher(st: GameState, inst: CardInst) -> bool:
    """Crow Killers: "against an opponent whose reserve value is higher than yours" (the
    defending player as attackers kneel at the declaration; in a joust, the one opponent)."""
    mine = plot_value(st, inst.controller, "reserve")
    ch = st.challenge
    if ch is not None and ch.attacker == inst.controller:
        return plot_value(st, ch.defender, "reserve") > mine
    others = [p for p in st.players if p.index != inst.controller and not p.eliminated]
    return len(others) == 1 and plot_value(st, others[0].index, "reserve") > mine


register(
    # Crow Killers: no kneel attacking an opponent with a higher reserve value
    Script(
        "07041",
        constants=(constants.on_self("no_kneel", "attacker", when=_opponents_reserve_higher),),
    ),
)
