"""Merchant Prince (02013, TtB, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _has_attachment(st: GameState, inst: CardInst) -> bool:
    return bool(inst.attachments)


register(
    # 02013 Merchant Prince: +1 STR and a [military] icon while he has an attachment
    Script(
        "02013",
        constants=(
            constants.on_self("str", value=1, when=_has_attachment),
            constants.on_self("icon", "military", when=_has_attachment),
        ),
    ),
)
