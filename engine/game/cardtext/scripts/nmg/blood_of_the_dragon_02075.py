"""Blood of the Dragon (02075, NMG, targaryen plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, characters


def _non_dragons_weakened(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Each non-Dragon character gets -1 STR and is killed if its STR is 0" (every
    player's characters)."""
    found: list[Contribution] = []
    for player in st.players:
        for cid in characters(st, player.index):
            if not has_trait(st, cid, "Dragon"):
                found.append(Contribution("str", cid, -1, "", inst.id))
                found.append(Contribution("kill_at_zero", cid, 1, "", inst.id))
    return found


register(
    # Blood of the Dragon: non-Dragon characters -1 STR, killed at 0 STR
    Script(
        "02075",
        constants=(constants.constant("str kill_at_zero", _non_dragons_weakened),),
    ),
)
