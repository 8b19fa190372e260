"""Vengeance for Elia (02096, CoW, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("claim_due")
def _claim_against_you(st: GameState, use: Use, h: Happening) -> bool:
    """ "When claim is applied for a challenge in which you are the defending player"."""
    return h.kind == "claim_due" and h.get("loser") == use.seat


def _claim_not_yet_applied(st: GameState, use: Use) -> str | None:
    """The claim at [F-4.2.4] is not applied (nor replaced, nor sent elsewhere) yet; power
    claim the framework moved in that step may still be sent elsewhere."""
    ch = st.challenge
    if (
        ch is None
        or st.step != "F-4.2.4"
        or ch.claim_replaced
        or ch.claim_against not in (None, [ch.defender])
        or (ch.type != "power" and ch.claim_done and ch.claim_against is not None)
    ):
        return "only as claim is applied against you"
    return None


def _opponent_satisfies_claim(st: GameState, use: Use) -> list[Prim]:
    return [primitives.claim_against(SEATS[chosen_opponent(st, use)])]


register(
    # Vengeance for Elia: the chosen opponent "must satisfy the normal claim effect instead
    # of you" (in a joust, the winner himself)
    Script(
        "02096",
        abilities=(
            Ability(
                "interrupt",
                "when claim is applied against you, an opponent satisfies it instead",
                _opponent_satisfies_claim,
                trigger=_claim_against_you,
                condition=_claim_not_yet_applied,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
