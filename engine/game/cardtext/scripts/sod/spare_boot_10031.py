"""Spare Boot (10031, SoD, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script
from engine.game.logformat import primitives
from engine.game.rules import attach as attach_rules
from engine.game.state.model import GameState, RuleError


def _movable_to(st: GameState, att: str, to: str) -> bool:
    """Whether the attachment may be moved onto ``to`` ([R-ATTACH-4], [R-MOVE-1])."""
    if st.cards[att].host == to:
        return False
    try:
        attach_rules.check_host(st, st.cards[att].controller, att, to, "R-ATTACH-4")
    except RuleError:
        return False
    return True


def _on_your_character(st: GameState, use: Use, cid: str) -> bool:
    """ "an attachment attached to a character you control" that the effect can change:
    kneeling, or free to move to Spare Boot ([R-ABIL-7])."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "attachment" or inst.host is None:
        return False
    host = st.cards[inst.host]
    if host.card.type != "character" or host.controller != use.seat:
        return False
    return inst.kneeling or _movable_to(st, cid, use.source)


def _stand_and_move_here(st: GameState, use: Use) -> list[Prim]:
    """Stand it (if kneeling) and move it to Spare Boot (if it may attach there; otherwise
    only the stand resolves, throneteki's ruling)."""
    found: list[Prim] = []
    for cid in use.targets:
        if st.cards[cid].kneeling:
            found.append(primitives.stand(cid))
        if _movable_to(st, cid, use.source):
            found.append(primitives.move_attachment(cid, use.source))
    return found


register(
    # 10031 Spare Boot: "Challenges Action": stand an attachment on a character you control
    # and move it to Spare Boot, once per phase
    Script(
        "10031",
        abilities=(
            Ability(
                "action",
                "stand an attachment on a character you control and move it to Spare Boot",
                _stand_and_move_here,
                phase="challenges",
                targets=(
                    Target(_on_your_character, what="an attachment on a character you control"),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
