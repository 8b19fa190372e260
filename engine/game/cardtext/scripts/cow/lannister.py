"""CoW, lannister: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, costs, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.moves.claim import claim_type
from engine.game.state.model import CardInst, GameState


def _you_defend(st: GameState, inst: CardInst) -> bool:
    """ "During a challenge in which you are the defending player"."""
    ch = st.challenge
    return ch is not None and ch.defender == inst.controller


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


def _take_control_of_self(st: GameState, use: Use) -> list[Prim]:
    return [primitives.take_control(use.source, SEATS[use.seat])]


register(
    # Bronn: each icon while you defend; "Any player may initiate" his marshaling action,
    # paying 1 gold to take control of him
    Script(
        "02089",
        constants=(
            *(
                constants.on_self("icon", t, when=_you_defend)
                for t in ("military", "intrigue", "power")
            ),
            constants.on_self("any_player", "action"),
        ),
        abilities=(
            Ability(
                "action",
                "pay 1 gold to take control of Bronn",
                _take_control_of_self,
                phase="marshaling",
                costs=(costs.pay_gold(1),),
            ),
        ),
    ),
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
