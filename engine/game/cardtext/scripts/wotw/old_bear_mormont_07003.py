"""Old Bear Mormont (07003, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _in_losers_discard(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-unique character in the losing opponent's discard pile"."""
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return (
        inst.zone == "discard"
        and inst.owner == loser
        and inst.card.type == "character"
        and not inst.card.unique
    )


def _put_under_your_control(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


register(
    # Old Bear Mormont: after a win he takes part in, put a non-unique character from the
    # losing opponent's discard pile into play under your control
    Script(
        "07003",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he participates in: take a character from discard",
                _put_under_your_control,
                trigger=on.won_challenge(self_participating=True),
                targets=(
                    Target(
                        _in_losers_discard,
                        what="a non-unique character in the losing opponent's discard pile",
                    ),
                ),
            ),
        ),
    ),
)
