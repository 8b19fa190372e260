"""Vanguard Lancer (01057, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _opponents_power_card(st: GameState, use: Use, cid: str) -> bool:
    """An opponent's character or faction card with power to discard."""
    if cid.endswith(":faction"):
        player = st.player(cid[0])
        return player.index != use.seat and player.power > 0
    inst = st.cards.get(cid)
    return (
        inst is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller != use.seat
        and inst.power > 0
    )


register(
    # Vanguard Lancer: after it enters play, discard 1 power from an opponent's card
    Script(
        "01057",
        abilities=(
            Ability(
                "reaction",
                "after it enters play, discard 1 power from an opponent's character or faction",
                effects.on_targets("discard_power", amount=1),
                trigger=on.entered_play(),
                targets=(
                    Target(
                        _opponents_power_card,
                        what="an opponent's character or faction card with power",
                        factions=True,
                    ),
                ),
            ),
        ),
    ),
)
