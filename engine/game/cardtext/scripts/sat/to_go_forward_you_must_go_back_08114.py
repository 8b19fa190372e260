"""To Go Forward You Must Go Back (08114, SAT, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.state.model import GameState, Player, RuleError


def _hand(player: Player, use: Use) -> list[str]:
    """The hand without the event being played (it goes to the discard pile)."""
    return [cid for cid in player.hand if cid != use.source]


def _shufflers(st: GameState, use: Use) -> list[int]:
    seats = [k for k in (use.choice or "").split(",") if k]
    found = []
    for key in seats:
        player = next((p for p in st.players if p.key == key), None)
        if player is None or not _hand(player, use) or key in seats[: seats.index(key)]:
            raise RuleError("R-TARGET-1", f"{key!r} cannot shuffle a hand of at least 1 card in")
        found.append(player.index)
    return found


def _go_back(st: GameState, use: Use) -> list[Prim]:
    """Each player who chose to shuffles his or her hand into the deck, then draws 5 cards
    (named in the effects, one ``draw`` per player)."""
    found: list[Prim] = []
    for seat in _shufflers(st, use):
        player = st.players[seat]
        hand = _hand(player, use)
        found += [primitives.shuffle_into_deck(cid) for cid in hand]
        due = min(5, len(player.deck) + len(hand))
        if use.offering:
            cards = (player.deck + hand)[:due]
        else:
            stated = [p for p in use.outcome("draw") if p.get("seat") == player.key]
            cards = [cid for p in stated for cid in p.get("cards", [])]
        if len(cards) != due:
            raise RuleError("R-DRAW-1", f"{player.key} draws {due} cards: name them (draw)")
        found.append(primitives.draw(player.key, cards))
    return found


register(
    # To Go Forward You Must Go Back: players shuffle their hands in and draw 5
    Script(
        "08114",
        abilities=(
            Ability(
                "action",
                "each player may shuffle his or her hand into the deck and draw 5 cards",
                _go_back,
                phase="dominance",
            ),
        ),
    ),
)
