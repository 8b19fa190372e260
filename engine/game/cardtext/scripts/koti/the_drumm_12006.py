"""The Drumm (12006, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, icons


def _drumm_blocks(st: GameState, inst: CardInst) -> list[Contribution]:
    """While The Drumm attacks in a [military] or [power] challenge, each character with an
    [intrigue] icon cannot be declared as a defender."""
    ch = st.challenge
    if ch is None or ch.type not in ("military", "power") or inst.id not in ch.attackers:
        return []
    return [
        Contribution("cannot", cid, 1, "defend", inst.id)
        for p in st.players
        for cid in p.in_play
        if st.cards[cid].card.type == "character" and "intrigue" in icons(st, cid)
    ]


register(
    # The Drumm: attacking in [military] / [power], characters with [intrigue] cannot defend
    Script("12006", constants=(constants.constant("cannot", _drumm_blocks),)),
)
