"""The shadow keyword: marshaling a card facedown into shadows, and bringing it out
(docs/decisions/shadow-keyword.md: the rule digests have no shadow entry yet, so the errors
cite the nearest rules: [R-KW-1], [R-MARSHAL-1], [R-PUT-1], [R-COST-1], [R-EVENT-6]).

* ``into_shadows`` (``seat``, ``card``): the active player's marshaling action, from hand,
  paying 2 gold; the card waits facedown in its owner's shadows area, out of play.
* ``out_of_shadows`` (``seat``, ``card``, optional ``attach_to``): a player action in any
  action window, paying the card's shadow (X); the card enters play (not marshaled) and the
  framework records ``entered_play`` with ``how`` "shadows" ("after X comes out of shadows").
"""

from __future__ import annotations

from typing import Final

from engine.game.framework import flow
from engine.game.logformat.events import IntoShadows, OutOfShadows
from engine.game.logformat.log import SEATS
from engine.game.play.handlers.base import own_cards, seat_of
from engine.game.play.handlers.marshal import check_card_to_play
from engine.game.rules.zones import enter_play, place, take_out
from engine.game.state import effects
from engine.game.state.model import GameState, RuleError

INTO_SHADOWS_COST: Final = 2  # shadow rule S2


def _name(st: GameState, cid: str) -> str:
    card = st.cards[cid].card
    return f"{cid} ({card.code} {card.name})"


def fits_into_shadows(st: GameState, ev: IntoShadows) -> bool:
    return st.step == "F-AW-3" and st.active == seat_of(st, ev)


def check_into_shadows(st: GameState, ev: IntoShadows) -> None:
    seat, cid = seat_of(st, ev), ev.card
    own_cards(st, seat, [cid], "hand", "R-MARSHAL-1")
    if not st.cards[cid].card.keywords.has_shadow:
        raise RuleError("R-KW-1", f"{_name(st, cid)} has no shadow keyword")
    gold = st.players[seat].gold
    if gold < INTO_SHADOWS_COST:
        raise RuleError(
            "R-MARSHAL-1",
            f"marshaling {_name(st, cid)} into shadows costs 2 gold; the gold pool holds {gold}",
        )


def apply_into_shadows(st: GameState, ev: IntoShadows) -> None:
    seat, cid = seat_of(st, ev), ev.card
    st.players[seat].gold -= INTO_SHADOWS_COST
    take_out(st, cid)
    place(st, cid, "shadows")


def shadow_cost(st: GameState, cid: str) -> int:
    """The card's printed shadow (X) (shadow rule S3); "Shadow (X)" set by card text is not
    read (no card of the standalone decks prints it)."""
    x = st.cards[cid].card.keywords.shadow
    if x is None:
        raise RuleError("R-KW-1", f"{_name(st, cid)} has no printed shadow (X) value")
    return x


def fits_out_of_shadows(st: GameState, ev: OutOfShadows) -> bool:
    return st.step in flow.ACTION_WINDOWS


def check_out_of_shadows(st: GameState, ev: OutOfShadows) -> None:
    seat, cid = seat_of(st, ev), ev.card
    own_cards(st, seat, [cid], "shadows", "R-PUT-1")
    if st.cards[cid].card.type == "event":
        raise RuleError(
            "R-EVENT-6",
            f"{_name(st, cid)}: an event does not enter play (events played from "
            "shadows are not read yet)",
        )
    check_card_to_play(st, seat, cid, ev.attach_to, "R-PUT-1", zone="shadows")
    x, gold = shadow_cost(st, cid), st.players[seat].gold
    if x > gold:
        raise RuleError(
            "R-COST-1",
            f"bringing {_name(st, cid)} out of shadows costs {x}; {SEATS[seat]}'s gold pool "
            f"holds {gold}",
        )


def apply_out_of_shadows(st: GameState, ev: OutOfShadows) -> None:
    """It enters play, not marshaled: limited does not count it ([R-PUT-4], shadow rule S5)."""
    seat, cid = seat_of(st, ev), ev.card
    st.players[seat].gold -= shadow_cost(st, cid)
    enter_play(st, cid, seat, ev.attach_to, how="shadows")
    effects.happen(
        st,
        "entered_play",
        seat,
        cid,
        how="shadows",
        phase=st.phase,
        during_challenge=st.challenge is not None,
    )
