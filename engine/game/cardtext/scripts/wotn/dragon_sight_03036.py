"""Dragon Sight (03036, WotN, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.immunity import immune_to
from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _dragon_sight(st: GameState, use: Use) -> list[Prim]:
    """Each participating non-Dragon character gets -1 STR until the end of the challenge
    (not those immune to the user's events, [R-IMMUNE-1])."""
    ch = st.challenge
    assert ch is not None
    return [
        primitives.strength(cid, -1, "challenge")
        for cid in ch.attackers + ch.defenders
        if not has_trait(st, cid, "Dragon") and not immune_to(st, cid, use.seat, use.source)
    ]


register(
    # Dragon Sight: each participating non-Dragon character -1 STR for the challenge
    Script(
        "03036",
        abilities=(
            Ability(
                "action",
                "each participating non-Dragon character gets -1 STR",
                _dragon_sight,
                condition=during_challenge,
            ),
        ),
    ),
)
