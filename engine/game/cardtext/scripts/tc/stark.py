"""TC, stark: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, effects
from engine.game.rules import checks as rules
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import CardInst, GameState

_STARK = card_test(type="character", faction="stark", attacking=True)


def _winter_revealed(st: GameState, inst: CardInst) -> bool:
    """ "While there is a Winter plot card revealed" (any player's; a Trait card text gave
    counts too, ``revealed_with_trait``)."""
    return revealed_with_trait(st, "Winter") > 0


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
    # House Manderly Knight: +2 STR "While there is a Winter plot card revealed"
    Script("04101", constants=(constants.on_self("str", value=2, when=_winter_revealed),)),
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
