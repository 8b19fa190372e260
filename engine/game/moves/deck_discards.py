"""The ``discard_instead`` primitive: another card of a deck discarded instead of the one
just discarded ("instead look at the top 2 cards of that player's deck and discard 1": Tywin
Lannister, 05006). Logged right after the discard it replaces, like the other replacements
of a card leaving (docs/decisions/card-text-timing.md)."""

from __future__ import annotations

from typing import Any

from engine.game.rules.zones import place, take_out
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


def single_deck_discard(st: GameState, h: Happening) -> bool:
    """Whether ``h`` is an open ``discarded_from_deck`` happening that was the only card its
    game action discarded from that deck ("when exactly 1 card is discarded from a player's
    deck"), and not itself a replacement."""
    if h.kind != "discarded_from_deck" or h.get("replaced"):
        return False
    same = [o for o in st.happened if o.kind == h.kind and o.seq == h.seq and o.seat == h.seat]
    return len(same) == 1


def apply_discard_instead(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """``of`` (the card just discarded alone from its owner's deck) goes back on top of that
    deck and ``card`` (in that deck: its top card when the order is known) is discarded
    instead. The open happenings of the discard name the new card (``replaced``: it is not a
    second discard)."""
    cid, was = p["card"], p["of"]
    found = [h for h in st.happened if h.card == was and single_deck_discard(st, h)]
    if not found or st.card(was).zone != "discard":
        raise RuleError("R-EFFECT-1", f"{was} is not the one card just discarded from a deck")
    owner = st.players[st.cards[was].owner]
    inst = st.card(cid)
    if inst.zone != "deck" or inst.owner != owner.index:
        raise RuleError("R-EFFECT-1", f"{cid} is not in {owner.key}'s draw deck")
    if owner.deck_known and cid != owner.deck[-1]:
        raise RuleError("R-EFFECT-1", f"{cid} is not the top card of {owner.key}'s deck")
    take_out(st, was)
    place(st, was, "deck")  # back on top: the order stays as known as it was
    take_out(st, cid)
    place(st, cid, "discard")
    st.happened = [_renamed(h, found[0].seq, was, cid) for h in st.happened if not (
        h.kind == "placed_in_discard" and h.card == was and h.seq == found[0].seq)]  # fmt: skip


def _renamed(h: Happening, seq: int, was: str, cid: str) -> Happening:
    """A happening of the replaced discard, naming the card discarded instead."""
    if h.seq != seq:
        return h
    data = dict(h.data)
    if h.kind == "discarded_from_deck" and h.card == was:
        data["replaced"] = True
        return Happening(h.kind, h.seat, cid, h.seq, tuple(sorted(data.items())))
    if was in data.get("cards", ()):  # "pillaged": the cards its pillage discarded
        data["cards"] = tuple(cid if c == was else c for c in data["cards"])
        return Happening(h.kind, h.seat, h.card, h.seq, tuple(sorted(data.items())))
    return h
