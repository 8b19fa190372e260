"""Effects on a player's hand and deck, as printed: "draws N cards", "discards 1 card at
random", "chooses and discards N cards", "discard the top X cards of his or her deck". Each is
a chance outcome or a player's choice that the log states; when the engine offers the use, the
top of the deck or the first cards of the hand ([R-EFFECT-4])."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.vocab.effects import chance_card
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def discard_at_random(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 1 card at random from your hand" (nothing when the hand is empty): a chance
    outcome the log states as the ``discard`` primitive."""
    hand = st.players[use.seat].hand
    if not hand:
        return []
    return [primitives.discard(chance_card(use, "discard", list(hand), "the card"))]


def discard_deck_top(st: GameState, use: Use, seat: int, count: int) -> list[Prim]:
    """ "Discard the top X cards of <seat>'s deck": a chance outcome the log states as
    ``discard`` primitives (as many as the deck holds, [R-EFFECT-4]); when the engine offers
    the use, the top of the deck."""
    player = st.players[seat]
    due = min(count, len(player.deck))
    cards = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not cards:
        use.extra["chance"] = True
        cards = player.deck[::-1][:due]
    if len(cards) != due or any(c not in player.deck for c in cards):
        raise RuleError("R-EFFECT-1", f"name the top {due} cards of {SEATS[seat]}'s deck (discard)")
    if player.deck_known and cards != player.deck[::-1][:due]:
        raise RuleError(
            "R-EFFECT-1", f"the discarded cards are not the top of {SEATS[seat]}'s deck"
        )
    return [primitives.discard(cid) for cid in cards]


def seat_draws(st: GameState, use: Use, seat: int, count: int) -> list[Prim]:
    """ "<That player> draws N cards" (a player other than the user, or each player in turn):
    the ``draw`` primitive of that seat the log states (a chance outcome; as many as the deck
    holds, [R-EFFECT-4]); when the engine offers the use, the top of that deck."""
    deck = st.players[seat].deck
    due = min(count, len(deck))
    if use.offering:
        cards = deck[::-1][:due]
    else:
        cards = [
            cid
            for prim in use.outcome("draw")
            if prim.get("seat") == SEATS[seat]
            for cid in prim.get("cards", [])
        ]
    if len(cards) != due:
        raise RuleError("R-DRAW-1", f"{SEATS[seat]} draws {due} card(s): name them (draw)")
    return [primitives.draw(SEATS[seat], cards)] if due else []


def chosen_from_hand(st: GameState, use: Use, seat: int, count: int) -> list[Prim]:
    """ "<That player> chooses and discards N cards from his or her hand" (the losing
    opponent: Gunthor Son of Gurn; each opponent: Great Wyk): the ``discard`` primitives of
    that player's hand the log states (his or her choice), as many as the hand holds
    ([R-EFFECT-4]); when the engine offers the use, the first cards of that hand."""
    hand = st.players[seat].hand
    due = min(count, len(hand))
    chosen = [str(p.get("card")) for p in use.outcome("discard") if p.get("card") in hand]
    if use.offering and not chosen:
        use.extra["chance"] = True  # that player's choice is stated in the offer
        chosen = hand[:due]
    if len(chosen) != due or len(set(chosen)) != due:
        raise RuleError(
            "R-EFFECT-1",
            f"{SEATS[seat]} chooses and discards {due} card(s) from his or her hand (discard)",
        )
    return [primitives.discard(cid) for cid in chosen]
