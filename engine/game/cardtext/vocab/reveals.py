"""Cards revealed from the top of a deck ("reveal the top 5 cards of your deck"): a chance
outcome the log states as one ``reveal`` primitive."""

from __future__ import annotations

from engine.game.cardtext.model import Use
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
        raise RuleError("R-EFFECT-1", f"name the top {depth} cards of {player.key}'s deck (reveal)")
    if player.deck_known and cards != top:
        raise RuleError("R-EFFECT-1", f"the revealed cards are not the top of {player.key}'s deck")
    return cards
