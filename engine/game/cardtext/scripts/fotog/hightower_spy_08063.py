"""Hightower Spy (08063, FotOG, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, choose
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _revealed_cost_str(st: GameState, use: Use) -> list[Prim]:
    """Reveal the top card of your deck (a chance outcome, stated); the chosen character gets
    +X STR until the end of the phase, X the revealed card's printed cost."""
    player = st.players[use.seat]
    revealed = [c for p in use.outcome("reveal") for c in p.get("cards", [])]
    if use.offering and not revealed:
        revealed = player.deck[-1:]
        use.extra["chance"] = True
    if len(revealed) != min(1, len(player.deck)):
        raise RuleError("R-EFFECT-1", "name the revealed top card of your deck (reveal)")
    if not revealed:
        return []
    x = st.cards[revealed[0]].card.cost or 0
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    return found + [primitives.strength(cid, x, "phase") for cid in use.targets]


register(
    # Hightower Spy: ambush; after it enters play, a character gets +X STR this phase, X the
    # printed cost of your revealed top card
    Script(
        "08063",
        abilities=(
            Ability(
                "reaction",
                "after Hightower Spy enters play, +X STR from the revealed top card's cost",
                _revealed_cost_str,
                trigger=on.entered_play(),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
