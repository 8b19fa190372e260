"""Plundered (10028, SoD, greyjoy attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


@answering("challenge_won")
def _hosts_controller_lost_defending(st: GameState, use: Use, h: Happening) -> bool:
    """ "After attached location's controller loses a challenge as the defending player"."""
    host = st.cards[use.source].host
    if h.kind != "challenge_won" or host is None:
        return False
    loser = st.cards[host].controller
    return bool(h.get("loser") == loser and h.get("defender") == loser)


def _kneel_then_maybe_sacrifice(st: GameState, use: Use) -> list[Prim]:
    """Kneel the location (it must be standing, [R-ABIL-7]). "Then, you may sacrifice" it
    to gain 3 gold: the log's ``choice``, ``sacrifice`` or ``keep`` ([R-THEN-1])."""
    host = st.cards[use.source].host
    if host is None or st.cards[host].kneeling:
        raise RuleError("R-ABIL-7", "attached location is already kneeling")
    found: list[Prim] = [primitives.kneel(host)]
    if use.chosen == "sacrifice":
        found += [primitives.sacrifice(use.source), primitives.gain_gold(SEATS[use.seat], 3)]
    return found


register(
    # 10028 Plundered: after attached location's controller loses a challenge as the
    # defender, kneel it; then you may sacrifice Plundered to gain 3 gold (Opponent's
    # location only, terminal: framework)
    Script(
        "10028",
        abilities=(
            Ability(
                "reaction",
                "after attached location's controller loses a challenge as the defender, kneel "
                "it; then you may sacrifice Plundered to gain 3 gold",
                _kneel_then_maybe_sacrifice,
                trigger=_hosts_controller_lost_defending,
                choices=("sacrifice", "keep"),
            ),
        ),
    ),
)
