"""Galazza Galare (15006, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import _in_top
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _galazza_finds(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid].card
    return _in_top(st, use, cid, 10) and inst.type == "character" and inst.faction == "targaryen"


def _galazza_to_hand(st: GameState, use: Use) -> list[Prim]:
    """Either 1 [targaryen] character with printed cost 6 or higher, or up to 3 with printed
    cost 2 or lower, to hand; the deck is shuffled."""
    costs_ = [st.cards[c].card.cost or 0 for c in use.targets]
    big = len(costs_) == 1 and costs_[0] >= 6
    small = all(c <= 2 for c in costs_)
    if not (big or small):
        raise RuleError("R-TARGET-1", "15006 Galazza Galare: one character with printed cost "
                        "6 or higher, or up to 3 with printed cost 2 or lower")  # fmt: skip
    moved: list[Prim] = [primitives.move(c, "hand") for c in use.targets]
    return [*moved, primitives.shuffle(SEATS[use.seat])]


register(
    # Galazza Galare: after you marshal her, search the top 10 for Targaryen characters
    Script(
        "15006",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Galazza, search the top 10 for Targaryen characters",
                _galazza_to_hand,
                trigger=on.entered_play(how="marshal"),
                targets=(
                    Target(
                        _galazza_finds,
                        0,
                        3,
                        "Targaryen characters in the top 10 cards of your deck",
                    ),
                ),
            ),
        ),
    ),
)
