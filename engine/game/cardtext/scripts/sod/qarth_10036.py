"""Qarth (10036, SoD, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.state.model import GameState


def _attached_to_yours(st: GameState, use: Use, cid: str) -> bool:
    """ "an attachment attached to a card you control" (any owner: its host decides)."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "attachment" or inst.host is None:
        return False
    return st.cards[inst.host].controller == use.seat


register(
    # 10036 Qarth: kneel it and pay 1 gold to discard from play an attachment "attached to a
    # card you control"
    Script(
        "10036",
        abilities=(
            Ability(
                "action",
                "kneel Qarth and pay 1 gold to discard an attachment on a card you control",
                effects.on_targets("discard"),
                costs=(costs.kneel_self(), costs.pay_gold(1)),
                targets=(Target(_attached_to_yours, what="an attachment on a card you control"),),
            ),
        ),
    ),
)
