"""The Conclave (09045, HoT, neutral agenda)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.hot._shared import _top_of_deck
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

UNDER = "under_agenda"  # the out-of-play area of the cards facedown under the agenda


_CONCLAVE_CARDS = 7


def _conclave_top_7(st: GameState, use: Use, cid: str) -> bool:
    """ "Place the top 7 cards of your deck facedown under this agenda": the log names them."""
    inst = st.cards[cid]
    return inst.owner == use.seat and cid in _top_of_deck(st, use.seat, _CONCLAVE_CARDS)


def _before_setup_cards(st: GameState, use: Use) -> str | None:
    """Setup, after the player's setup hand is final and before his or her setup cards are
    placed, once. Not enforced as due: see docs/decisions/conclave-setup.md."""
    player = st.players[use.seat]
    if st.round != 0 or player.setup_done or player.mulligan is None or player.pending_draw:
        return "only at setup, after the setup hand is kept and before setup cards are placed"
    return "the cards are already under the agenda" if player.under_agenda else None


def _under_conclave(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == UNDER and inst.owner == use.seat


def _won_with_a_maester(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which you control a participating Maester character"."""
    maester = card_test(type="character", traits=("Maester",), controller="you")
    return on.won_challenge(participant=maester)(st, use, h)


def _switch_with_top(st: GameState, use: Use) -> list[Prim]:
    """ "Switch it with the top card of your deck": the top card (a chance outcome while the
    order is unknown) goes under the agenda, the chosen card on top of the deck."""
    deck = st.players[use.seat].deck
    if not deck:
        return []
    stated = [p["card"] for p in use.outcome("move") if p.get("to") == UNDER]
    if use.offering:
        use.extra["chance"] = True  # the offer states the effects (a chance outcome)
    top = deck[-1] if use.offering or st.players[use.seat].deck_known else None
    if top is None:
        if len(stated) != 1 or stated[0] not in deck:
            raise RuleError("R-EFFECT-1", "name the top card of your deck moved under the agenda")
        top = stated[0]
    return [
        primitives.move(top, UNDER),
        *(primitives.move(cid, "deck", top=True) for cid in use.targets),
    ]


register(
    # The Conclave: deckbuilding (engine.game.data.legality); the top 7 cards under it before the
    # setup cards are placed; after a win with a participating Maester, switch one of them
    # with the top card of your deck
    Script(
        "09045",
        abilities=(
            Ability(
                "forced",
                "before placing setup cards, place the top 7 cards of your deck under this agenda",
                effects.on_targets("move", to=UNDER),
                condition=_before_setup_cards,
                targets=(Target(_conclave_top_7, 7, 7, what="the top 7 cards of your deck"),),
            ),
            Ability(
                "reaction",
                "after you win a challenge with a participating Maester, switch a card under "
                "this agenda with the top card of your deck",
                _switch_with_top,
                trigger=_won_with_a_maester,
                targets=(Target(_under_conclave, what="a card under this agenda"),),
            ),
        ),
    ),
)
