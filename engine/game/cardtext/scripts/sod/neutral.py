"""SoD, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.logformat import primitives
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState


def _alone_contribute_nothing(st: GameState, inst: CardInst) -> list[Contribution]:
    """Grand Melee: a character "attacking or defending alone" does not contribute its STR
    to the challenge (the attackers include those card text considers attacking)."""
    ch = st.challenge
    if ch is None:
        return []
    alone = [side for side in (rules.attacking(st, ch), list(ch.defenders)) if len(side) == 1]
    return [Contribution("no_str", side[0], 0, "", inst.id) for side in alone]


@answering("challenge_initiated")
def _self_declared_attacking(st: GameState, use: Use, h: Happening) -> bool:
    """ "After <this card> is declared as an attacker"."""
    return h.kind == "challenge_initiated" and use.source in h.get("attackers", ())


def _joins_the_attack_knelt(st: GameState, use: Use) -> list[Prim]:
    """Val: the chosen character enters play knelt, "participating as an attacker"."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat, knelt=True))
        found.append(primitives.participate(cid, "attacker"))
    return found


_CHEAP_WILDLING_IN_HAND = card_test(
    type="character", controller="you", traits=("Wildling",), max_printed_cost=4, zone="hand"
)
_KNEELING_STR_1 = card_test(type="character", kneeling=True, max_printed_str=1)

register(
    # 10040 Septon Meribald: kneel him to stand up to 3 characters "with printed STR 1 or
    # lower" (kneeling ones: standing a standing one changes nothing, [R-ABIL-7]), once per
    # round
    Script(
        "10040",
        abilities=(
            Ability(
                "action",
                "kneel Septon Meribald to stand up to 3 characters with printed STR 1 or lower",
                effects.on_targets("stand"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        _KNEELING_STR_1, "a kneeling character with printed STR 1 or lower", high=3
                    ),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # 10039 Val: after she is declared as an attacker, a Wildling character with printed
    # cost 4 or lower from your hand enters play knelt, "participating as an attacker"
    Script(
        "10039",
        abilities=(
            Ability(
                "reaction",
                "after Val is declared as an attacker, put a Wildling character with printed "
                "cost 4 or lower into play from your hand knelt, attacking",
                _joins_the_attack_knelt,
                trigger=_self_declared_attacking,
                targets=(
                    choose(
                        _CHEAP_WILDLING_IN_HAND,
                        "a Wildling character with printed cost 4 or lower in your hand",
                    ),
                ),
            ),
        ),
    ),
    # 10051 Grand Melee: a character attacking or defending alone contributes no STR
    Script("10051", constants=(constants.constant("no_str", _alone_contribute_nothing),)),
)
