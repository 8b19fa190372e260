"""Daenerys Targaryen (15001, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import _in_top
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    effects,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _attachment_or_dragon(st: GameState, use: Use, cid: str) -> bool:
    card = st.cards[cid].card
    return _in_top(st, use, cid, 10) and (card.type == "attachment" or card.has_trait("Dragon"))


def _dany_found(st: GameState, use: Use) -> list[Prim]:
    """To hand (``choice`` "hand"), or into play if its printed cost is 3 or lower ("play",
    an attachment's host as the second target); then the deck is shuffled."""
    found: list[Prim] = []
    if use.targets:
        cid, host = use.targets[0], (use.targets[1] if len(use.targets) > 1 else None)
        if use.choice == "play":
            if (st.cards[cid].card.cost or 0) > 3:
                raise RuleError("R-TARGET-1", "15001 Daenerys Targaryen: only a card with "
                                "printed cost 3 or lower may be put into play")  # fmt: skip
            found.append(effects.entering(st, cid, use.seat, host))
        else:
            found.append(primitives.move(cid, "hand"))
    return [*found, primitives.shuffle(SEATS[use.seat])]


def _a_card_in_play(st: GameState, use: Use, cid: str) -> bool:
    return use.choice == "play" and st.cards[cid].zone == "play"


register(
    # Daenerys Targaryen: search the top 10 for an attachment or Dragon card (into play if
    # it costs 3 or less); once per round
    Script(
        "15001",
        abilities=(
            Ability(
                "action",
                "search the top 10 cards for an attachment or Dragon card",
                _dany_found,
                targets=(
                    Target(
                        _attachment_or_dragon,
                        0,
                        1,
                        "an attachment or Dragon card in the top 10 cards of your deck",
                    ),
                    Target(_a_card_in_play, 0, 1, "the card it attaches to"),
                ),
                choices=("hand", "play"),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
