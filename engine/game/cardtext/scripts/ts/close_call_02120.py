"""Close Call (02120, TS, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.logformat import primitives
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import GameState

_DRAW_1 = effects.draw(1)


def _character_in_your_dead_pile(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "dead" and inst.owner == use.seat and inst.card.type == "character"


def _close_call(st: GameState, use: Use) -> list[Prim]:
    """Move the character to the discard pile; "then", with no Winter plot revealed, draw 1
    (with no character in the dead pile nothing resolves: [R-TARGET-3], [R-THEN-3])."""
    moved: list[Prim] = [primitives.move(cid, "discard") for cid in use.targets]
    if revealed_with_trait(st, "Winter"):
        return moved
    return [*moved, *_DRAW_1(st, use)]


register(
    # Close Call: a character from your dead pile to your discard pile, then draw 1 unless a
    # Winter plot is revealed
    Script(
        "02120",
        abilities=(
            Ability(
                "when_revealed",
                "move a character from your dead pile to your discard pile, then draw 1",
                _close_call,
                targets=(
                    Target(_character_in_your_dead_pile, 1, 1, "a character in your dead pile"),
                ),
            ),
        ),
    ),
)
