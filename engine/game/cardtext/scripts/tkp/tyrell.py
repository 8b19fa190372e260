"""TKP, tyrell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import trait_search
from engine.game.rules import checks as rules
from engine.game.state.model import GameState, strength

_PARTICIPATING = card_test(type="character", participating=True)

# 02043 Ser Hobber Redwyne: after you marshal him, search your deck for a Lady character
register(
    Script(
        "02043",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Ser Hobber Redwyne, search your deck for a Lady character",
                effects.found_to_hand_and_shuffle,
                trigger=on.entered_play(how="marshal"),
                targets=(trait_search(("character",), "Lady"),),
            ),
        ),
    )
)


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


# 02044 Mare in Heat: while its Knight attacks or defends alone, kneel it to remove a
# participating character with higher STR from the challenge (the restriction: framework)
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
