""" "Wolf in the Night" (04102, TC, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, effects
from engine.game.rules import checks as rules
from engine.game.state.model import GameState

_STARK = card_test(type="character", faction="stark", attacking=True)


def _stark_attacking_alone(st: GameState, use: Use, cid: str) -> bool:
    """ "a [stark] character that is attacking alone": the only character attacking."""
    ch = st.challenge
    return (
        ch is not None
        and not ch.resolved
        and _STARK(st, use.seat, use.source, cid)
        and rules.attacking(st, ch) == [cid]
    )


def _str_and_renown(st: GameState, use: Use) -> list[Prim]:
    """+3 STR and renown "Until the end of the challenge"."""
    return effects.both(
        effects.on_targets("strength", amount=3, until="challenge"),
        effects.on_targets("keyword", keyword="renown", until="challenge"),
    )(st, use)


register(
    # "Wolf in the Night": a [stark] character "attacking alone" gets +3 STR and gains renown
    # until the end of the challenge
    Script(
        "04102",
        abilities=(
            Ability(
                "action",
                "a stark character attacking alone gets +3 STR and gains renown until the end "
                "of the challenge",
                _str_and_renown,
                targets=(Target(_stark_attacking_alone, what="a stark character attacking alone"),),
            ),
        ),
    ),
)
