"""FotS, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    card_test,
    conditions,
    constants,
    costs,
    effects,
    in_play_matching,
    triggers,
)
from engine.game.cardtext.vocab.cards import deck_search
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_LOYAL_CHARACTERS = card_test(type="character", controller="you", loyal=True)
_NO_LOYAL = constants.controls_none(_LOYAL_CHARACTERS)
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


def _not_participated(st: GameState, use: Use, cid: str) -> bool:
    """Defiance: a kneeling character in play "that has not participated in a challenge this
    phase" (``Player.participated_this_phase``, [R-PART-1])."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "character" or not inst.kneeling:
        return False
    return not any(cid in p.participated_this_phase for p in st.players)


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
    # The Hollow Hill: dominance action, if you control no loyal characters, kneel it to
    # search the top 10 cards of your deck for "a non-loyal character"; shuffle
    Script(
        "14042",
        abilities=(
            Ability(
                "action",
                "kneel The Hollow Hill: search the top 10 cards for a non-loyal character",
                effects.found_to_hand_and_shuffle,
                phase="dominance",
                condition=conditions.controls_none(_LOYAL_CHARACTERS, "a loyal character"),
                costs=(costs.kneel_self(),),
                targets=(
                    deck_search(
                        card_test(type="character", loyal=False, zone="deck"),
                        "a non-loyal character",
                        depth=10,
                    ),
                ),
            ),
        ),
    ),
    # Defiance: challenges action, stand a character that has not participated in a
    # challenge this phase (Max 1 per phase)
    Script(
        "14044",
        abilities=(
            Ability(
                "action",
                "stand a character that has not participated in a challenge this phase",
                effects.on_targets("stand"),
                phase="challenges",
                targets=(
                    Target(
                        _not_participated,
                        what="a kneeling character that has not participated in a challenge "
                        "this phase",
                    ),
                ),
                limit=Limit(1, "phase", by_title=True),
            ),
        ),
    ),
)
