"""Renly Baratheon (14004, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.state.model import GameState, strength


def _renlys_pick(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-[baratheon] character with printed cost X or lower" in your hand, X Renly
    Baratheon's STR now."""
    inst = st.cards[cid]
    return (
        inst.zone == "hand"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and inst.card.faction != "baratheon"
        and (inst.card.cost or 0) <= strength(st, use.source)
    )


def _into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


register(
    # 14004 Renly Baratheon: kneel your faction card to put a non-[baratheon] character of
    # printed cost X or lower into play from your hand, X his STR (renown: framework)
    Script(
        "14004",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to put a non-Baratheon character with printed cost X "
                "or lower into play from your hand (X: Renly's STR)",
                _into_play,
                costs=(costs.kneel_faction(),),
                targets=(
                    Target(
                        _renlys_pick,
                        what="a non-Baratheon character in your hand with printed cost X or "
                        "lower (X: Renly's STR)",
                    ),
                ),
            ),
        ),
    ),
)
