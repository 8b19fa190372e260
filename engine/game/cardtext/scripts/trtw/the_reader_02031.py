"""The Reader (02031, TRtW, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
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
)
