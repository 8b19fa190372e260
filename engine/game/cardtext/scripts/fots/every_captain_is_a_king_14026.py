"""Every Captain is a King (14026, FotS, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_YOUR_CAPTAINS = card_test(type="character", controller="you", traits=("Captain",))


def _captains_are_kings(st: GameState, use: Use) -> list[Prim]:
    """Each Captain character you control as the event resolves (not one entering play
    later: docs/decisions/card-text-fots-a.md) gains the King trait and does not kneel when
    declared as an attacker in [power] challenges, until the end of the phase."""
    captains = in_play_matching(st, _YOUR_CAPTAINS, use.seat, use.source)
    if not captains:
        raise RuleError("R-ABIL-7", "you control no Captain character")
    found: list[Prim] = []
    for cid in captains:
        found.append(primitives.lasting("trait", "phase", card=cid, name="King", amount=1))
        found.append(primitives.lasting("no_kneel", "phase", card=cid, name="attacker:power"))
    return found


register(
    # 14026 Every Captain is a King: your Captains gain King and do not kneel attacking in
    # [power] challenges this phase
    Script(
        "14026",
        abilities=(
            Ability(
                "action",
                "each Captain character you control gains the King trait and does not kneel "
                "when declared as an attacker in power challenges, until the end of the phase",
                _captains_are_kings,
            ),
        ),
    ),
)
