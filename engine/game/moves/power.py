"""The power primitives of ability events: ``gain_power``, ``discard_power`` and
``move_power``, on a card in play or a faction card ([R-GAIN-2], [R-MOVEPOWER-1]), and the
checks every primitive shares (a card in play, a positive amount)."""

from __future__ import annotations

from typing import Any

from engine.game.state import effects
from engine.game.state.model import GameState, RuleError, cannot_gain_power


def require_in_play(st: GameState, cid: str, rule: str) -> None:
    if st.card(cid).zone != "play":
        raise RuleError(rule, f"{cid} is not in play")


def require_positive(p: dict[str, Any]) -> None:
    if p["amount"] < 1:
        raise RuleError("R-ABIL-7", f"{p['op']} needs a positive amount")


def _power_holder(st: GameState, cid: str | None, seat_key: str | None) -> tuple[str, int]:
    if cid is not None and not cid.endswith(":faction"):
        require_in_play(st, cid, "R-GAIN-2")
        return cid, st.cards[cid].power
    if seat_key is None and cid is None:
        raise RuleError("R-GAIN-2", "power needs a card or a seat's faction card")
    key = seat_key if seat_key is not None else (cid or "A")[0]
    return f"{key}:faction", st.player(key).power


def _set_power(st: GameState, holder: str, value: int) -> None:
    if holder.endswith(":faction"):
        st.player(holder[0]).power = value
    else:
        st.cards[holder].power = value


def gain_power(st: GameState, seat: int, p: dict[str, Any]) -> None:
    holder, value = _power_holder(st, p.get("card"), p.get("seat"))
    require_positive(p)
    _may_gain_power(st, holder)
    _set_power(st, holder, value + p["amount"])
    if not holder.endswith(":faction"):
        effects.happen(st, "gained_power", st.cards[holder].controller, holder)


def _may_gain_power(st: GameState, holder: str) -> None:
    """Power gained or moved onto a card it cannot gain ([R-CANNOT-1])."""
    if not holder.endswith(":faction") and cannot_gain_power(st, holder):
        card = st.cards[holder].card
        raise RuleError(
            "R-CANNOT-1", f"{holder} ({card.code} {card.name}) cannot gain power (card text)"
        )


def discard_power(st: GameState, seat: int, p: dict[str, Any]) -> None:
    holder, value = _power_holder(st, p.get("card"), p.get("seat"))
    require_positive(p)
    if value < p["amount"]:
        raise RuleError("R-ABIL-7", f"{holder} has only {value} power")
    _set_power(st, holder, value - p["amount"])


def move_power(st: GameState, seat: int, p: dict[str, Any]) -> None:
    src, have = _power_holder(st, p.get("from"), p.get("from_seat"))
    dst, _ = _power_holder(st, p.get("to"), p.get("to_seat"))
    require_positive(p)
    if src == dst:
        raise RuleError("R-MOVE-1", "power cannot move to where it already is")
    if have < p["amount"]:
        raise RuleError("R-MOVEPOWER-1", f"{src} has only {have} power to move")
    _may_gain_power(st, dst)
    _set_power(st, src, have - p["amount"])
    _set_power(
        st,
        dst,
        (st.player(dst[0]).power if dst.endswith(":faction") else st.cards[dst].power)
        + p["amount"],
    )
    if not dst.endswith(":faction"):  # "After power is ... moved to a character" (Riverrun)
        effects.happen(st, "power_moved", st.cards[dst].controller, dst, amount=p["amount"])
