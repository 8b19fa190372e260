"""The ``move_attachment`` primitive: an attachment in play moves to another card ("attach
Nymeria to a different character", "Move an attachment ... to another eligible character")."""

from __future__ import annotations

from typing import Any

from engine.game.rules import attach as attach_rules
from engine.game.state.model import GameState, RuleError


def apply_move_attachment(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """``{"op": "move_attachment", "card": <attachment>, "to": <new host>}``: the new host must
    be eligible for it ([R-ATTACH-4]) and another card ([R-MOVE-1])."""
    att, host = p["card"], p["to"]
    inst = st.card(att)
    if inst.zone != "play" or inst.host is None:
        raise RuleError("R-ATTACH-3", f"{att} is not an attachment in play")
    if host == inst.host:
        raise RuleError("R-MOVE-1", f"{att} is already attached to {host}")
    attach_rules.check_host(st, inst.controller, att, host, "R-ATTACH-3")
    st.zone_version += 1  # the cards whose constant abilities apply are looked up again
    st.cards[inst.host].attachments.remove(att)
    inst.host = host
    st.cards[host].attachments.append(att)
