"""Nute the Barber (06091, OR, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _your_pillage(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character you control discards a card using pillage"."""
    return h.kind == "pillaged" and h.seat == use.seat


def _in_losers_discard(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return inst.zone == "discard" and loser is not None and inst.owner == loser


def _back_to_hand_then_draw(st: GameState, use: Use) -> list[Prim]:
    """Return the card to its owner's hand. "Then, draw 1 card"."""
    found: list[Prim] = [primitives.move(c, "hand") for c in use.targets]
    return found + effects.draw(1)(st, use)


register(
    # Nute the Barber: pillage (framework); after your pillage, a card of the loser's discard
    # pile back to its owner's hand, then draw 1 (limit 3 times per phase)
    Script(
        "06091",
        abilities=(
            Ability(
                "reaction",
                "after a character you control discards a card using pillage, return a card "
                "from the losing opponent's discard pile to its owner's hand; draw 1",
                _back_to_hand_then_draw,
                trigger=_your_pillage,
                targets=(Target(_in_losers_discard, what="a card in the loser's discard pile"),),
                limit=Limit(3, "phase"),
            ),
        ),
    ),
)
