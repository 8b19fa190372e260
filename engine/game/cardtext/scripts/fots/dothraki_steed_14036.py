"""Dothraki Steed (14036, FotS, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _steed(st: GameState, inst: CardInst) -> list[Contribution]:
    """Dothraki Steed: "While attached character is attacking", +1 STR (+3 if Dothraki)."""
    host, ch = inst.host, st.challenge
    if host is None or ch is None or host not in rules.attacking(st, ch):
        return []
    return [Contribution("str", host, 3 if has_trait(st, host, "Dothraki") else 1, "", inst.id)]


register(
    # Dothraki Steed: its host gets +1 STR attacking, +3 instead for a Dothraki
    Script("14036", constants=(constants.on_host("str", _steed),)),
)
