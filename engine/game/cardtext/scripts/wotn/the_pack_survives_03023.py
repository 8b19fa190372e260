"""The Pack Survives (03023, WotN, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    costs,
)
from engine.game.cardtext.vocab.cancels import an_opponents_event, cancel_interrupt
from engine.game.state.model import GameState


def _wolf_or_two_kneels(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "sacrifice a Direwolf card or kneel 2 [stark] characters" (whichever the log pays)."""
    if any(p["op"] == "sacrifice" for p in paid):
        wolf = card_test(traits=("Direwolf",), controller="you")
        return costs.choose_and("sacrifice", wolf, "a Direwolf card").expect(st, use, paid)
    stark = card_test(type="character", faction="stark", controller="you", kneeling=False)
    kneel = costs.choose_and("kneel", stark, "2 standing Stark characters", count=2)
    return kneel.expect(st, use, paid)


register(
    # The Pack Survives: cancel an opponent's event, paying a Direwolf or 2 kneels
    Script(
        "03023",
        abilities=(
            cancel_interrupt(
                "cancel the effects of an opponent's event",
                an_opponents_event(),
                costs=(
                    Cost(
                        _wolf_or_two_kneels, "sacrifice a Direwolf card or kneel 2 Stark characters"
                    ),
                ),
            ),
        ),
    ),
)
