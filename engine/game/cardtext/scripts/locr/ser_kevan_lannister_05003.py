"""Ser Kevan Lannister (05003, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.effects import entering
from engine.game.state.model import GameState


def _kevans_card(st: GameState, use: Use, cid: str) -> bool:
    """A [lannister] or neutral location or attachment in your discard pile."""
    inst = st.cards[cid]
    return (
        inst.zone == "discard"
        and inst.owner == use.seat
        and inst.card.type in ("location", "attachment")
        and inst.card.faction in ("lannister", "neutral")
    )


def _kevan_puts_into_play(st: GameState, use: Use) -> list[Prim]:
    """Put it into play; an attachment goes on the card named in ``choice``."""
    found: list[Prim] = []
    for cid in use.targets:
        host = use.choice if st.cards[cid].card.type == "attachment" else None
        found.append(entering(st, cid, use.seat, host))
    return found


register(
    # Ser Kevan Lannister: after you marshal him, a location or attachment from the discard
    Script(
        "05003",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Ser Kevan, put a Lannister or neutral location or "
                "attachment from your discard pile into play",
                _kevan_puts_into_play,
                trigger=on.entered_play(how="marshal"),
                targets=(
                    Target(
                        _kevans_card,
                        what="a Lannister or neutral location or attachment in your discard pile",
                    ),
                ),
            ),
        ),
    ),
)
