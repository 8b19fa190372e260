"""Robb Stark (04002, AtSK, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    constants,
    effects,
)
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.model import CardInst, GameState

_LOYAL_YOURS = card_test(type="character", controller="you", loyal=True)


_PARTICIPANT = card_test(type="character", participating=True)


def _military_challenge(st: GameState, inst: CardInst) -> bool:
    """ "During [military] challenges"."""
    return st.challenge is not None and st.challenge.type == "military"


def _robb_in_a_military_challenge(st: GameState, use: Use) -> str | None:
    """ "While Robb Stark is participating in a [military] challenge"."""
    ch = st.challenge
    if ch is None or ch.type != "military":
        return "only during a military challenge"
    if use.source not in rules.attacking(st, ch) and use.source not in ch.defenders:
        return "only while Robb Stark is participating"
    return None


register(
    # Robb Stark: +1 STR per loyal character you control "During [military] challenges";
    # while he participates in one, stand a participating non-King character and remove it
    # from the challenge (limit once per challenge; renown: framework)
    Script(
        "04002",
        constants=(
            constants.on_self(
                "str", value=constants.count_in_play(_LOYAL_YOURS), when=_military_challenge
            ),
        ),
        abilities=(
            Ability(
                "action",
                "stand a participating non-King character and remove it from the challenge",
                effects.stand_and_remove,
                condition=_robb_in_a_military_challenge,
                targets=(
                    Target(
                        lambda st, use, cid: (
                            _PARTICIPANT(st, use.seat, use.source, cid)
                            and not has_trait(st, cid, "King")
                        ),
                        1,
                        1,
                        "a participating non-King character",
                    ),
                ),
                limit=Limit(1, "challenge"),
            ),
        ),
    ),
)
