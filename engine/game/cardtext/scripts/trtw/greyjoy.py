"""TRtW, greyjoy: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card. The Reader (02031) names its option in
``choice``: "draw" or "discard"."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import opponents
from engine.game.cardtext.vocab.reveals import discarded_top
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_READER_OPTIONS = ("draw", "discard")


def _draw_or_mill(st: GameState, use: Use) -> list[Prim]:
    """ "Either: draw 1 card, or discard the top 3 cards of each opponent's deck"."""
    if use.choice == "draw":
        return effects.draw(1)(st, use)
    if use.choice != "discard":
        raise RuleError("R-TARGET-1", "choose 'draw' or 'discard' (field 'choice')")
    return [
        primitives.discard(cid)
        for seat in opponents(st, use.seat)
        for cid in discarded_top(st, use, seat, 3)
    ]


def _first_player(st: GameState, use: Use) -> str | None:
    return None if st.first == use.seat else "only if you are the first player"


register(
    # 02031 The Reader: after you win unopposed with a unique [greyjoy] participant, draw 1
    # or discard the top 3 cards of each opponent's deck
    Script(
        "02031",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge with a unique Greyjoy character "
                "participating, draw 1 card or discard the top 3 of each opponent's deck",
                _draw_or_mill,
                trigger=on.won_challenge(
                    unopposed=True,
                    participant=card_test(type="character", unique=True, faction="greyjoy"),
                ),
                limit=Limit(1, "phase"),
                choices=_READER_OPTIONS,
            ),
        ),
    ),
    # 02032 Raiding Longship: as the first player, kneel it: a defending character without
    # attachments does not contribute its STR to this challenge
    Script(
        "02032",
        abilities=(
            Ability(
                "action",
                "kneel: a defending character without attachments contributes no STR",
                effects.lasting("no_str", until="challenge", target="targets"),
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", defending=True, without_attachments=True),
                        "a defending character without attachments",
                    ),
                ),
                condition=_first_player,
            ),
        ),
    ),
)
