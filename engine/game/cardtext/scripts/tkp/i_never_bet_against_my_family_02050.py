"""I Never Bet Against My Family (02050, TKP, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs, effects
from engine.game.cardtext.vocab.cards import enters_as_duplicate
from engine.game.cardtext.vocab.reveals import revealed_bottom
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _in_your_deck(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "deck" and inst.owner == use.seat


def _never_bet(st: GameState, use: Use) -> list[Prim]:
    """Reveal the bottom 5; a unique [lannister] character among them may enter play, to be
    discarded at the end of the phase (``at_end``: nothing can save it). The others are
    already at the bottom of the deck; their new order is not logged
    (docs/decisions/card-text-tkp.md)."""
    cards = revealed_bottom(st, use, 5)
    found: list[Prim] = [primitives.reveal(SEATS[use.seat], cards, from_="bottom")]  # fmt: skip
    for cid in use.targets:
        card = st.cards[cid].card  # printed: the card is out of play
        if (
            cid not in cards
            or card.type != "character"
            or not card.unique
            or (card.faction != "lannister")
        ):
            raise RuleError("R-TARGET-1", f"02050 I Never Bet Against My Family: {cid} is not "
                            "a unique Lannister character revealed this way")  # fmt: skip
        found.append(effects.entering(st, cid, use.seat))
        if not enters_as_duplicate(st, cid, use.seat):  # a duplicate is no card in play
            found.append(primitives.lasting("at_end", "phase", card=cid, name="discard"))
    return found


register(
    Script(
        "02050",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to reveal the bottom 5 cards of your deck and put a "
                "unique Lannister character revealed into play for the phase",
                _never_bet,
                phase="challenges",
                costs=(costs.kneel_faction(),),
                targets=(Target(_in_your_deck, 0, 1, "a unique Lannister character revealed"),),
            ),
        ),
    )
)
