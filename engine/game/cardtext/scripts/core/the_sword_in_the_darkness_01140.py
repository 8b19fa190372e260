"""The Sword in the Darkness (01140, Core, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import NIGHTS_WATCH
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.logformat import primitives
from engine.game.logformat.fields import CHALLENGE_TYPES
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


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
