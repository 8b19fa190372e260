"""Mya Stone (08117, SAT, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _claim_about_to_apply(st: GameState, use: Use) -> str | None:
    """ "When claim is applied for a [military] or [intrigue] challenge in which you are the
    defending player"."""
    ch = st.challenge
    if (
        ch is None
        or st.step != "F-4.2.4"
        or ch.claim_done
        or ch.type == "power"
        or ch.defender != use.seat
    ):
        return "only as military or intrigue claim is applied against you"
    return None


register(
    # Mya Stone: kneel her to apply [power] claim instead
    Script(
        "08117",
        abilities=(
            Ability(
                "interrupt",
                "when military or intrigue claim is applied against you, kneel Mya Stone to "
                "apply power claim instead",
                lambda st, use: [primitives.claim_as_power()],
                costs=(costs.kneel_self(),),
                condition=_claim_about_to_apply,
            ),
        ),
    ),
)
