"""Champion's Favor (15038, DotE, tyrell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.logformat import primitives
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, strength


def _participating_non_lady(st: GameState, use: Use, cid: str) -> bool:
    inst, ch = st.cards[cid], st.challenge
    if ch is None or inst.zone != "play" or inst.card.type != "character":
        return False
    taking_part = cid in rules.attacking(st, ch) or cid in ch.defenders
    return taking_part and not has_trait(st, cid, "Lady")


def _favor(st: GameState, use: Use) -> list[Prim]:
    """+X STR until the end of the challenge, "X is 2 higher than attached character's STR"
    (its STR as the effect resolves, after it knelt)."""
    host = use.extra.get("host", st.cards[use.source].host)
    if host is None:
        return []
    x = strength(st, host) + 2
    return [primitives.strength(cid, x, "challenge") for cid in use.targets]


register(
    # Champion's Favor: kneel attached character to give a participating non-Lady character
    # +X STR until the end of the challenge (Lady character only: framework)
    Script(
        "15038",
        abilities=(
            Ability(
                "action",
                "kneel attached character to give a participating non-Lady character +X STR",
                _favor,
                costs=(costs.kneel_attached(),),
                targets=(
                    Target(_participating_non_lady, what="a participating non-Lady character"),
                ),
            ),
        ),
    ),
)
