"""Mare in Heat (02044, TKP, tyrell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, costs, effects
from engine.game.rules import checks as rules
from engine.game.state.model import GameState, strength

_PARTICIPATING = card_test(type="character", participating=True)


def _host_alone(st: GameState, use: Use) -> str | None:
    """ "While attached character is attacking or defending alone": the text gains the action
    only then, so the use is refused otherwise."""
    host, ch = st.cards[use.source].host, st.challenge
    if host is None or ch is None or ch.resolved:
        return "attached character is not attacking or defending alone"
    if rules.attacking(st, ch) == [host] or ch.defenders == [host]:
        return None
    return "attached character is not attacking or defending alone"


def _stronger_participant(st: GameState, use: Use, cid: str) -> bool:
    host = st.cards[use.source].host
    return (
        host is not None
        and _PARTICIPATING(st, use.seat, use.source, cid)
        and strength(st, cid) > strength(st, host)
    )


register(
    Script(
        "02044",
        abilities=(
            Ability(
                "action",
                "kneel Mare in Heat to remove a participating character with higher STR than "
                "attached character from the challenge",
                effects.on_targets("remove_from_challenge"),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(
                        _stronger_participant,
                        what="a participating character with higher STR than attached character",
                    ),
                ),
                condition=_host_alone,
            ),
        ),
    )
)
