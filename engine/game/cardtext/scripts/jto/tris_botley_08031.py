"""Tris Botley (08031, JtO, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _ban_mark(st: GameState, tris: str) -> str:
    """The token marking a card Tris Botley removed, naming this Tris and when he entered
    play (a Tris that re-enters play is a new card, [R-LASTING-5])."""
    entered = st.cards[tris].entered
    return f"banned_by:{tris}:{entered[1] if entered else 0}"


def _remove_and_ban(st: GameState, use: Use) -> list[Prim]:
    """ "remove it from the game. Until Tris Botley leaves play, that player cannot marshal
    or play any copy of that card" (the removed card carries a mark his constant reads)."""
    mark = _ban_mark(st, use.source)
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.move(cid, "removed"),
            primitives.token(cid, mark, 1),
        )
    ]


def _tris_bans(st: GameState, inst: CardInst) -> list[Contribution]:
    mark = _ban_mark(st, inst.id)
    return [
        Contribution("cannot", p.index, 1, f"title:{st.cards[cid].card.name}", inst.id)
        for p in st.players
        for cid in p.removed
        if st.tokens.get(cid, {}).get(mark)
    ]


register(
    # Tris Botley: remove a card in an opponent's discard pile from the game; while he stays
    # in play, that player cannot marshal or play a copy (Limit once per round; Pillage:
    # framework)
    Script(
        "08031",
        constants=(constants.constant("cannot", _tris_bans),),
        abilities=(
            Ability(
                "action",
                "remove a card in an opponent's discard pile from the game: its copies banned",
                _remove_and_ban,
                targets=(
                    choose(
                        card_test(controller="opponent", zone="discard"),
                        "a card in an opponent's discard pile",
                    ),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
