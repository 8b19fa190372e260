"""Claim's moments and the ``claim_as_power`` primitive.

Every claim path goes through ``claim_applied`` (the ``claim_applied`` happening: "After claim
is applied ..."): a military or intrigue ``claim`` event, power claim moved at [F-4.2.4], claim
applied as power instead (Mya Stone, 08117; The Hand's Tourney, 14051) and a claim with
nothing to take ([F-4.2.6] reached with no claim event). ``claim_due`` is the moment before a
military or intrigue claim is applied, answered by "When claim is applied" interrupts.
"""

from __future__ import annotations

from typing import Any

from engine.game.state import effects
from engine.game.state.model import Challenge, GameState, RuleError, military_claim_pool


def claim_applied(st: GameState, ch: Challenge, loser: int, ctype: str) -> None:
    """Claim of type ``ctype`` was applied against ``loser`` (the triggering condition of
    "After claim is applied for an [intrigue] challenge you won": Insidious Scheme, The
    Spider's Web)."""
    winner = ch.winner if ch.winner is not None else ch.attacker
    margin = abs(ch.attacker_str - ch.defender_str)
    effects.happen(st, "claim_applied", winner, None, type=ctype, loser=loser, margin=margin)


def claim_due(st: GameState, ch: Challenge) -> None:
    """Claim is about to be applied: "When claim is applied for a [military] challenge" (a
    forced interrupt: The Hand's Tourney). Power claim moves in the same framework step: an
    interrupt to it is logged right after (Mirri Maz Duur, ``claim_replaced``)."""
    effects.happen(st, "claim_due", ch.attacker, None, type=ch.type, loser=ch.defender)


def apply_claim_replaced(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Instead of the normal claim effects, ..." (Mirri Maz Duur): the claim is applied
    with none of its normal effects; power claim the framework already moved goes back. The
    replacing effects are the ability's other primitives."""
    ch = st.challenge
    if ch is None or st.step != "F-4.2.4" or ch.winner != ch.attacker:
        raise RuleError("F-4.2.4", "no claim is being applied")
    if ch.type == "power":
        if ch.claim_replaced:
            raise RuleError("F-4.2.4", "the power claim's effects were already replaced")
        st.players[ch.attacker].power -= ch.claim_moved
        st.players[ch.defender].power += ch.claim_moved
        ch.claim_moved, ch.claim_replaced = 0, True
        return  # its claim_applied happening came as the framework moved it
    if ch.claim_against is not None and ch.claim_done:
        raise RuleError("F-4.2.4", "claim was already applied")
    ch.claim_done, ch.claim_owed, ch.claim_against = True, [], [ch.defender]
    ch.claim_replaced = True
    claim_applied(st, ch, ch.defender, ch.type)


def empty_claim_applied(st: GameState) -> None:
    """Leaving [F-4.2.4]: a claim the attacker won that took nothing (claim 0, no character
    or no card in hand) was applied all the same; nothing else said so."""
    ch = st.challenge
    if ch is None or ch.winner != ch.attacker or ch.claim_against is not None:
        return
    if st.players[ch.defender].eliminated:
        return  # (melee) nothing is claimed from a player out of the game ([R-ELIM-1])
    ch.claim_against = [ch.defender]
    claim_applied(st, ch, ch.defender, claim_type(ch))


def apply_claim_as_power(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """The pending military or intrigue claim is applied as power claim: the claim value in
    power moves from the defender's faction card to the attacker's ([R-CLAIM-POW-1..2]), and
    no victims are chosen. A claim with nothing to take is still applied (as power)."""
    ch = st.challenge
    applied = ch is not None and ch.claim_done and ch.claim_against is not None
    if ch is None or st.step != "F-4.2.4" or applied or ch.type == "power":
        raise RuleError("F-4.2.4", "no military or intrigue claim is about to be applied")
    if ch.winner != ch.attacker:
        raise RuleError("F-4.2.4", "claim applies only when the attacking player wins")
    loser, winner = st.players[ch.defender], st.players[ch.attacker]
    moved = ch.claim_moved = min(ch.claim, loser.power)
    loser.power -= moved
    winner.power += moved
    ch.claim_done, ch.claim_owed = True, []
    if ch.claim_against is None:
        ch.claim_against = [ch.defender]
    claim_applied(st, ch, ch.defender, "power")


def claim_type(ch: Challenge) -> str:
    """The type of the claim applied for ``ch``: its own, unless card text changed it."""
    return ch.claim_kind or ch.type


def apply_claim_as_military(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """The pending intrigue claim is applied as military claim (Trial by Combat, 02090): the
    defender chooses characters to kill instead of discarding at random ([R-CLAIM-MIL-1]).
    A power claim too (Now It Comes To War, 09050): the framework moved it as [F-4.2.4]
    began, the interrupt is logged right after, and the power moved goes back first (as for
    ``claim_replaced``); the characters to kill are then named by a ``claim`` event."""
    ch = st.challenge
    if ch is not None and st.step == "F-4.2.4" and claim_type(ch) == "power":
        if ch.type != "power" or ch.claim_replaced or ch.winner != ch.attacker:
            raise RuleError("F-4.2.4", "no power claim is being applied")
        st.players[ch.attacker].power -= ch.claim_moved
        st.players[ch.defender].power += ch.claim_moved
        ch.claim_moved, ch.claim_against = 0, None
        ch.claim_kind = "military"
        ch.claim_done = ch.claim == 0 or not military_claim_pool(st, ch.defender)
        return
    applied = ch is not None and ch.claim_done and ch.claim_against is not None
    if ch is None or st.step != "F-4.2.4" or applied or claim_type(ch) != "intrigue":
        raise RuleError("F-4.2.4", "no intrigue claim is about to be applied")
    if ch.winner != ch.attacker:
        raise RuleError("F-4.2.4", "claim applies only when the attacking player wins")
    ch.claim_kind = "military"
    ch.claim_done = ch.claim == 0 or not military_claim_pool(st, ch.defender)


def apply_claim_against(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "That player must satisfy the normal claim effect instead of you as if he or she were
    the defending player" (Vengeance for Elia, 02096): the claim at [F-4.2.4] resolves
    against the named player; power claim the framework already moved from the defender
    goes back, and moves from that player instead (none when it is the winner himself)."""
    ch, target = st.challenge, st.player(p["seat"]).index
    if ch is None or st.step != "F-4.2.4" or ch.winner != ch.attacker or ch.claim_replaced:
        raise RuleError("F-4.2.4", "no claim is being applied")
    if ch.claim_against not in (None, [ch.defender]) or (
        ch.type != "power" and ch.claim_done and ch.claim_against is not None
    ):
        raise RuleError("F-4.2.4", "claim was already applied")
    ch.claim_against = [target]
    if claim_type(ch) == "power":
        winner = st.players[ch.attacker]
        winner.power -= ch.claim_moved
        st.players[ch.defender].power += ch.claim_moved
        moved = ch.claim_moved = min(ch.claim, st.players[target].power)
        st.players[target].power -= moved
        winner.power += moved
        return
    ch.claim_owed = [target]
    military = claim_type(ch) == "military"
    pool = military_claim_pool(st, target) if military else st.players[target].hand
    ch.claim_done = ch.claim == 0 or not pool


def must_claim(st: GameState, ch: Challenge, pool: list[str] | tuple[str, ...]) -> list[str]:
    """The claim victims card text says must be chosen, among ``pool`` ("that character must
    be chosen for claim during this challenge, if able": a lasting ``must`` named ``claim``,
    its value the STR the challenge must be won by, Spearmaiden), at most once each."""
    margin = ch.attacker_str - ch.defender_str
    found = [
        str(c.target)
        for c in effects.contributions(st, "must")
        if c.name == "claim" and c.target in pool and margin >= c.value
    ]
    return list(dict.fromkeys(found))
