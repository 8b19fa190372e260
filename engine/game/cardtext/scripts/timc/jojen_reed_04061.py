"""Jojen Reed (04061, TIMC, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.cardtext.vocab.reveals import revealed_top_of
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _reveal_each_top_then_discard_or_draw(st: GameState, use: Use) -> list[Prim]:
    """ "reveal the top card of each player's deck. You may either: discard each of those
    cards, or have each player draw 1 card" (``choice``: ``discard`` or ``draw``; the
    revealed cards are a chance outcome the log states as ``reveal`` primitives)."""
    if use.choice not in ("discard", "draw"):
        raise RuleError("R-TARGET-1", "choose discard or draw (field 'choice')")
    found: list[Prim] = []
    tops: list[tuple[str, list[str]]] = []
    for player in st.players:
        if player.eliminated or not player.deck:
            continue
        cards = revealed_top_of(st, use, player.index, 1)
        found.append(primitives.reveal(player.key, cards))
        tops.append((player.key, cards))
    if use.choice == "discard":
        return found + [primitives.discard(c) for _, cards in tops for c in cards]
    drawn = {p.get("seat"): p.get("cards") for p in use.outcome("draw")}
    for key, cards in tops:  # "each player draw 1 card": the card just revealed
        if not use.offering and drawn.get(key) != cards:
            raise RuleError("R-EFFECT-1", f"{key} draws the card revealed, {cards[0]} (draw)")
    return found + [primitives.draw(key, cards) for key, cards in tops]


register(
    # Jojen Reed: "After Jojen Reed stands", reveal the top card of each deck; either discard
    # them or each player draws 1 card (stealth: framework)
    Script(
        "04061",
        abilities=(
            Ability(
                "reaction",
                "after Jojen Reed stands, reveal each player's top card: discard them or each "
                "player draws 1 card",
                _reveal_each_top_then_discard_or_draw,
                trigger=triggers.self_happened("stood"),
                choices=("discard", "draw"),
            ),
        ),
    ),
)
