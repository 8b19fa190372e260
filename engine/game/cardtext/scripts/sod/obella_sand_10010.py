"""Obella Sand (10010, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _obella_claimed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Obella Sand is discarded for [intrigue] claim or killed for [military] claim"."""
    return h.kind == "claimed" and h.card == use.source and h.get("type") != "power"


def _take_power_and_shuffle_back(st: GameState, use: Use) -> list[Prim]:
    """Move 1 power from the winning opponent's faction card to yours; then shuffle her
    from your discard or dead pile into your deck."""
    assert use.answers is not None
    winner = st.players[use.answers.get("winner")]
    found: list[Prim] = []
    if winner.power > 0:
        found.append(primitives.move_power(1, from_seat=winner.key, to_seat=SEATS[use.seat]))
    return [*found, primitives.shuffle_into_deck(use.source)]


register(
    # Obella Sand: discarded or killed for claim, she takes 1 power from the winner's
    # faction card and is shuffled back into your deck
    Script(
        "10010",
        abilities=(
            Ability(
                "reaction",
                "after she is discarded or killed for claim: take 1 power, shuffle her back",
                _take_power_and_shuffle_back,
                trigger=_obella_claimed,
                from_zones=("discard", "dead"),
            ),
        ),
    ),
)
