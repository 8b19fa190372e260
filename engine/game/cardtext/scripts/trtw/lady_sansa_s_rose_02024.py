"""Lady Sansa's Rose (02024, TRtW, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, Use, any_in_play_matching, card_test
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_LADY = card_test(type="character", controller="you", traits=("Lady",))


def _lone_knight(st: GameState, use: Use, h: Happening) -> str | None:
    """The Knight character of the user's that attacked or defended alone in the challenge
    ``h`` (the user's side of it had that one participant), or None."""
    side = h.get("attackers", ()) if h.get("attacker") == use.seat else h.get("defenders", ())
    if len(side) != 1:
        return None
    cid = str(side[0])
    inst = st.cards[cid]
    mine = inst.zone == "play" and inst.controller == use.seat
    return cid if mine and has_trait(st, cid, "Knight") else None


@answering("challenge_won")
def _won_with_a_lone_knight(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which you control a Knight character that is attacking
    or defending alone"."""
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and _lone_knight(st, use, h) is not None
    )


def _knight_gains_power(st: GameState, use: Use) -> list[Prim]:
    """That character gains 1 power, "3 power instead if you control a Lady character"."""
    assert use.answers is not None
    knight = _lone_knight(st, use, use.answers)
    amount = 3 if any_in_play_matching(st, _LADY, use.seat, use.source) else 1
    return [] if knight is None else [primitives.gain_power(amount, card=knight)]


register(
    # 02024 Lady Sansa's Rose: after you win with a Knight alone on your side, it gains 1
    # power (3 with a Lady)
    Script(
        "02024",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with a Knight attacking or defending alone, it gains "
                "1 power (3 if you control a Lady)",
                _knight_gains_power,
                trigger=_won_with_a_lone_knight,
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
