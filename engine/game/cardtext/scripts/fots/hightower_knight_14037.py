"""Hightower Knight (14037, FotS, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, effects
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.model import GameState, RuleError

_KNIGHT = "a standing non-[tyrell] Knight character you control"


def _non_tyrell_knight(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards.get(cid)
    return (
        inst is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == use.seat
        and not inst.kneeling
        and has_trait(st, cid, "Knight")
        and not of_faction(st, cid, "tyrell")
    )


def _kneel_a_non_tyrell_knight(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """Hightower Knight's cost: "Kneel a non-[tyrell] Knight character" (the log names it)."""
    chosen = [p for p in paid if p["op"] == "kneel" and "card" in p][:1]
    if not chosen:
        raise RuleError("R-COST-2", f"the cost is to kneel {_KNIGHT}: name it in the costs")
    if not _non_tyrell_knight(st, use, str(chosen[0]["card"])):
        raise RuleError("R-COST-2", f"{chosen[0]['card']} is not {_KNIGHT}")
    return chosen


def _put_self_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    # Hightower Knight: kneel a non-[tyrell] Knight to put it into play from your hand
    Script(
        "14037",
        abilities=(
            Ability(
                "action",
                "kneel a non-tyrell Knight character: put Hightower Knight into play from hand",
                _put_self_into_play,
                costs=(Cost(_kneel_a_non_tyrell_knight, f"kneel {_KNIGHT}"),),
                from_zones=("hand",),
            ),
        ),
    ),
)
