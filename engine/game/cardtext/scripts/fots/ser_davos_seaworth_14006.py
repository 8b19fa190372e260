"""Ser Davos Seaworth (14006, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _davos(st: GameState, use: Use) -> list[Prim]:
    """Discard 1 power from the losing opponent's faction card; then a King may gain 1."""
    assert use.answers is not None
    loser = st.players[use.answers.get("loser")]
    found: list[Prim] = []
    if loser.power:
        found.append(primitives.discard_power(1, seat=loser.key))
    return found + [primitives.gain_power(1, card=cid) for cid in use.targets]


register(
    # Ser Davos Seaworth: stealth; after a win he took part in, 1 power off the loser's
    # faction card, then a King of yours may gain 1
    Script(
        "14006",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he participates in, discard 1 faction power",
                _davos,
                trigger=on.won_challenge(self_participating=True),
                targets=(
                    choose(
                        card_test(type="character", controller="you", traits=("King",)),
                        "a King character you control",
                        0,
                        1,
                    ),
                ),
            ),
        ),
    ),
)
