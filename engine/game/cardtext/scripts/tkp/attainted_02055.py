"""Attainted (02055, TKP, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # 02055 Attainted: attached character loses an [intrigue] icon (the restriction to an
    # opponent's character: framework)
    Script("02055", constants=(constants.on_attached("icon", "intrigue", value=-1),))
)
