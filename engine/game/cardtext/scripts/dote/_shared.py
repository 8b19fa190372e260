"""dote: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.vocab import (
    Use,
    effects,
)
from engine.game.rules.traits import has_any_trait, has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _dothraki_attackers(st: GameState, seat: int, attackers: tuple[str, ...]) -> int:
    cards = st.cards
    return sum(
        1 for cid in attackers if cards[cid].controller == seat and has_trait(st, cid, "Dothraki")
    )


def _won_military_with_2_dothraki(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a [military] challenge in which you control 2 or more attacking
    Dothraki characters"."""
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and h.get("type") == "military"
        and _dothraki_attackers(st, use.seat, h.get("attackers", ())) >= 2
    )


def _stormborn_or_dragon(st: GameState, cid: str) -> bool:
    return has_any_trait(st, cid, ("Dragon", "Stormborn"))


_WHOLE_DECK = 10_000


def _in_top(st: GameState, use: Use, cid: str, depth: int) -> bool:
    """A card of the user's deck, among its top ``depth`` when the order is known."""
    inst, player = st.cards[cid], st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    return not player.deck_known or cid in player.deck[::-1][:depth]


def _into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]
