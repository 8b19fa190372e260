"""Beyond Reproach (10049, SoD, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _attachments_on_others_characters(st: GameState, use: Use) -> list[Prim]:
    """ "Each player sacrifices each attachment that is attached to a character he or she
    does not control": the attachment's controller sacrifices it."""
    found: list[Prim] = []
    for p in st.players:
        for cid in p.in_play:
            host = st.cards[cid]
            if host.card.type != "character":
                continue
            for att in host.attachments:
                owner = st.cards[att].controller
                if owner != host.controller:
                    found.append(primitives.sacrifice(att, seat=SEATS[owner]))
    return found


register(
    # Beyond Reproach: each attachment on a character its controller does not control is
    # sacrificed
    Script(
        "10049",
        abilities=(
            Ability(
                "when_revealed",
                "each player sacrifices each attachment on a character he does not control",
                _attachments_on_others_characters,
            ),
        ),
    ),
)
