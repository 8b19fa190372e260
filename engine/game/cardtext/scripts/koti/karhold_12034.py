"""Karhold (12034, KotI, stark location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_POWERED = ("character", "location")


def _karhold(st: GameState, inst: CardInst) -> list[Contribution]:
    """Karhold: "While a player does not have a Winter plot card revealed", the characters
    and locations he or she controls cannot gain power ([R-CANNOT-1])."""
    cards = st.cards
    found: list[Contribution] = []
    for p in st.players:
        if p.revealed is not None and has_trait(st, p.revealed, "Winter"):
            continue
        found.extend(
            Contribution("cannot", cid, 1, "gain_power", inst.id)
            for cid in p.in_play
            if cards[cid].card.type in _POWERED
        )
    return found


register(
    # Karhold: no Winter plot revealed by a player: his characters and locations gain no power
    Script("12034", constants=(constants.constant("cannot", _karhold, names="gain_power"),)),
)
