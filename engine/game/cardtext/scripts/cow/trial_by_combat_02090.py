"""Trial by Combat (02090, CoW, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.moves.claim import claim_type
from engine.game.state.model import GameState


def _intrigue_claim_due(st: GameState, use: Use) -> str | None:
    """ "When claim is applied for an [intrigue] challenge": the attacker won it, its claim
    not applied (nor replaced) yet."""
    ch = st.challenge
    if (
        ch is None
        or st.step != "F-4.2.4"
        or ch.winner != ch.attacker
        or ch.claim_replaced
        or claim_type(ch) != "intrigue"
        or (ch.claim_done and ch.claim_against is not None)
    ):
        return "only as intrigue claim is applied"
    return None


register(
    # Trial by Combat: "apply [military] claim instead" of intrigue claim
    Script(
        "02090",
        abilities=(
            Ability(
                "interrupt",
                "when claim is applied for an intrigue challenge, apply military claim instead",
                lambda st, use: [primitives.claim_as_military()],
                trigger=triggers.happened("claim_due", type="intrigue"),
                condition=_intrigue_claim_due,
            ),
        ),
    ),
)
