"""Cards revealed from the top of a deck ("reveal the top 5 cards of your deck"): a chance
outcome the log states as one ``reveal`` primitive."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def revealed_top(st: GameState, use: Use, depth: int) -> list[str]:
    """The top ``depth`` cards of the user's deck the log reveals (as many as the deck holds);
    when the engine offers the use, the top of the deck."""
    return _revealed(st, use, depth, bottom=False)


def revealed_bottom(st: GameState, use: Use, depth: int) -> list[str]:
    """ "Reveal the bottom N cards of your deck": the bottom ``depth`` cards the log reveals
    (a ``reveal`` primitive ``"from": "bottom"``, the bottom card first)."""
    return _revealed(st, use, depth, bottom=True)


def _revealed(st: GameState, use: Use, depth: int, bottom: bool) -> list[str]:
    player = st.players[use.seat]
    end = player.deck[:depth] if bottom else player.deck[::-1][:depth]
    where = "bottom" if bottom else "top"
    cards = [c for p in use.outcome("reveal") for c in p.get("cards", [])]
    if use.offering and not cards:
        use.extra["chance"] = True
        return end
    if len(cards) != min(depth, len(player.deck)) or any(c not in player.deck for c in cards):
        raise RuleError("R-EFFECT-1", f"name the {where} {depth} cards of your deck (reveal)")
    if player.deck_known and cards != end[: len(cards)]:
        raise RuleError("R-EFFECT-1", f"the revealed cards are not the {where} of your deck")
    return cards


def discarded_top(st: GameState, use: Use, seat: int, depth: int) -> list[str]:
    """ "Discard the top N cards of <seat>'s deck": the cards the log discards from that deck
    (``discard`` primitives; as many as it holds), a chance outcome; when the engine offers
    the use, the top of the deck."""
    player = st.players[seat]
    name = f"the top {depth} cards of {player.key}'s deck"
    cards = [str(p["card"]) for p in use.outcome("discard") if p.get("card") in player.deck]
    if use.offering and not cards:
        use.extra["chance"] = True
        return player.deck[::-1][:depth]
    if len(set(cards)) != min(depth, len(player.deck)):
        raise RuleError("R-EFFECT-1", f"name {name} (discard)")
    if player.deck_known and set(cards) != set(player.deck[::-1][:depth]):
        raise RuleError("R-EFFECT-1", f"the discarded cards are not {name}")
    return cards


def revealed_top_of(st: GameState, use: Use, seat: int, depth: int) -> list[str]:
    """ "Each player reveals the top N cards of his or her deck": the cards the log reveals
    from ``seat``'s deck (the ``reveal`` primitive naming that seat; as many as it holds),
    its top cards when the order is known; when the engine offers the use, the top of the
    deck."""
    player = st.players[seat]
    top = player.deck[::-1][:depth]
    stated = [p for p in use.outcome("reveal") if p.get("seat") == player.key]
    cards = [str(c) for p in stated for c in p.get("cards", [])]
    if use.offering and not stated:
        use.extra["chance"] = True
        return top
    if len(set(cards)) != len(top) or any(c not in player.deck for c in cards):
        raise RuleError(
            "R-EFFECT-1", f"name the top {depth} card(s) of {player.key}'s deck (reveal)"
        )
    if player.deck_known and cards != top:
        raise RuleError("R-EFFECT-1", f"the revealed cards are not the top of {player.key}'s deck")
    return cards


def looked_at_top(st: GameState, use: Use, depth: int, keep: int = 1) -> list[Prim]:
    """ "Look at the top <depth> cards of your deck. Add <keep> to your hand, and place the
    others on the bottom of your deck in any order" ("A Rose of Gold"): the cards looked at
    are a chance outcome the log states as ``move`` primitives, ``keep`` of them to "hand"
    and the others to "deck" with "bottom", in the order the user chose ([R-LOOK-1..2]: the
    cards stay in the deck while looked at). When the engine offers the use: the top cards,
    the first ones kept."""
    deck = st.players[use.seat].deck
    due, kept_due = min(depth, len(deck)), min(keep, len(deck))
    if use.offering:
        use.extra["chance"] = True
        top = deck[::-1][:due]
        return [primitives.move(c, "hand") for c in top[:kept_due]] + [
            primitives.move(c, "deck", bottom=True) for c in top[kept_due:]
        ]
    stated = use.outcome("move")
    looked = [str(p.get("card")) for p in stated]
    kept = [p for p in stated if p.get("to") == "hand" and len(p) == 3]
    bottom = [p for p in stated if p.get("to") == "deck" and p.get("bottom") is True]
    bottom = [p for p in bottom if len(p) == 4]
    problem = None
    if len(set(looked)) != due or len(looked) != due or not set(looked) <= set(deck):
        problem = f"name the top {due} card(s) of your deck (move)"
    elif len(kept) != kept_due or len(kept) + len(bottom) != due:
        problem = f"{kept_due} to your hand, the others on the bottom of your deck"
    elif st.players[use.seat].deck_known and set(looked) != set(deck[::-1][:due]):
        problem = "these are not the top cards of your deck"
    if problem is not None:
        raise RuleError("R-EFFECT-1", f"the text looks at the top {due} card(s): {problem}")
    return [*(dict(p) for p in kept), *(dict(p) for p in bottom)]
