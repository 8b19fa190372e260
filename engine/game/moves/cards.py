"""Effect primitives that move cards within and out of a draw deck, or out of a challenge:
a card revealed, found by a search, shuffled in, placed facedown as a duplicate, the top cards
arranged, a card attached facedown, a character removed from the challenge (docs/match-log.md,
"Abilities").

Each takes (state, the seat using the ability, the primitive) like the others in
``engine.game.play.abilities``, checks it against the state, then applies it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.game.rules.zones import leave_play, place, take_out
from engine.game.state import effects
from engine.game.state.model import GameState, RuleError

OUT_OF_PLAY = ("hand", "deck", "discard", "dead", "removed", "under_agenda")


def apply_move(st: GameState, prim: dict[str, Any]) -> None:
    cid, to, bottom = prim["card"], prim["to"], prim.get("bottom", False)
    # "places it on top of his or her deck", "switch it with the top card of your deck"
    on_top = prim.get("top", False)
    inst = st.card(cid)
    if to == "used" and bottom and inst.zone == "plot_deck":  # a plot to the used pile's bottom
        take_out(st, cid)
        place(st, cid, "used", top=False)
        return
    if to not in OUT_OF_PLAY or ((bottom or on_top) and to != "deck") or (bottom and on_top):
        raise RuleError("R-ABIL-7", f"a card cannot be moved to {to!r}")
    if inst.zone not in OUT_OF_PLAY:
        raise RuleError("R-ABIL-5", f"{cid} is not in an out-of-play area (it is in {inst.zone})")
    if inst.zone == to and not (bottom or on_top):
        raise RuleError("R-ABIL-7", f"{cid} is already in the {to}")
    take_out(st, cid)
    place(st, cid, to, top=not bottom)
    if to == "deck" and not (bottom or on_top):
        st.players[inst.owner].deck_known = False


def _remove_from_challenge(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Remove it from the challenge": no longer participating ([R-PART-3])."""
    cid, ch = p["card"], st.challenge
    if ch is None or cid not in ch.attackers + ch.defenders:
        raise RuleError("R-PART-3", f"{cid} is not participating in a challenge")
    (ch.attackers if cid in ch.attackers else ch.defenders).remove(cid)
    # "After a character is removed from a challenge" (Desmera Redwyne)
    effects.happen(st, "removed_from_challenge", st.cards[cid].controller, cid)


def _reveal(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Reveal the top N cards of your deck": a chance outcome the log names; each is in that
    deck, and they are its top cards when the order is known (``"from": "bottom"``: its bottom
    cards, the bottom one first). With ``"from": "hand"``, cards
    of that player's hand ("each opponent chooses and reveals 3 cards from his or her hand").
    Nothing moves."""
    player = st.player(p["seat"])
    if p.get("from", "deck") not in ("deck", "bottom", "hand"):
        raise RuleError(
            "R-EFFECT-1", f"cards are revealed from a deck or a hand, not {p['from']!r}"
        )
    if len(set(p["cards"])) != len(p["cards"]):
        raise RuleError("R-EFFECT-1", "the same card is revealed twice")
    if p.get("from") == "hand":
        for cid in p["cards"]:
            if st.card(cid).zone != "hand" or st.cards[cid].owner != player.index:
                raise RuleError("R-EFFECT-1", f"{cid} is not in {player.key}'s hand")
        return
    for cid in p["cards"]:
        inst = st.card(cid)
        if inst.zone != "deck" or inst.owner != player.index:
            raise RuleError("R-EFFECT-1", f"{cid} is not in {player.key}'s draw deck")
    if p.get("from") == "bottom":  # "reveal the bottom 5 cards of your deck", bottom first
        if player.deck_known and p["cards"] != player.deck[: len(p["cards"])]:
            raise RuleError(
                "R-EFFECT-1", f"the cards revealed are not the bottom of {player.key}'s deck"
            )
        return
    if player.deck_known and p["cards"] != player.deck[::-1][: len(p["cards"])]:
        raise RuleError("R-EFFECT-1", f"the cards revealed are not the top of {player.key}'s deck")


def _shuffle_into_deck(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Shuffle it (back) into your deck": from play or an out-of-play area to its owner's
    deck, whose order is then unknown."""
    cid = p["card"]
    inst = st.card(cid)
    if inst.zone == "deck":
        raise RuleError("R-EFFECT-1", f"{cid} is already in its owner's deck")
    if inst.zone == "play":
        leave_play(st, cid, "deck")
    else:
        take_out(st, cid)
        place(st, cid, "deck")
    st.players[inst.owner].deck_known = False


def _place_duplicate(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Place the top card of your deck on her facedown as a duplicate" ([R-DUP-1]): a card of
    the player's deck (its top card when the order is known) becomes a duplicate of ``on``."""
    cid, host = p["card"], p["on"]
    if st.card(host).zone != "play":
        raise RuleError("R-DUP-1", f"{host} is not in play")
    player, inst = st.players[seat], st.card(cid)
    if inst.zone != "deck" or inst.owner != seat:
        raise RuleError("R-DUP-1", f"{cid} is not in {player.key}'s draw deck")
    if player.deck_known and cid != player.deck[-1]:
        raise RuleError("R-DUP-1", f"{cid} is not the top card of {player.key}'s deck")
    take_out(st, cid)
    inst.zone, inst.host, inst.controller = "dupe", host, st.cards[host].controller
    st.cards[host].dupes.append(cid)


def _attach_facedown(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Attach it to X facedown as an attachment": a card of the player's hand enters play
    facedown on ``to`` (in play), with no attributes of its own ([R-FACEDOWN-1]): it sits in
    the host's ``facedown`` area, where no text, trait, type or STR of the card is read."""
    cid, host = p["card"], p["to"]
    if st.card(host).zone != "play":
        raise RuleError("R-FACEDOWN-1", f"{host} is not in play")
    inst = st.card(cid)
    if inst.zone != "hand" or inst.owner != seat:
        raise RuleError("R-FACEDOWN-1", f"{cid} is not in {st.players[seat].key}'s hand")
    take_out(st, cid)
    inst.zone, inst.host, inst.controller = "facedown", host, seat
    st.cards[host].facedown.append(cid)


def _take_from_deck(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """A card found by a search ("add it to your hand"): from its owner's deck to hand, not
    a draw ([R-SEARCH-1..5])."""
    cid = p["card"]
    inst = st.card(cid)
    if inst.zone != "deck":
        raise RuleError("R-SEARCH-1", f"{cid} is not in its owner's deck")
    take_out(st, cid)
    place(st, cid, "hand")


def _shuffle_deck(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Shuffle your deck" ([R-SEARCH-2]): its order is unknown again."""
    st.player(p["seat"]).deck_known = False


def _arrange_deck(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """Cards looked at on top of a deck, placed back: ``top`` on top, ``bottom`` at the
    bottom, both listed top first (the last of ``bottom`` is the bottom card). They must be
    the deck's top cards when its order is known."""
    player = st.player(p["seat"])
    cards = list(p["top"]) + list(p["bottom"])
    if len(set(cards)) != len(cards):
        raise RuleError("R-EFFECT-1", "a card is placed twice")
    for cid in cards:
        inst = st.card(cid)
        if inst.zone != "deck" or inst.owner != player.index:
            raise RuleError("R-EFFECT-1", f"{cid} is not in {player.key}'s draw deck")
    if player.deck_known and set(cards) != set(player.deck[len(player.deck) - len(cards) :]):
        raise RuleError("R-EFFECT-1", f"the cards are not the top of {player.key}'s deck")
    rest = [cid for cid in player.deck if cid not in set(cards)]
    player.deck = list(reversed(p["bottom"])) + rest + list(reversed(p["top"]))


def _to_top_of_deck(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Place it on top of its owner's deck": a card in play leaves play onto the top of its
    owner's deck, whose order is otherwise unchanged (When I Woke...)."""
    cid = p["card"]
    if st.card(cid).zone != "play":
        raise RuleError("R-ABIL-5", f"{cid} is not in play")
    leave_play(st, cid, "deck")


CARD_MOVES: dict[str, Callable[[GameState, int, dict[str, Any]], None]] = {
    "to_top_of_deck": _to_top_of_deck,
    "remove_from_challenge": _remove_from_challenge,
    "reveal": _reveal,
    "shuffle_into_deck": _shuffle_into_deck,
    "place_duplicate": _place_duplicate,
    "attach_facedown": _attach_facedown,
    "take_from_deck": _take_from_deck,
    "shuffle_deck": _shuffle_deck,
    "arrange_deck": _arrange_deck,
}
