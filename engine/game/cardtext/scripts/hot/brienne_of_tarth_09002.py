"""Brienne of Tarth (09002, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError, strength

_ANOTHER = choose(card_test(type="character", other=True), "another character", 0, 1)


def _brienne_str_6(st: GameState, use: Use) -> str | None:
    return None if strength(st, use.source) >= 6 else "her STR is lower than 6"


def _brienne(st: GameState, use: Use) -> list[Prim]:
    """6+: she gains 1 power; 10+: another character +3 STR until the end of the phase; 15+:
    stand her and draw 1 card (the chosen character is the target)."""
    value = strength(st, use.source)
    if value >= 10 and not use.targets:
        raise RuleError("R-TARGET-3", "her STR is 10 or higher: choose another character")
    if value < 10 and use.targets:
        raise RuleError("R-TARGET-1", "her STR is lower than 10: no character is chosen")
    found: list[Prim] = [primitives.gain_power(1, card=use.source)]
    found += [primitives.strength(c, 3, "phase") for c in use.targets]
    if value >= 15:
        if st.cards[use.source].kneeling:
            found.append(primitives.stand(use.source))
        found += effects.draw(1)(st, use)
    return found


register(
    # Brienne of Tarth: after a win she participates in, by her STR (6, 10, 15)
    Script(
        "09002",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which Brienne participates: by her STR, power, "
                "+3 STR to another character, stand her and draw",
                _brienne,
                trigger=on.won_challenge(self_participating=True),
                condition=_brienne_str_6,
                targets=(_ANOTHER,),
            ),
        ),
    ),
)
