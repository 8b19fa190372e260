"""Even Handed Justice (03026, WotN, baratheon event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _standing_character(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and not inst.kneeling
        and not st.players[inst.controller].eliminated
    )


def _one_per_player(st: GameState, use: Use) -> list[Prim]:
    """ "Choose a standing character controlled by each player. Kneel each"."""
    owners = sorted(st.cards[cid].controller for cid in use.targets)
    able = sorted(
        p.index
        for p in st.players
        if any(_standing_character(st, use, c) for c in p.in_play) and not p.eliminated
    )
    if owners != able:
        raise RuleError("R-TARGET-1", "choose one standing character of each player (if able)")
    return [primitives.kneel(cid) for cid in use.targets]


register(
    # Even Handed Justice: kneel a standing character of each player
    Script(
        "03026",
        abilities=(
            Ability(
                "action",
                "kneel a standing character controlled by each player",
                _one_per_player,
                targets=(Target(_standing_character, 1, 6, "a standing character of each player"),),
            ),
        ),
    ),
)
