"""Silver Hair Net (06044, TFoA, tyrell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _host_participating(st: GameState, inst: CardInst) -> list[Contribution]:
    """Silver Hair Net: "while attached character is participating in a challenge, reduce the
    cost of each event you play by 1"."""
    ch = st.challenge
    if ch is None or inst.host is None or inst.host not in ch.attackers + ch.defenders:
        return []
    return [Contribution("cost", inst.controller, -1, "event", inst.id)]


register(
    # Silver Hair Net: Lady only (framework); stealth; events cost 1 less while it fights
    Script(
        "06044",
        constants=(
            constants.on_attached("keyword", "stealth"),
            constants.constant("cost", _host_participating),
        ),
    ),
)
