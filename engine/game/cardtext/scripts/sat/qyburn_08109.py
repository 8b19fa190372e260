"""Qyburn (08109, SAT, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _qyburn(st: GameState, use: Use) -> list[Prim]:
    """Draw 2 cards; then choose and discard 1 card from your hand (named in the effects)."""
    drawn = effects.draw(2)(st, use)
    hand = set(st.players[use.seat].hand) | {c for p in drawn for c in p["cards"]}
    if not hand:
        return drawn
    chosen = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not chosen:
        chosen = sorted(hand)[:1]
    if len(chosen) != 1 or chosen[0] not in hand:
        raise RuleError("R-EFFECT-1", "then discard 1 card from your hand: name it (discard)")
    return [*drawn, primitives.discard(chosen[0])]


register(
    # Qyburn: after a character is killed, kneel him to draw 2, then discard 1
    Script(
        "08109",
        abilities=(
            Ability(
                "reaction",
                "after a character is killed, kneel Qyburn to draw 2 cards, then discard 1",
                _qyburn,
                trigger=on.happened("killed"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
