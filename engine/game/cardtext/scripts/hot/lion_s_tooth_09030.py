"""Lion's Tooth (09030, HoT, lannister attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects
from engine.game.rules import checks as rules
from engine.game.state.model import GameState

_PARTICIPATING_COST_3 = card_test(type="character", participating=True, max_printed_cost=3)


def _attached_participating(st: GameState, use: Use) -> str | None:
    """ "During a challenge in which attached character is participating"."""
    ch = st.challenge
    host = st.cards[use.source].host
    if ch is None or ch.resolved or host is None:
        return "only during a challenge in which the attached character is participating"
    if host not in (*rules.attacking(st, ch), *ch.defenders):
        return f"the attached character {host} is not participating in the challenge"
    return None


register(
    # Lion's Tooth: unique [lannister] character only, ambush (2) and its printed +1 STR are
    # the framework's (``state.printed``); sacrifice it to return a participating character
    # with printed cost 3 or lower to its owner's hand
    Script(
        "09030",
        abilities=(
            Ability(
                "action",
                "sacrifice Lion's Tooth: return a participating character with printed cost 3 "
                "or lower to its owner's hand",
                effects.on_targets("return_to_hand"),
                condition=_attached_participating,
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        _PARTICIPATING_COST_3,
                        "a participating character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
