"""The Spider's Web (09049, HoT, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script
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
)
