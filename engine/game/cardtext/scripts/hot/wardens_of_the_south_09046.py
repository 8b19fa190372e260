"""Wardens of the South (09046, HoT, tyrell plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _tyrell_declared(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [tyrell] character you control is declared as an attacker or defender"."""
    if h.kind == "challenge_initiated" and h.seat == use.seat:
        declared = h.get("attackers", ())
    elif h.kind == "defenders_declared" and h.seat == use.seat:
        declared = h.get("defenders", ())
    else:
        return False
    return any(of_faction(st, c, "tyrell") for c in declared)


def _declared_tyrell(st: GameState, use: Use, cid: str) -> bool:
    """One of the Tyrell characters of yours just declared (each is its own triggering
    condition: one use names any of them, [R-REACTION-2] for the rest)."""
    inst, h = st.cards[cid], use.answers
    if h is None:
        return False
    declared = h.get("attackers" if h.kind == "challenge_initiated" else "defenders", ())
    return (
        cid in declared
        and of_faction(st, inst.id, "tyrell")
        and inst.controller == use.seat
        and inst.zone == "play"
    )


register(
    # Wardens of the South: each Tyrell character of yours declared gets +2 STR for the
    # challenge (the reactions to one declaration named together as targets)
    Script(
        "09046",
        abilities=(
            Ability(
                "reaction",
                "after Tyrell characters you control are declared as attackers or defenders, "
                "they get +2 STR until the end of the challenge",
                effects.on_targets("strength", amount=2, until="challenge"),
                trigger=_tyrell_declared,
                targets=(Target(_declared_tyrell, 1, 20, "a Tyrell character just declared"),),
            ),
        ),
    ),
)
