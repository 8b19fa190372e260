"""Marched to the Wall (01015, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.immunity import immune_to
from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError, characters


def _by_controller(st: GameState, chosen: list[str]) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {p.index: [] for p in st.players if not p.eliminated}
    for cid in chosen:
        found[st.cards[cid].controller].append(cid)
    return found


def _in_the_game(st: GameState, use: Use, cid: str) -> bool:
    """A character in play whose controller is still in the game (an eliminated player takes
    no further part, [R-ELIM-1])."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and not st.players[inst.controller].eliminated
    )


def _each_discards_one(st: GameState, use: Use) -> list[Prim]:
    """Each player chooses a character he or she controls (if able: not one immune to the
    plot, [R-IMMUNE-1]); each is discarded."""
    for index, picked in _by_controller(st, use.targets).items():
        able = [c for c in characters(st, index) if not immune_to(st, c, use.seat, use.source)]
        due = 1 if able else 0
        if len(picked) != due:
            raise RuleError(
                "R-TARGET-3",
                f"{SEATS[index]} chooses {due} character(s) it controls, not {len(picked)}",
            )
    return [primitives.discard(cid, cannot_be_saved=True) for cid in use.targets]


_EACH_PLAYERS_CHARACTER = Target(_in_the_game, 0, 6, "a character its player controls")


register(
    # Marched to the Wall: each player discards a character (cannot be saved)
    Script(
        "01015",
        abilities=(
            Ability(
                "when_revealed",
                "each player discards a character he or she controls",
                _each_discards_one,
                targets=(_EACH_PLAYERS_CHARACTER,),
            ),
        ),
    ),
)
