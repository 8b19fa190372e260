"""Olenna's Cunning (01196, Core, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_CARD_TYPES = ("character", "location", "attachment", "event")


def _search_other_type(st: GameState, use: Use) -> list[Prim]:
    """Olenna's Cunning: the losing opponent named a card type (``choice``); the log names
    the card found (a ``take_from_deck`` effect; none is allowed, [R-SEARCH-3]); then the
    deck is shuffled ([R-SEARCH-2])."""
    player = st.players[use.seat]
    found = [str(p.get("card")) for p in use.outcome("take_from_deck")]
    if len(found) > 1:
        raise RuleError("R-EFFECT-1", "the text adds 1 card from your deck to your hand")
    for cid in found:
        inst = st.card(cid)
        if inst.zone != "deck" or inst.owner != use.seat:
            raise RuleError("R-SEARCH-1", f"{cid} is not in {player.key}'s deck")
        if inst.card.type == use.choice:
            raise RuleError("R-SEARCH-4", f"{cid} is a {use.choice}, the type the opponent named")
    found_prims: list[Prim] = [primitives.take_from_deck(cid) for cid in found]
    return [*found_prims, primitives.shuffle_deck(player.key)]


register(
    # Olenna's Cunning: win [intrigue]/[power], search for a card of another type
    Script(
        "01196",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue or power challenge, search your deck for a card",
                _search_other_type,
                trigger=on.won_challenge(("intrigue", "power")),
                choices=_CARD_TYPES,
            ),
        ),
    ),
)
