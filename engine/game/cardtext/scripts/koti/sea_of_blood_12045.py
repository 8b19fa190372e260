"""Sea of Blood (12045, KotI, neutral agenda)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import card_search
from engine.game.logformat import primitives
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState

BLOOD = "blood"  # Sea of Blood's tokens


def _blood_on(st: GameState, cid: str) -> int:
    return st.tokens.get(cid, {}).get(BLOOD, 0)


def _sea_of_blood(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During [military] challenges, reduce the cost of each event you play by 1 for each
    blood token"; "You cannot play events during [intrigue] or [power] challenges"."""
    ch, seat = st.challenge, inst.controller
    if ch is None:
        return []
    if ch.type != "military":
        return [Contribution("cannot", seat, 1, "play:event", inst.id)]
    tokens = _blood_on(st, inst.id)
    return [Contribution("cost", seat, -tokens, "event", inst.id)] if tokens else []


def _blood_then_search(st: GameState, use: Use) -> list[Prim]:
    """Place a blood token on Sea of Blood. "Then, search your deck for an event, reveal it,
    and add it to your hand. Shuffle your deck"."""
    token: Prim = primitives.token(use.source, BLOOD, 1)
    return [token, *effects.found_to_hand_and_shuffle(st, use)]


def _won_military_by_5(st: GameState, use: Use, h: Happening) -> bool:
    return on.won_challenge("military", margin=5)(st, use, h)


register(
    # Sea of Blood: events cost less during [military] challenges, none during the others;
    # won a [military] challenge by 5: kneel your faction card, blood token, search an event
    Script(
        "12045",
        constants=(constants.constant("cost cannot", _sea_of_blood),),
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge by 5 or more STR, place a blood token, "
                "then search your deck for an event",
                _blood_then_search,
                trigger=_won_military_by_5,
                costs=(costs.kneel_faction(),),
                targets=(card_search(("event",), depth=10_000),),
            ),
        ),
    ),
)
