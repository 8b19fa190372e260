"""Turncloak (10032, SoD, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _take_attached(st: GameState, use: Use) -> list[Prim]:
    """ "take control of attached character" (the user: any player may initiate it)."""
    host = st.cards[use.source].host
    if host is None or st.cards[host].controller == use.seat:
        raise RuleError("R-ABIL-7", f"{SEATS[use.seat]} already controls attached character")
    return [primitives.take_control(host, SEATS[use.seat])]


register(
    # 10032 Turncloak: after you win a challenge in which attached character participates,
    # take control of it; "Any player may initiate this ability" (Non-loyal character only,
    # terminal: framework)
    Script(
        "10032",
        constants=(constants.on_self("any_player", "reaction"),),
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which attached character is participating, take "
                "control of it",
                _take_attached,
                trigger=triggers.won_challenge(attached_participating=True),
            ),
        ),
    ),
)
