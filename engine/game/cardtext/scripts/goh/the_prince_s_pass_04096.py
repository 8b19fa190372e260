"""The Prince's Pass (04096, GoH, martell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
    costs,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError, icons

_ICONS = ("military", "intrigue", "power")


# the icon lost, and "+discard": then sacrifice The Prince's Pass to discard the character
_PASS_CHOICES = _ICONS + tuple(f"{icon}+discard" for icon in _ICONS)


def _loses_icon_then_maybe_discarded(st: GameState, use: Use) -> list[Prim]:
    """ "that character loses a challenge icon of your choice" until the end of the phase
    (one it has, [R-ABIL-7]); "+discard" in the choice: "Then, if it has no challenge icons,
    you may sacrifice The Prince's Pass to discard it from play" (refused while it keeps an
    icon, [R-ABIL-7])."""
    icon, _, then = (use.choice or "").partition("+")
    found: list[Prim] = []
    for cid in use.targets:
        left = icons(st, cid)
        if icon not in left:
            raise RuleError("R-ABIL-7", f"04096 The Prince's Pass: {cid} has no {icon} icon")
        found.append(primitives.icon(cid, icon, "phase", lose=True))
        if then and left - {icon}:
            raise RuleError("R-ABIL-7", f"04096 The Prince's Pass: {cid} keeps an icon")
        if then:
            found += [primitives.sacrifice(use.source), primitives.discard(cid)]
    return found


register(
    # The Prince's Pass: after you lose a challenge as the defending player, kneel it: an
    # attacking character loses a challenge icon of your choice until the end of the phase;
    # then, with no icon left, it may be discarded by sacrificing The Prince's Pass
    Script(
        "04096",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defending player, kneel it: an attacking "
                "character loses a challenge icon of your choice",
                _loses_icon_then_maybe_discarded,
                trigger=triggers.lost_challenge(defending=True),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
                choices=_PASS_CHOICES,
            ),
        ),
    ),
)
