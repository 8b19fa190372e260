"""FotS, tyrell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, costs, effects, triggers
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


_REACH_LOCATION = card_test(
    type="location", controller="you", traits=("The Reach",), kneeling=False
)

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
    # Fields of the Reach: after you win a [power] challenge, kneel 3 The Reach locations to
    # raise your claim by 1 until the end of the challenge
    Script(
        "14038",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, kneel 3 The Reach locations: raise claim by 1",
                effects.raise_claim(1),
                trigger=triggers.won_challenge("power"),
                costs=(
                    costs.choose_and(
                        "kneel", _REACH_LOCATION, "3 standing The Reach locations", count=3
                    ),
                ),
            ),
        ),
    ),
)
