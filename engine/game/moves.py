"""Cards moved between out-of-play areas by card text ([R-ABIL-5]): "return him to your hand
instead of placing him in your dead pile", "shuffle him back into your deck", "place the
discarded character in its owner's dead pile", "remove from the game".

``{"op": "move", "card": "A:01050#1", "to": "hand"}``: the card is out of play and goes to its
owner's ``to`` area (hand, deck, discard, dead, removed). Into the deck it is shuffled in: the
deck's order is no longer known ([R-SEARCH-5]); with ``"bottom": true`` it is placed on the
bottom instead (a card of the deck may go there too: "place the others on the bottom of your
deck"), and what is known of the order stays known.
"""

from __future__ import annotations

from typing import Any

from engine.game.state import GameState, RuleError
from engine.game.zones import place, take_out

OUT_OF_PLAY = ("hand", "deck", "discard", "dead", "removed")


def apply_move(st: GameState, prim: dict[str, Any]) -> None:
    cid, to, bottom = prim["card"], prim["to"], prim.get("bottom", False)
    inst = st.card(cid)
    if to not in OUT_OF_PLAY or (bottom and to != "deck"):
        raise RuleError("R-ABIL-7", f"a card cannot be moved to {to!r}")
    if inst.zone not in OUT_OF_PLAY:
        raise RuleError("R-ABIL-5", f"{cid} is not in an out-of-play area (it is in {inst.zone})")
    if inst.zone == to and not bottom:
        raise RuleError("R-ABIL-7", f"{cid} is already in the {to}")
    take_out(st, cid)
    place(st, cid, to, top=not bottom)
    if to == "deck" and not bottom:
        st.players[inst.owner].deck_known = False
