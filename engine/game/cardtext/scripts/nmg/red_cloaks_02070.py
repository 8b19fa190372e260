"""Red Cloaks (02070, NMG, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, Use, constants
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import CardInst, GameState


def _gold_on_it(st: GameState, inst: CardInst) -> int:
    """+1 STR for each gold on it, during [intrigue] challenges."""
    ch = st.challenge
    if ch is None or ch.type != "intrigue":
        return 0
    return st.tokens.get(inst.id, {}).get("gold", 0)


def _move_gold_onto_it(st: GameState, use: Use) -> list[Prim]:
    """ "Move 1 gold from your gold pool to Red Cloaks" (a gold token on it)."""
    return [primitives.spend_gold(SEATS[use.seat], 1),
            primitives.token(use.source, "gold", 1)]  # fmt: skip


register(
    # Red Cloaks: +1 STR per gold on it in [intrigue] challenges; move 1 gold onto it
    Script(
        "02070",
        constants=(constants.on_self("str", value=_gold_on_it),),
        abilities=(
            Ability(
                "action",
                "move 1 gold from your gold pool to Red Cloaks",
                _move_gold_onto_it,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
