"""Summoned to Court (05048, LoCR, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.locr._shared import _still_in_game
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.effects import entering
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _in_hand(st: GameState, use: Use, cid: str) -> bool:
    """A card in the hand of a player still in the game ([R-ELIM-1])."""
    inst = st.cards[cid]
    return inst.zone == "hand" and not st.players[inst.owner].eliminated


def _summoned(st: GameState, use: Use) -> list[Prim]:
    """Each player with a hand reveals one card; those who revealed a character of the
    lowest printed cost among the revealed characters may put it into play."""
    by_seat = {st.cards[cid].owner: cid for cid in use.targets}
    if len(by_seat) != len(use.targets) or set(by_seat) != {
        p.index for p in st.players if p.hand and not p.eliminated
    }:
        raise RuleError("R-TARGET-1", "each player with cards in hand chooses one of them")
    revealed = {s: c for s, c in by_seat.items() if st.cards[c].card.type == "character"}
    lowest = min((st.cards[c].card.cost or 0 for c in revealed.values()), default=None)
    putting = [k for k in (use.choice or "").split(",") if k]
    found: list[Prim] = []
    for key in putting:
        seat = SEATS.index(key) if key in SEATS else -1
        cid = revealed.get(seat)
        if cid is None or (st.cards[cid].card.cost or 0) != lowest:
            raise RuleError("R-TARGET-1", f"{key!r} did not reveal a lowest-cost character")
        found.append(entering(st, cid, seat))
    return found


register(
    # Summoned to Court: reveal a card each; the lowest-cost characters may enter play
    Script(
        "05048",
        abilities=(
            Ability(
                "forced",
                "when the draw phase ends, each player reveals a card from hand; the lowest "
                "cost characters may be put into play",
                _summoned,
                trigger=on.happened("phase_ended", phase="draw"),
                condition=_still_in_game,
                targets=(Target(_in_hand, 0, 6, "a card in each player's hand"),),
            ),
        ),
    ),
)
