"""Core Set, The Night's Watch events (01138-01140): split from core_nightswatch for length.
Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core_nightswatch import NIGHTS_WATCH
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.logformat import primitives
from engine.game.logformat.fields import CHALLENGE_TYPES
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _take_control(st: GameState, use: Use) -> list[Prim]:
    return [primitives.take_control(cid, SEATS[use.seat]) for cid in use.targets]


def _move_1_gold_from_the_collector(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.seat is not None
    if not st.players[use.answers.seat].gold:  # nothing to move ([R-ABIL-7])
        raise RuleError("R-ABIL-7", f"{SEATS[use.answers.seat]} has no gold to move")
    return [
        primitives.spend_gold(SEATS[use.answers.seat], 1),
        primitives.gain_gold(SEATS[use.seat], 1),
    ]


def _nights_watch_participates(st: GameState, use: Use) -> str | None:
    spec = card_test(type="character", controller="you", faction=NIGHTS_WATCH, participating=True)
    if st.challenge is None or not in_play_matching(st, spec, use.seat, use.source):
        return "play only during a challenge with a participating Night's Watch character of yours"
    return None


def _loser_cannot_challenge_this_round(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = SEATS[use.answers.get("loser")]
    return [
        primitives.lasting("cannot", "round", seat=loser, name=f"initiate:{ctype}")
        for ctype in CHALLENGE_TYPES
    ]


register(
    # A Meager Contribution: after an opponent collects income, move 1 of its gold to you
    Script(
        "01138",
        abilities=(
            Ability(
                "reaction",
                "after an opponent collects income, move 1 gold from their pool to yours",
                _move_1_gold_from_the_collector,
                trigger=on.happened("income_collected", yours=False),
                limit=Limit(1, "round", by_title=True),
            ),
        ),
    ),
    # Take the Black: take control of a non-unique character with printed cost 6 or lower
    Script(
        "01139",
        abilities=(
            Ability(
                "action",
                "take control of a non-unique character with printed cost 6 or lower",
                _take_control,
                phase="dominance",
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="opponent",
                            unique=False,
                            max_printed_cost=6,
                        ),
                        "a non-unique character with printed cost 6 or lower",
                    ),
                ),
                limit=Limit(1, "round", by_title=True),
            ),
        ),
    ),
    # The Sword in the Darkness: won by 5 as the defender: no more challenges against you
    Script(
        "01140",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge by 5 or more STR as the defender: no more challenges",
                _loser_cannot_challenge_this_round,
                trigger=on.won_challenge(attacking=False, margin=5),
                condition=_nights_watch_participates,
            ),
        ),
    ),
)
