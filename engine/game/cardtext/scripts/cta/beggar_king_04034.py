"""Beggar King (04034, CtA, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, costs, effects
from engine.game.cardtext.vocab.cards import any_in_play_matching
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_OPPONENTS_KING = card_test(type="character", controller="opponent", traits=("King",))


def _printed_gold(st: GameState, plot: str | None) -> int:
    """A plot's printed gold value; a printed X counts as 0 ([R-X-1]: X is 0 until an
    ability defines it; decision record: docs/decisions/card-text-cta.md)."""
    if plot is None:
        return 0
    stats = st.cards[plot].card.plot
    return (stats.income or 0) if stats is not None else 0


@answering("plot_revealed")
def _opponent_reveals_richer_plot(st: GameState, use: Use, h: Happening) -> bool:
    """ "After an opponent reveals a plot card with a higher printed gold value than yours"
    (yours: your revealed plot now)."""
    if h.kind != "plot_revealed" or h.seat == use.seat or h.card is None:
        return False
    return _printed_gold(st, h.card) > _printed_gold(st, st.players[use.seat].revealed)


def _gain_1_or_2(st: GameState, use: Use) -> list[Prim]:
    """ "Gain 1 gold. (2 gold instead if no opponent controls a King character)"."""
    kings = any_in_play_matching(st, _OPPONENTS_KING, use.seat, use.source)
    return effects.gain_gold(1 if kings else 2)(st, use)


register(
    # Beggar King: attached character gains the King trait; after an opponent reveals a plot
    # with a higher printed gold value, kneel it to gain 1 gold, 2 if no opponent controls a
    # King ([targaryen] character only: framework)
    Script(
        "04034",
        constants=(constants.on_attached("trait", "King"),),
        abilities=(
            Ability(
                "reaction",
                "after an opponent reveals a plot with a higher printed gold value than "
                "yours, kneel Beggar King: gain 1 gold (2 without an opponent's King)",
                _gain_1_or_2,
                trigger=_opponent_reveals_richer_plot,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
