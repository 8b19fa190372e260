"""Asha Greyjoy (08051, Km, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.km._shared import _self_pillaged
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.state.model import GameState


def _asha_search_depth(st: GameState, use: Use) -> int:
    """X: the cards in the losing opponent's discard pile."""
    loser = use.answers.get("loser") if use.answers is not None else None
    return 0 if loser is None else len(st.players[loser].discard)


def _in_top_x(st: GameState, use: Use, cid: str) -> bool:
    inst, player = st.cards[cid], st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    depth = _asha_search_depth(st, use)
    return depth > 0 and (not player.deck_known or cid in player.deck[::-1][:depth])


register(
    # Asha Greyjoy: after she pillages, search the top X cards for a card (X: the cards in
    # the losing opponent's discard pile) (Pillage, Stealth: framework)
    Script(
        "08051",
        abilities=(
            Ability(
                "reaction",
                "after she discards a card using pillage: search the top X cards for a card",
                effects.found_to_hand_and_shuffle,
                trigger=_self_pillaged(None),
                targets=(Target(_in_top_x, 0, 1, "a card in the top X cards of your deck"),),
            ),
        ),
    ),
)
