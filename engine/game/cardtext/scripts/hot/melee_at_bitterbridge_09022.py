"""Melee at Bitterbridge (09022, HoT, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, strength

_PARTICIPATING = card_test(type="character", participating=True)


def _pay_x() -> Cost:
    """X gold, X the number of participating characters chosen ([R-COST-1])."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        x = len(use.targets)
        return [primitives.spend_gold(SEATS[use.seat], x)] if x else []

    return Cost(expect, "X gold, X the characters chosen")


def _melee(st: GameState, use: Use) -> list[Prim]:
    """ "Each character with the highest STR among those characters gains renown until the end
    of the challenge. Each other chosen character does not contribute its STR"."""
    if not use.targets:
        return []
    best = max(strength(st, c) for c in use.targets)
    found: list[Prim] = []
    for cid in use.targets:
        if strength(st, cid) == best:
            found.append(primitives.keyword(cid, "renown", "challenge"))
        else:
            found.append(primitives.lasting("no_str", "challenge", card=cid))
    return found


register(
    # Melee at Bitterbridge: X participants; the strongest gain renown, the others do not
    # contribute their STR
    Script(
        "09022",
        abilities=(
            Ability(
                "action",
                "choose X participating characters: the strongest gain renown, the others do "
                "not contribute their STR",
                _melee,
                costs=(_pay_x(),),
                condition=during_challenge,
                targets=(choose(_PARTICIPATING, "participating characters", 1, 20),),
            ),
        ),
    ),
)
