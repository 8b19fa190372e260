"""Robert Baratheon (14001, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _robert_cannot_stand(st: GameState, use: Use) -> list[Prim]:
    """One of three groups cannot stand this phase (``choice`` "5_or_higher",
    "4_or_lower" or "locations")."""
    found = []
    for player in st.players:
        for cid in player.in_play:
            card = st.cards[cid].card
            cost = card.cost or 0
            if (
                (use.choice == "5_or_higher" and card.type == "character" and cost >= 5
                 and cid != use.source)
                or (use.choice == "4_or_lower" and card.type == "character" and cost <= 4)
                or (use.choice == "locations" and card.type == "location")
            ):  # fmt: skip
                found.append(
                    primitives.lasting("cannot", "phase", card=cid, name="stand")
                )  # fmt: skip
    return found


register(
    # Robert Baratheon: renown; after the standing phase begins, one group cannot stand
    Script(
        "14001",
        abilities=(
            Ability(
                "reaction",
                "after the standing phase begins, a group of cards cannot stand this phase",
                _robert_cannot_stand,
                trigger=on.happened("phase_began", phase="standing"),
                choices=("5_or_higher", "4_or_lower", "locations"),
            ),
        ),
    ),
)
