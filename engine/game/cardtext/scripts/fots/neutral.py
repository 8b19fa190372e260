"""FotS, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    constants,
    effects,
    in_play_matching,
    triggers,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_NO_LOYAL = constants.controls_none(card_test(type="character", controller="you", loyal=True))
_NEUTRAL_LOCATIONS = card_test(type="location", controller="you", faction="neutral")


def _lady_forlorn(st: GameState, inst: CardInst) -> list[Contribution]:
    """Lady Forlorn: its host gets +1 STR for each neutral location its controller controls;
    "If attached character is Lyn Corbray", he gains a [power] icon."""
    host = inst.host
    if host is None:
        return []
    made: list[Contribution] = []
    count = len(in_play_matching(st, _NEUTRAL_LOCATIONS, inst.controller, inst.id))
    if count:
        made.append(Contribution("str", host, count, "", inst.id))
    if st.cards[host].card.name == "Lyn Corbray":
        made.append(Contribution("icon", host, 1, "power", inst.id))
    return made


register(
    # Anguy the Archer: "While you control no loyal characters", he does not kneel when
    # declared as an attacker or defender in a [military] challenge
    Script(
        "14041",
        constants=(
            constants.on_self("no_kneel", "attacker:military", when=_NO_LOYAL),
            constants.on_self("no_kneel", "defender:military", when=_NO_LOYAL),
        ),
    ),
    # Lyn Corbray: stealth (the framework); stand him after an opponent initiates a [power]
    # challenge against you
    Script(
        "14039",
        abilities=(
            Ability(
                "reaction",
                "after an opponent initiates a power challenge against you, stand Lyn Corbray",
                effects.on_self("stand"),
                trigger=triggers.initiated_against_you("power"),
            ),
        ),
    ),
    # Lady Forlorn: +1 STR per neutral location you control; Lyn Corbray gains [power]
    Script("14043", constants=(constants.on_host("str icon", _lady_forlorn),)),
)
