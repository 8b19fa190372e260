"""Aeron Damphair (04071, TIMC, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import EffectFn, Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


@answering("saved")
def _a_character_saved(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character is saved" (any player's, still in play)."""
    if h.kind != "saved" or h.card is None:
        return False
    inst = st.cards[h.card]
    return inst.zone == "play" and inst.card.type == "character"


def _stand_or_kneel(op: str) -> EffectFn:
    """ "either: stand it, or kneel it": the option chosen must change the saved character
    ([R-ABIL-7]: standing a standing one, or kneeling a kneeling one, changes nothing)."""

    def run(st: GameState, use: Use) -> list[Prim]:
        assert use.answers is not None and use.answers.card is not None
        cid = use.answers.card
        if st.cards[cid].kneeling != (op == "stand"):
            state = "kneeling" if op == "kneel" else "standing"
            raise RuleError("R-ABIL-7", f"{cid} is already {state}: {op} it changes nothing")
        return [{"op": op, "card": cid}]

    return run


_EITHER = effects.either(stand=_stand_or_kneel("stand"), kneel=_stand_or_kneel("kneel"))


register(
    # Aeron Damphair: "After a character is saved", either stand it or kneel it (``choice``)
    Script(
        "04071",
        abilities=(
            Ability(
                "reaction",
                "after a character is saved, either stand it or kneel it",
                _EITHER,
                trigger=_a_character_saved,
                choices=("stand", "kneel"),
            ),
        ),
    ),
)
