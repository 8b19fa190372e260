"""The ``claim_as_power`` primitive: "apply [power] claim instead" (Mya Stone, 08117)."""

from __future__ import annotations

from typing import Any

from engine.game import effects
from engine.game.state import GameState, RuleError


def apply_claim_as_power(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """The pending military or intrigue claim is applied as power claim: the claim value in
    power moves from the defender's faction card to the attacker's ([R-CLAIM-POW-1..2]), and
    no victims are chosen."""
    ch = st.challenge
    if ch is None or st.step != "F-4.2.4" or ch.claim_done or ch.type == "power":
        raise RuleError("F-4.2.4", "no military or intrigue claim is about to be applied")
    loser, winner = st.players[ch.defender], st.players[ch.attacker]
    moved = ch.claim_moved = min(ch.claim, loser.power)
    loser.power -= moved
    winner.power += moved
    ch.claim_done, ch.claim_owed = True, []
    if ch.claim_against is None:
        ch.claim_against = [ch.defender]
    margin = abs(ch.attacker_str - ch.defender_str)
    effects.happen(st, "claim_applied", ch.attacker, None, type="power", loser=ch.defender,
                   margin=margin)  # fmt: skip
