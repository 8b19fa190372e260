"""Mother of Dragons (04094, GoH, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    costs,
)
from engine.game.cardtext.vocab.conditions import with_participating
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_DRAGON_YOURS = card_test(type="character", controller="you", traits=("Dragon",))


def _attached_participates(st: GameState, use: Use) -> list[Prim]:
    """ "have attached character participate in the challenge on your side" ([R-PART-7];
    the ``participate`` primitive refuses one already participating, [R-PART-2])."""
    ch, host = st.challenge, use.extra.get("host")
    if ch is None or host is None:
        raise RuleError("R-EFFECT-1", "no challenge, or no attached character")
    side = "attacker" if ch.attacker == use.seat else "defender"
    return [primitives.participate(host, side)]


register(
    # Mother of Dragons: during a challenge in which you control a participating Dragon,
    # kneel it to have attached character participate on your side (the Stormborn-you-
    # control restriction: framework, [R-ATTACH-4])
    Script(
        "04094",
        abilities=(
            Ability(
                "action",
                "kneel Mother of Dragons: attached character participates on your side",
                _attached_participates,
                phase="challenges",
                condition=with_participating(_DRAGON_YOURS, "Dragon character"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
