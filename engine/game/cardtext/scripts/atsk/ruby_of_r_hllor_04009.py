"""Ruby of R'hllor (04009, AtSK, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _discard_the_named_card(st: GameState, use: Use) -> list[Prim]:
    """ "name a card" (``choice``: a card title); the losing opponent reveals his or her hand
    and discards each card with that name."""
    if not use.choice:
        raise RuleError("R-EFFECT-1", "name a card (field 'choice': a card title)")
    assert use.answers is not None
    loser = int(use.answers.get("loser"))
    hand = list(st.players[loser].hand)
    found: list[Prim] = [primitives.reveal(SEATS[loser], hand, from_="hand")]
    return found + [
        primitives.discard(cid) for cid in hand if st.cards[cid].card.name == use.choice
    ]


register(
    # Ruby of R'hllor: after you win an [intrigue] challenge "in which attached character is
    # attacking", name a card: the loser reveals his or her hand and discards each copy
    Script(
        "04009",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge attacking with the attached character, "
                "name a card: the loser discards each card of that name from hand",
                _discard_the_named_card,
                trigger=triggers.won_challenge(
                    "intrigue", attacking=True, attached_participating=True
                ),
            ),
        ),
    ),
)
