"""Typed builders of the effect and cost primitives, one per ``op``: what a card script writes.

A primitive is the plain JSON object an ability event's ``costs`` and ``effects`` hold; the
codec checks it against ``fields.PRIMITIVES`` as it reads a log. A script builds it with
these functions instead of a dict literal, so a misspelt op or field, a missing required
field or a value of the wrong kind is a mypy error, not a refusal the first time a test
happens to run the script. Each returns the same dict the literal gave (optional fields left
out when not given), so the codec, its messages and the replay are unchanged.
``tests/engine/game/test_primitive_builders.py`` holds each builder's parameters to
``fields.PRIMITIVES``, the one table the codec and the JSON Schema read; a field that is a
Python keyword takes a trailing underscore (``move_power(from_=...)``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Prim = dict[str, Any]  # a primitive as the log writes it


def _with(prim: Prim, **optional: Any) -> Prim:
    """The primitive with the optional fields that were given."""
    for name, value in optional.items():
        if value is not None:
            prim[name.rstrip("_")] = value
    return prim


def kneel(card: str) -> Prim:
    return {"op": "kneel", "card": card}


def stand(card: str) -> Prim:
    return {"op": "stand", "card": card}


def kill(card: str, *, saved_by: str | None = None, cannot_be_saved: bool | None = None) -> Prim:
    return _with({"op": "kill", "card": card}, saved_by=saved_by, cannot_be_saved=cannot_be_saved)


def discard(card: str, *, saved_by: str | None = None, cannot_be_saved: bool | None = None) -> Prim:
    return _with(
        {"op": "discard", "card": card}, saved_by=saved_by, cannot_be_saved=cannot_be_saved
    )


def return_to_hand(
    card: str, *, saved_by: str | None = None, cannot_be_saved: bool | None = None
) -> Prim:
    return _with(
        {"op": "return_to_hand", "card": card}, saved_by=saved_by, cannot_be_saved=cannot_be_saved
    )


def sacrifice(card: str, *, seat: str | None = None) -> Prim:
    return _with({"op": "sacrifice", "card": card}, seat=seat)


def gain_power(amount: int, *, card: str | None = None, seat: str | None = None) -> Prim:
    return _with({"op": "gain_power", "amount": amount}, card=card, seat=seat)


def move_power(
    amount: int,
    *,
    from_: str | None = None,
    to: str | None = None,
    from_seat: str | None = None,
    to_seat: str | None = None,
) -> Prim:
    return _with(
        {"op": "move_power", "amount": amount},
        from_=from_,
        to=to,
        from_seat=from_seat,
        to_seat=to_seat,
    )


def discard_power(amount: int, *, card: str | None = None, seat: str | None = None) -> Prim:
    return _with({"op": "discard_power", "amount": amount}, card=card, seat=seat)


def gain_gold(seat: str, amount: int) -> Prim:
    return {"op": "gain_gold", "seat": seat, "amount": amount}


def spend_gold(seat: str, amount: int) -> Prim:
    return {"op": "spend_gold", "seat": seat, "amount": amount}


def strength(card: str, amount: int, until: str, *, mode: str | None = None) -> Prim:
    return _with({"op": "strength", "card": card, "amount": amount, "until": until}, mode=mode)


def icon(card: str, icon: str, until: str, *, lose: bool | None = None) -> Prim:
    return _with({"op": "icon", "card": card, "icon": icon, "until": until}, lose=lose)


def keyword(card: str, keyword: str, until: str, *, lose: bool | None = None) -> Prim:
    return _with({"op": "keyword", "card": card, "keyword": keyword, "until": until}, lose=lose)


def plot_modifier(seat: str, stat: str, amount: int, until: str) -> Prim:
    return {"op": "plot_modifier", "seat": seat, "stat": stat, "amount": amount, "until": until}


def draw(seat: str, cards: Sequence[str]) -> Prim:
    return {"op": "draw", "seat": seat, "cards": cards}


def put_into_play(
    card: str,
    *,
    attach_to: str | None = None,
    seat: str | None = None,
    as_attachment: bool | None = None,
    knelt: bool | None = None,
) -> Prim:
    return _with(
        {"op": "put_into_play", "card": card},
        attach_to=attach_to,
        seat=seat,
        as_attachment=as_attachment,
        knelt=knelt,
    )


def take_control(card: str, seat: str) -> Prim:
    return {"op": "take_control", "card": card, "seat": seat}


def save(card: str) -> Prim:
    return {"op": "save", "card": card}


def shuffle(seat: str) -> Prim:
    return {"op": "shuffle", "seat": seat}


def cancel(*, card: str | None = None, only_target: str | None = None) -> Prim:
    return _with({"op": "cancel"}, card=card, only_target=only_target)


def retarget(card: str, to: str) -> Prim:
    return {"op": "retarget", "card": card, "to": to}


def participate(card: str, side: str) -> Prim:
    return {"op": "participate", "card": card, "side": side}


def lasting(
    effect: str,
    until: str,
    *,
    card: str | None = None,
    seat: str | None = None,
    amount: int | None = None,
    name: str | None = None,
    match: str | None = None,
    uses: int | None = None,
) -> Prim:
    return _with(
        {"op": "lasting", "effect": effect, "until": until},
        card=card,
        seat=seat,
        amount=amount,
        name=name,
        match=match,
        uses=uses,
    )


def token(card: str, token: str, amount: int) -> Prim:
    return {"op": "token", "card": card, "token": token, "amount": amount}


def move(card: str, to: str, *, bottom: bool | None = None, top: bool | None = None) -> Prim:
    return _with({"op": "move", "card": card, "to": to}, bottom=bottom, top=top)


def remove_from_game(card: str) -> Prim:
    return {"op": "remove_from_game", "card": card}


def remove_from_challenge(card: str) -> Prim:
    return {"op": "remove_from_challenge", "card": card}


def reveal(seat: str, cards: Sequence[str], *, from_: str | None = None) -> Prim:
    return _with({"op": "reveal", "seat": seat, "cards": cards}, from_=from_)


def shuffle_into_deck(card: str) -> Prim:
    return {"op": "shuffle_into_deck", "card": card}


def to_top_of_deck(card: str) -> Prim:
    return {"op": "to_top_of_deck", "card": card}


def place_duplicate(card: str, on: str) -> Prim:
    return {"op": "place_duplicate", "card": card, "on": on}


def attach_facedown(card: str, to: str) -> Prim:
    return {"op": "attach_facedown", "card": card, "to": to}


def take_from_deck(card: str) -> Prim:
    return {"op": "take_from_deck", "card": card}


def shuffle_deck(seat: str) -> Prim:
    return {"op": "shuffle_deck", "seat": seat}


def arrange_deck(seat: str, top: Sequence[str], bottom: Sequence[str]) -> Prim:
    return {"op": "arrange_deck", "seat": seat, "top": top, "bottom": bottom}


def reveal_plot(card: str) -> Prim:
    return {"op": "reveal_plot", "card": card}


def move_attachment(card: str, to: str) -> Prim:
    return {"op": "move_attachment", "card": card, "to": to}


def claim_as_power() -> Prim:
    return {"op": "claim_as_power"}


def claim_as_military() -> Prim:
    return {"op": "claim_as_military"}


def claim_against(seat: str) -> Prim:
    return {"op": "claim_against", "seat": seat}


def claim_replaced() -> Prim:
    return {"op": "claim_replaced"}


def end_challenge() -> Prim:
    return {"op": "end_challenge"}


def discard_instead(card: str, of: str) -> Prim:
    return {"op": "discard_instead", "card": card, "of": of}
