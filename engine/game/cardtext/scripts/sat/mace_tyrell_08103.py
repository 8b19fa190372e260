"""Mace Tyrell (08103, SAT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _mace_draws(st: GameState, use: Use) -> list[Prim]:
    """Draw 2 cards; then place a card of your hand (named in the effects) on top of your
    deck."""
    drawn = effects.draw(2)(st, use)
    hand = set(st.players[use.seat].hand) | {c for p in drawn for c in p["cards"]}
    if not hand:
        return drawn
    placed = [str(p.get("card")) for p in use.outcome("move")]
    if use.offering and not placed:
        placed = sorted(hand)[:1]
    if len(placed) != 1 or placed[0] not in hand:
        raise RuleError("R-EFFECT-1", "then place a card of your hand on top of your deck (move)")
    return [*drawn, primitives.move(placed[0], "deck", top=True)]


register(
    # Mace Tyrell: after he is knelt, draw 2, then put a card from hand on top of the deck
    Script(
        "08103",
        abilities=(
            Ability(
                "reaction",
                "after Mace Tyrell is knelt, draw 2 cards, then place a card from your hand "
                "on top of your deck",
                _mace_draws,
                trigger=on.self_happened("knelt"),
            ),
        ),
    ),
)
