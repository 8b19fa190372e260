"""My Mind Is My Weapon (12028, KotI, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test
from engine.game.logformat import primitives
from engine.game.state.model import GameState, icons


def _during_military_challenge(st: GameState, use: Use) -> str | None:
    """ "During a [military] challenge"."""
    ch = st.challenge
    ok = ch is not None and not ch.resolved and ch.type == "military"
    return None if ok else "only during a military challenge"


def _joins_on_your_side(st: GameState, use: Use) -> list[Prim]:
    """ "have it participate in the challenge on your side"."""
    ch = st.challenge
    side = "attacker" if ch is not None and ch.attacker == use.seat else "defender"
    return [primitives.participate(cid, side) for cid in use.targets]


def _your_intrigue_character(st: GameState, use: Use, cid: str) -> bool:
    """ "a character you control with an [intrigue] icon", not participating yet."""
    return _NOT_PARTICIPATING(st, use.seat, use.source, cid) and "intrigue" in icons(st, cid)


_NOT_PARTICIPATING = card_test(type="character", controller="you", participating=False)


register(
    # My Mind Is My Weapon: during a [military] challenge, a character of yours with an
    # [intrigue] icon participates on your side
    Script(
        "12028",
        abilities=(
            Ability(
                "action",
                "during a military challenge, a character you control with an intrigue icon "
                "participates on your side",
                _joins_on_your_side,
                condition=_during_military_challenge,
                targets=(
                    Target(
                        _your_intrigue_character,
                        what="a character you control with an intrigue icon, not participating",
                    ),
                ),
            ),
        ),
    ),
)
