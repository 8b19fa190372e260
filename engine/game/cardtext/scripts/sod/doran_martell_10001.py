"""Doran Martell (10001, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import (
    CHALLENGE_TYPES,
)
from engine.game.cardtext.scripts.sod._shared import _fewer_than_2_icons_participating
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError, icons

# "a challenge icon of your choice" to gain or to lose (Doran Martell's reaction)
GAIN_OR_LOSE = tuple(f"{how}:{icon}" for how in ("gain", "lose") for icon in CHALLENGE_TYPES)


def _gains_or_loses_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    """ "gains or loses a challenge icon of your choice" (``choice`` "gain:power" ...)."""
    how, _, icon = (use.choice or "").partition(":")
    target = use.targets[0]
    has = icon in icons(st, target)
    if (how == "lose") != has:  # nothing would change ([R-ABIL-7])
        state = "has" if has else "lacks"
        raise RuleError("R-ABIL-7", f"{target} cannot {how} a {icon} icon: it {state} one")
    return [primitives.icon(target, icon, "phase", lose=True if how == "lose" else None)]


register(
    # Doran Martell: kneel your faction card to remove a participant with fewer than 2
    # icons; after you lose a challenge, a character gains or loses an icon of your choice
    Script(
        "10001",
        abilities=(
            Ability(
                "action",
                "kneel your faction card: remove a participant with fewer than 2 icons",
                effects.on_targets("remove_from_challenge"),
                costs=(costs.kneel_faction(),),
                targets=(
                    Target(
                        _fewer_than_2_icons_participating,
                        what="a participating character with fewer than 2 challenge icons",
                    ),
                ),
            ),
            Ability(
                "reaction",
                "after you lose a challenge: a character gains or loses an icon of your choice",
                _gains_or_loses_chosen_icon,
                trigger=on.lost_challenge(),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=GAIN_OR_LOSE,
            ),
        ),
    ),
)
