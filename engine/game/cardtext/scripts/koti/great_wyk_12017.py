"""Great Wyk (12017, KotI, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Limit, Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, hands
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("entered_play")
def _entered_from_your_dead_pile(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character enters play from your dead pile" (put into play from it: the
    ``entered_play`` happening's ``origin``; a card in your dead pile is yours)."""
    if h.kind != "entered_play" or h.get("origin") != "dead" or h.card not in st.cards:
        return False
    inst = st.cards[h.card]
    return inst.card.type == "character" and inst.owner == use.seat


def _each_opponent_discards_1(st: GameState, use: Use) -> list[Prim]:
    """ "each opponent chooses and discards 1 card from his or her hand"."""
    found: list[Prim] = []
    for p in st.players:
        if p.index != use.seat:
            found.extend(hands.chosen_from_hand(st, use, p.index, 1))
    return found


register(
    # Great Wyk: after a character enters play from your dead pile, each opponent discards a
    # card of his or her choice from hand (limit once per phase)
    Script(
        "12017",
        abilities=(
            Ability(
                "reaction",
                "after a character enters play from your dead pile, each opponent chooses "
                "and discards 1 card from his or her hand",
                _each_opponent_discards_1,
                trigger=_entered_from_your_dead_pile,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
