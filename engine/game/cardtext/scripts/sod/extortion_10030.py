"""Extortion (10030, SoD, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state import effects as state_effects
from engine.game.state.model import GameState


def _losing_opponent(st: GameState, use: Use) -> int | None:
    h = triggers.open_answer(st, use)
    loser = None if h is None else h.get("loser")
    return loser if isinstance(loser, int) else None


def _extortion(st: GameState, use: Use) -> list[Prim]:
    """Gain 3 gold (none when the user cannot gain gold, [R-CANNOT-1]), and "return up to 3
    gold" of the loser's pool: as much as it holds, up to 3 (throneteki's ruling)."""
    found: list[Prim] = []
    if not state_effects.applies(st, "cannot", use.seat, "gain_gold"):
        found.append(primitives.gain_gold(SEATS[use.seat], 3))
    loser = _losing_opponent(st, use)
    returned = 0 if loser is None else min(3, st.players[loser].gold)
    if loser is not None and returned:
        found.append(primitives.spend_gold(SEATS[loser], returned))
    return found


register(
    # 10030 Extortion: after you win an [intrigue] challenge as the attacking player, gain 3
    # gold and return up to 3 of the losing opponent's gold to the treasury
    Script(
        "10030",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge as the attacker, gain 3 gold and return "
                "up to 3 of the loser's gold",
                _extortion,
                trigger=triggers.won_challenge("intrigue", attacking=True),
            ),
        ),
    ),
)
