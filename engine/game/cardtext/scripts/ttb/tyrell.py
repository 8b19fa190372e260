"""TtB, tyrell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _nothing_drawn_this_phase(st: GameState, use: Use) -> str | None:
    """ "If you have not yet drawn any cards this phase" (``Player.drawn_this_phase``)."""
    if st.players[use.seat].drawn_this_phase:
        return "only if you have not yet drawn any cards this phase"
    return None


register(
    # 02005 Arbor Knight: pay 1 gold: a participating House Redwyne character +1 STR until
    # the end of the challenge (limit 3 times per phase)
    Script(
        "02005",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: a participating House Redwyne character gets +1 STR",
                effects.on_targets("strength", amount=1, until="challenge"),
                phase="challenges",
                costs=(costs.pay_gold(1),),
                targets=(
                    choose(
                        card_test(type="character", traits=("House Redwyne",), participating=True),
                        "a participating House Redwyne character",
                    ),
                ),
                limit=Limit(3, "phase"),
            ),
        ),
    ),
    # 02006 Pleasure Barge: immune to card effects; -1 Income (framework); after you
    # marshal it, draw 3 cards if you have drawn none this phase
    Script(
        "02006",
        constants=(constants.on_self("immune", "card"),),
        abilities=(
            Ability(
                "reaction",
                "after you marshal Pleasure Barge, draw 3 cards if you have drawn none this phase",
                effects.draw(3),
                trigger=on.entered_play(how="marshal"),
                condition=_nothing_drawn_this_phase,
            ),
        ),
    ),
)
