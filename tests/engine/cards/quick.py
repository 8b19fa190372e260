"""Shortcuts for card tests: set a state up without the cards under test."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame


def faction_action(g: CardGame, seat: str, *effects: dict[str, object], at: str = "") -> None:
    """An (unverified) faction-card action applying ``effects`` (kneel, stand, kill, gain
    gold): a quick way to reach the state a test needs. ``at`` pins the step (e.g. "F-AW-3",
    the marshaling phase, rather than the draw phase's window)."""
    fields: dict[str, object] = {"effects": list(effects)}
    if at:
        fields["at"] = at
    g.ev("ability", seat=seat, source=f"{seat}:faction", kind="action", **fields)


def hand_of(g: CardGame, seat: str) -> list[str]:
    """The seat's hand now, sorted (claim victims, discards)."""
    return sorted(g.state().players["AB".index(seat)].hand)


def unopposed(g: CardGame, ctype: str, attackers: list[str]) -> CardGame:
    """A challenges ``attackers`` (short ids); B declares no defender."""
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    return g
