"""Fleet Captain (12022, KotI, greyjoy attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _fleet_captain_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """+1 STR, "+3 STR instead if you control 3 or more Warship locations"."""
    if inst.host is None:
        return []
    warships = card_test(type="location", controller="you", traits=("Warship",))
    amount = 3 if len(in_play_matching(st, warships, inst.controller, inst.id)) >= 3 else 1
    return [Contribution("str", inst.host, amount, "", inst.id)]


register(
    # Fleet Captain: the Captain trait; +1 STR (+3 with 3 Warship locations)
    Script(
        "12022",
        constants=(
            constants.on_attached("trait", "Captain"),
            constants.constant("str", _fleet_captain_str),
        ),
    ),
)
