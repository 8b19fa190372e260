"""NMG, targaryen: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants, in_play_matching
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, characters

_YOUR_DOTHRAKI = card_test(type="character", controller="you", traits=("Dothraki",))


def _outriders_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the cost to marshal Dothraki Outriders by 1 for each Dothraki character you
    control" (read while it is in its owner's hand; no minimum but 0)."""
    count = len(in_play_matching(st, _YOUR_DOTHRAKI, inst.owner, inst.id))
    return [Contribution("own_cost", inst.id, count, "0", inst.id)] if count else []


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
    # Dothraki Outriders: 1 cheaper per Dothraki character you control (No attachments,
    # pillage: framework)
    Script(
        "02074",
        constants=(Constant(frozenset({"own_cost"}), _outriders_cheaper, zones=("hand",)),),
    ),
    # Blood of the Dragon: non-Dragon characters -1 STR, killed at 0 STR
    Script(
        "02075",
        constants=(constants.constant("str kill_at_zero", _non_dragons_weakened),),
    ),
)
