"""Plots that act on claim being applied: The Spider's Web (09049, The House of Thorns) and
The Hand's Tourney (14051, For the Throne). Each script quotes at most a phrase of its card.

Both read the framework's claim moments (``engine.game.moves.claim``): ``claim_due`` before a
military or intrigue claim is applied, ``claim_applied`` after any claim.
"""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _intrigue_claim_you_won(st: GameState, use: Use, h: Happening) -> bool:
    """ "After claim is applied for an [intrigue] challenge you won" (the happening's seat is
    the winner; claim applied as power instead is power claim, not intrigue)."""
    return h.kind == "claim_applied" and h.seat == use.seat and h.get("type") == "intrigue"


def _spiders_web(st: GameState, use: Use) -> list[Prim]:
    """An additional [intrigue] challenge this phase; claim +1 in [intrigue] challenges until
    the end of the phase."""
    seat = SEATS[use.seat]
    return [
        primitives.lasting("challenges", "phase", seat=seat, amount=1, name="intrigue"),
        primitives.lasting("claim_type", "phase", seat=seat, amount=1, name="intrigue"),
    ]  # fmt: skip


def _military_claim_as_power(st: GameState, use: Use) -> list[Prim]:
    return [primitives.claim_as_power()]


register(
    # The Spider's Web: after an [intrigue] claim you won, another [intrigue] challenge with
    # claim raised by 1 (Limit once per phase)
    Script(
        "09049",
        abilities=(
            Ability(
                "reaction",
                "after claim is applied for an intrigue challenge you won, an additional "
                "intrigue challenge, claim +1 in intrigue challenges this phase",
                _spiders_web,
                trigger=_intrigue_claim_you_won,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # The Hand's Tourney: "apply [power] claim instead" of any [military] claim (forced)
    Script(
        "14051",
        abilities=(
            Ability(
                "forced",
                "when claim is applied for a military challenge, apply power claim instead",
                _military_claim_as_power,
                trigger=on.happened("claim_due", type="military"),
            ),
        ),
    ),
)
