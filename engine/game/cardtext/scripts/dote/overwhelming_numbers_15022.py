"""Overwhelming Numbers (15022, DotE, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, Target, Use
from engine.game.cardtext.vocab import effects as fx
from engine.game.logformat import primitives
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _two_attacking_dothraki(st: GameState, use: Use) -> str | None:
    """ "Play only during a challenge in which you control 2 or more attacking Dothraki"."""
    ch = st.challenge
    if ch is None or ch.resolved:
        return "play only during a challenge"
    mine = [
        c
        for c in rules.attacking(st, ch)
        if st.cards[c].controller == use.seat and has_trait(st, c, "Dothraki")
    ]
    return None if len(mine) >= 2 else "you control fewer than 2 attacking Dothraki"


def _dothraki_in_hand_or_discard(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone in ("hand", "discard")
        and inst.owner == use.seat
        and inst.card.type == "character"
        and has_trait(st, inst.id, "Dothraki")
        and cid != use.source
    )


def _join_the_attack(st: GameState, use: Use) -> list[Prim]:
    """Each enters play knelt, attacking; back to hand at the end of the challenge."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(fx.entering(st, cid, use.seat))
        found.append(primitives.kneel(cid))
        found.append(primitives.participate(cid, "attacker"))
        found.append(primitives.lasting("at_end", "challenge", card=cid, name="return_to_hand"))
    return found


register(
    # Overwhelming Numbers: with 2 attacking Dothraki, up to 2 more join knelt as attackers
    Script(
        "15022",
        abilities=(
            Ability(
                "action",
                "put up to 2 Dothraki into play knelt, attacking, until the challenge ends",
                _join_the_attack,
                condition=_two_attacking_dothraki,
                targets=(
                    Target(
                        _dothraki_in_hand_or_discard,
                        0,
                        2,
                        "Dothraki characters in your hand or discard pile",
                    ),
                ),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
