"""King Robert's Warhammer (02008, TtB, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError, strength

_STANDING_CHARACTER = card_test(type="character", kneeling=False)


def _won_with_attached_attacking(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which attached character is participating as an
    attacker"."""
    host = st.cards[use.source].host
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and host is not None
        and host in h.get("attackers", ())
    )


def _kneel_up_to_str_then_sacrifice(st: GameState, use: Use) -> list[Prim]:
    """ "Kneel up to X total STR worth of characters" (X: attached character's STR), "then,
    sacrifice" the Warhammer."""
    host = st.cards[use.source].host
    most = strength(st, host) if host is not None else 0
    total = sum(strength(st, cid) for cid in use.targets)
    if total > most:
        raise RuleError(
            "R-TARGET-1", f"the characters chosen have {total} STR in all, more than {most}"
        )
    knelt: list[Prim] = [primitives.kneel(cid) for cid in use.targets]
    return [*knelt, primitives.sacrifice(use.source)]


def _standing_character(st: GameState, use: Use, cid: str) -> bool:
    return _STANDING_CHARACTER(st, use.seat, use.source, cid)


register(
    # 02008 King Robert's Warhammer: +1 STR (framework); kneel characters of up to the
    # attached character's STR in all, then sacrifice it
    Script(
        "02008",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which attached character attacks, kneel up to "
                "its STR in characters, then sacrifice the Warhammer",
                _kneel_up_to_str_then_sacrifice,
                trigger=_won_with_attached_attacking,
                targets=(Target(_standing_character, 1, 99, "standing characters"),),
            ),
        ),
    ),
)
