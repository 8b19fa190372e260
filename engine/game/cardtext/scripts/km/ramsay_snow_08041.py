"""Ramsay Snow (08041, Km, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError, characters


def _each_player_sacrifices_one(st: GameState, use: Use) -> list[Prim]:
    """ "each player sacrifices a character, if able": one chosen character per player who
    controls any (each player's own choice, logged as the targets)."""
    chosen: dict[int, list[str]] = {}
    for cid in use.targets:
        chosen.setdefault(st.cards[cid].controller, []).append(cid)
    for p in st.players:
        due = 1 if characters(st, p.index) and not p.eliminated else 0
        if len(chosen.get(p.index, [])) != due:
            raise RuleError("R-TARGET-1", f"{p.key} sacrifices {due} character(s), if able")
    return [primitives.sacrifice(cid, seat=SEATS[st.cards[cid].controller]) for cid in use.targets]


def _any_character(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "play" and inst.card.type == "character"


register(
    # Ramsay Snow: forced, after he enters play each player sacrifices a character, if able
    Script(
        "08041",
        abilities=(
            Ability(
                "forced",
                "after he enters play: each player sacrifices a character, if able",
                _each_player_sacrifices_one,
                trigger=on.entered_play(),
                targets=(Target(_any_character, 0, 6, "a character of each player"),),
            ),
        ),
    ),
)
