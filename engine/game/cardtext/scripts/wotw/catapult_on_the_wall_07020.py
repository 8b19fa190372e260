"""Catapult on the Wall (07020, WotW, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_KNEEL_ATTACHED = Cost(
    lambda st, use, paid: [primitives.kneel(use.extra.get("host") or "")],
    "kneel attached character",
)


def _catapult(st: GameState, use: Use) -> list[Prim]:
    """Kill the chosen attacker; the attached character cannot stand during the standing
    phase this round."""
    host = use.extra.get("host")
    found: list[Prim] = [primitives.kill(cid) for cid in use.targets]
    if host is not None:
        found.append(primitives.lasting("cannot", "round", card=host, name="stand:standing"))
    return found


register(
    # Catapult on the Wall: kneel it and attached character to kill an attacker with STR 4
    # or lower; attached character cannot stand during this round's standing phase
    Script(
        "07020",
        abilities=(
            Ability(
                "action",
                "kneel it and attached character: kill an attacking character with STR 4 or less",
                _catapult,
                costs=(costs.kneel_self(), _KNEEL_ATTACHED),
                targets=(
                    choose(
                        card_test(type="character", attacking=True, max_str=4),
                        "an attacking character with STR 4 or lower",
                    ),
                ),
            ),
        ),
    ),
)
