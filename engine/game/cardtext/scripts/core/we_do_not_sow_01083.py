"""We Do Not Sow (01083, Core, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _loser
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _losing_opponents_card(st: GameState, use: Use, cid: str) -> bool:
    """We Do Not Sow: an attachment or location the losing opponent controls."""
    spec = card_test(type=("attachment", "location"))
    return spec(st, use.seat, use.source, cid) and st.cards[cid].controller == _loser(st, use)


register(
    # We Do Not Sow: after an unopposed win, discard a loser's attachment or location
    Script(
        "01083",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge, discard an attachment or location",
                effects.on_targets("discard"),
                trigger=on.won_challenge(unopposed=True),
                targets=(
                    Target(
                        _losing_opponents_card,
                        what="an attachment or location controlled by the losing opponent",
                    ),
                ),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
