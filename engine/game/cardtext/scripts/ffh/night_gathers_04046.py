"""Night Gathers... (04046, FFH, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError, plot_value


def _marshal_from_a_lower_reserve_discard_pile(st: GameState, use: Use) -> list[Prim]:
    """ "Choose an opponent whose reserve value is lower than yours" ([R-TARGET-1]); until the
    end of the phase the user may marshal characters from that player's discard pile as if
    in hand: a lasting ``marshal_from`` on the seat named ``discard:<opponent>``
    (``play.handlers.marshal.foreign_discard_owner``)."""
    opponent = chosen_opponent(st, use)
    theirs, yours = plot_value(st, opponent, "reserve"), plot_value(st, use.seat, "reserve")
    if theirs >= yours:
        why = f"{SEATS[opponent]}'s reserve ({theirs}) is not lower than yours ({yours})"
        raise RuleError("R-TARGET-1", why)
    return [
        primitives.lasting(
            "marshal_from", "phase", seat=SEATS[use.seat], name=f"discard:{SEATS[opponent]}"
        )
    ]


register(
    # Night Gathers...: choose an opponent with a lower reserve; "you may marshal characters
    # from that player's discard pile as if they were in your hand" this phase
    Script(
        "04046",
        abilities=(
            Ability(
                "action",
                "choose an opponent with a lower reserve: marshal characters from that "
                "player's discard pile this phase",
                _marshal_from_a_lower_reserve_discard_pile,
                phase="marshaling",
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
