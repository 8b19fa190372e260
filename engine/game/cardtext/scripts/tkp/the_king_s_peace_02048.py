"""The King's Peace (02048, TKP, baratheon plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState

# The King's Peace: the attacking player's answer, in the use's ``choice``
KNEEL, MOVE_POWER, END = "kneel", "move_power", "end"


def _attacker(st: GameState) -> int:
    ch = st.challenge
    assert ch is not None  # the ability answers a challenge just initiated
    return ch.attacker


def _answer_open(st: GameState, use: Use) -> str | None:
    """The attacking player may kneel a standing faction card or move 1 power he has; ending
    the challenge is always open to him (throneteki offers the same three)."""
    if st.challenge is None:
        return "no challenge to answer"
    attacker = st.players[_attacker(st)]
    if use.choice == KNEEL and attacker.faction_kneeling:
        return f"{attacker.key}'s faction card is already kneeling"
    if use.choice == MOVE_POWER and attacker.power < 1:
        return f"{attacker.key}'s faction card has no power to move"
    return None


def _kings_peace(st: GameState, use: Use) -> list[Prim]:
    attacker = SEATS[_attacker(st)]
    if use.choice == KNEEL:
        return [primitives.kneel(f"{attacker}:faction")]
    if use.choice == MOVE_POWER:
        return [primitives.move_power(1, from_seat=attacker, to_seat=SEATS[use.seat])]  # fmt: skip
    return [primitives.end_challenge()]


register(
    Script(
        "02048",
        abilities=(
            Ability(
                "reaction",
                "after a [military] or [power] challenge is initiated against you, the "
                "attacking player kneels his faction card, moves 1 power, or it ends",
                _kings_peace,
                trigger=on.initiated_against_you(("military", "power")),
                condition=_answer_open,
                choices=(KNEEL, MOVE_POWER, END),
            ),
        ),
    )
)
