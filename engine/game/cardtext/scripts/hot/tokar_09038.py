"""Tokar (09038, HoT, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _str_per_attachment(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "+1 STR for each attachment it has" (Tokar itself included; facedown cards are no
    attachments with text, [R-FACEDOWN-1])."""
    if inst.host is None:
        return []
    count = len(st.cards[inst.host].attachments)
    return [Contribution("str", inst.host, count, "", inst.id)] if count else []


def _without_attachments_cannot_gain_power(st: GameState, inst: CardInst) -> list[Contribution]:
    """While the attached character participates in a challenge, each character (any
    player's) without attachments cannot gain power ([R-CANNOT-1])."""
    ch = st.challenge
    host = inst.host
    if ch is None or host is None or host not in (*rules.attacking(st, ch), *ch.defenders):
        return []
    return [
        Contribution("cannot", c.id, 1, "gain_power", inst.id)
        for c in st.cards.values()
        if c.zone == "play" and c.card.type == "character" and not c.attachments
    ]


register(
    # Tokar: [targaryen] character only (the framework's); +1 STR per attachment; while
    # participating, each character without attachments "cannot gain power"
    Script(
        "09038",
        constants=(
            constants.on_host("str", _str_per_attachment),
            constants.constant(
                "cannot", _without_attachments_cannot_gain_power, names="gain_power"
            ),
        ),
    ),
)
