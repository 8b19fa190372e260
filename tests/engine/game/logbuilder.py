"""A small builder for hand-written match logs (sample cards), so golden logs stay readable.

Short card ids without the seat are accepted (``"99101#1"`` in a call for seat A becomes
``"A:99101#1"``). ``draw(seat, n)`` picks cards not drawn yet, in a fixed order, so the logs
are deterministic.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parents[3]
SAMPLE_DECKS = ROOT / "engine/game/data/sample_cards/standalone-decks.json"
GOLDEN = Path(__file__).resolve().parents[1] / "golden/handwritten"


def sample_deck(index: int) -> dict[str, Any]:
    """Registered deck of SAMPLE-1 (Stark, index 0) or SAMPLE-2 (Lannister, index 1)."""
    from engine.game.data.cards import sample_cards

    db = sample_cards()
    raw = json.loads(SAMPLE_DECKS.read_text())[index]
    plots = {c["code"]: c["count"] for c in raw["cards"] if db.get(c["code"]).type == "plot"}
    cards = {c["code"]: c["count"] for c in raw["cards"] if db.get(c["code"]).type != "plot"}
    return {"faction": raw["faction"], "agenda": raw["agenda"], "plots": plots, "cards": cards}


class LogBuilder:
    """Appends numbered events; ``doc()`` returns the log as a dict."""

    def __init__(self, card_data: str = "sample") -> None:
        self.seats: list[dict[str, Any]] = [
            {"seat": "A", "name": "Alice", "deck": sample_deck(0)},
            {"seat": "B", "name": "Bob", "deck": sample_deck(1)},
        ]
        self.card_data = card_data
        self.events: list[dict[str, Any]] = []
        self.drawn: dict[str, set[str]] = {"A": set(), "B": set()}

    # --- low level ---
    def ev(self, type_: str, **fields: Any) -> LogBuilder:
        seat = fields.get("seat")
        event = {"seq": len(self.events) + 1, "type": type_}
        event.update({k: _full(v, seat) for k, v in fields.items()})
        self.events.append(event)
        return self

    def doc(self) -> dict[str, Any]:
        return {
            "format": "agot-match-log/1",
            "ruleset": "agot2-joust",
            "card_data": self.card_data,
            "restricted_list": None,
            "seats": copy.deepcopy(self.seats),
            "events": copy.deepcopy(self.events),
        }

    def deck_ids(self, seat: str) -> list[str]:
        deck: dict[str, int] = self.seats["AB".index(seat)]["deck"]["cards"]
        return [f"{seat}:{code}#{n}" for code in sorted(deck) for n in range(1, deck[code] + 1)]

    # --- helpers ---
    def draw(
        self, seat: str, n: int = 0, cards: list[str] | None = None, avoid: tuple[str, ...] = ()
    ) -> LogBuilder:
        """Draw named cards, or ``n`` filler cards not drawn yet (never codes in ``avoid``)."""
        if cards is None:
            cards = self._filler(seat, n, avoid)
        full = [_full(c, seat) for c in cards]
        self.drawn[seat].update(full)
        return self.ev("draw", seat=seat, cards=full)

    def opening(
        self,
        hand_a: list[str],
        hand_b: list[str],
        setup_a: list[str],
        setup_b: list[str],
        attach_a: dict[str, str] | None = None,
        attach_b: dict[str, str] | None = None,
        first: str = "A",
    ) -> LogBuilder:
        """[S-2]..[S-10]: first player, 7-card hands (named cards + filler), no mulligan,
        setup placement, draw up to 7."""
        self.ev("first_player", seat=first)
        second = "B" if first == "A" else "A"
        hands = {"A": hand_a, "B": hand_b}
        setups = {"A": (setup_a, attach_a), "B": (setup_b, attach_b)}
        for seat in (first, second):
            named = [_full(c, seat) for c in hands[seat]]
            self.drawn[seat].update(named)
            self.draw(seat, cards=named + self._filler(seat, 7 - len(named)))
        for seat in (first, second):
            self.ev("mulligan", seat=seat, mulligan=False)
        for seat in (first, second):
            cards, attach = setups[seat]
            fields: dict[str, Any] = {"seat": seat, "cards": cards}
            if attach:
                fields["attach"] = {_full(k, seat): _full(v, seat) for k, v in attach.items()}
            self.ev("setup", **fields)
        for seat in (first, second):
            if setups[seat][0]:
                self.draw(seat, len(setups[seat][0]))
        return self

    def _filler(self, seat: str, n: int, avoid: tuple[str, ...] = ()) -> list[str]:
        left = [c for c in reversed(self.deck_ids(seat)) if c not in self.drawn[seat]]
        plain = [c for c in left if c[2:7] not in FILLER_AVOID + avoid]
        return (plain + [c for c in left if c not in plain])[:n]

    def plots(self, plot_a: str, plot_b: str) -> LogBuilder:
        self.ev("plot", seat="A", card=plot_a)
        return self.ev("plot", seat="B", card=plot_b)

    def draw_phase(self) -> LogBuilder:
        return self.draw("A", 2).draw("B", 2)


# Filler draws never pick these, so hands stay predictable: events, attachments and the
# keyword characters the tests name explicitly.
FILLER_AVOID = (
    "99101",
    "99102",
    "99103",
    "99104",
    "99105",
    "99106",
    "99111",
    "99112",
    "99113",
    "99115",
    "99116",
    "99117",
    "99201",
    "99202",
    "99203",
    "99205",
    "99206",
    "99209",
    "99210",
    "99211",
    "99212",
    "99301",
    "99304",
    "99305",
    "99307",
)


def _full(value: Any, seat: Any) -> Any:
    """Prefix short ids (``99101#1``) with the seat letter."""
    if isinstance(value, str) and "#" in value and ":" not in value and seat in ("A", "B"):
        return f"{seat}:{value}"
    if isinstance(value, list):
        return [_full(v, seat) for v in value]
    if isinstance(value, dict):
        return {_full(k, seat): _full(v, seat) for k, v in value.items()}
    return value


def save(name: str, doc: dict[str, Any]) -> Path:
    """Write a golden log (pretty, stable) and return its path."""
    path = GOLDEN / f"{name}.json"
    data = orjson.dumps(doc, option=orjson.OPT_INDENT_2) + b"\n"
    if not path.exists() or path.read_bytes() != data:  # rewrite only when the test changed
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return path


SHARED_DATA = ROOT.parent / "shared/data/throneteki-json-data"


def core_deck(deck_id: str) -> dict[str, Any]:
    """A Core Set starter deck of the community data (``Core-1`` Stark, ``Core-4`` ...)."""
    from engine.game.data.cards import load_cards

    db = load_cards(SHARED_DATA)
    raw = next(
        d
        for d in json.loads((SHARED_DATA / "standalone-decks.json").read_text())
        if d["id"] == deck_id
    )
    plots = {c["code"]: c["count"] for c in raw["cards"] if db.get(c["code"]).type == "plot"}
    cards = {c["code"]: c["count"] for c in raw["cards"] if db.get(c["code"]).type != "plot"}
    return {"faction": raw["faction"], "agenda": raw.get("agenda"), "plots": plots, "cards": cards}


def core_builder() -> LogBuilder:
    """A builder for Core-1 (The Old Ways, Stark) against Core-4 (Secrets and Schemes)."""
    b = LogBuilder(card_data="throneteki-json-data")
    b.seats[0]["deck"] = core_deck("Core-1")
    b.seats[1]["deck"] = core_deck("Core-4")
    return b


# --- shared games: round one (every phase) and helpers to go on from it ---


def round_one() -> LogBuilder:
    """Setup and a full first round: marshaling, a military challenge with claim 2, an
    intrigue challenge with stealth (unopposed), a power challenge (unopposed, power claim),
    a dominance tie, standing, taxation with reserve discards, and a checkpoint."""
    b = LogBuilder()
    b.opening(
        ["99101#1", "99102#1", "99103#1"],
        ["99201#1", "99207#1", "99203#1"],
        ["99101#1", "99102#1"],
        ["99201#1", "99207#1"],
    )
    b.plots("A:99002#1", "B:99008#1")  # Iron Muster (init 3, claim 2) / Swift Ravens (init 6)
    b.ev("initiative", seat="B")
    b.ev("first_player", seat="A")  # B won initiative and lets A go first
    b.draw_phase()
    b.ev("marshal", seat="A", card="99103#1", cost=3)
    b.ev("pass", seat="A")
    b.ev("marshal", seat="B", card="99203#1")
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1", "99103#1"])
    b.ev("defenders", seat="B", defenders=["99203#1"])
    b.ev("challenge_result", winner="A", attacker_str=8, defender_str=3, unopposed=False)
    b.ev("claim", seat="B", cards=["99207#1", "99203#1"])
    b.ev("keyword", seat="A", keyword="renown", card="99101#1")
    b.ev(
        "challenge",
        seat="A",
        challenge="intrigue",
        attackers=["99102#1"],
        stealth={"A:99102#1": "B:99201#1"},
    )
    b.ev("defenders", seat="B", defenders=[])
    b.ev("challenge_result", winner="A", attacker_str=1, defender_str=0, unopposed=True)
    hand_b = [c for c in sorted(b.drawn["B"]) if c not in ("B:99201#1", "B:99207#1", "B:99203#1")]
    b.ev("claim", seat="B", cards=hand_b[:2])
    b.ev("challenge", seat="B", challenge="power", attackers=["99201#1"])
    b.ev("defenders", seat="A", defenders=[])
    b.ev("challenge_result", winner="B", attacker_str=6, defender_str=0, unopposed=True)
    b.ev("dominance")
    hand_a = [c for c in sorted(b.drawn["A"]) if c not in ("A:99101#1", "A:99102#1", "A:99103#1")]
    b.ev("reserve", seat="A", cards=hand_a[:3])
    b.ev("reserve", seat="B", cards=hand_b[2:3])
    b.ev(
        "checkpoint",
        round=1,
        seats={
            "A": {"power": 1, "faction_power": 0, "hand": 5, "gold": 0, "dead": 0},
            "B": {"power": 3, "faction_power": 2, "hand": 5, "dead": 2, "discard": 3},
        },
    )
    return b


def remaining_deck(b: LogBuilder, seat: str) -> list[str]:
    """The seat's cards not drawn yet (the builder's bookkeeping), in a fixed order."""
    return [c for c in reversed(b.deck_ids(seat)) if c not in b.drawn[seat]]


def into_round_two(
    b: LogBuilder, plot_a: str = "A:99004#1", plot_b: str = "B:99009#1", first: str = "A"
) -> LogBuilder:
    """Round two's plot phase: Long Night Falls (init 5) vs Sealed Gates (init 7)."""
    b.plots(plot_a, plot_b)
    b.ev("first_player", seat=first)
    return b


def gain(b: LogBuilder, seat: str, amount: int, card: str | None = None) -> LogBuilder:
    """An (unverified) action whose effect gains power: a quick way to set up power totals."""
    effect: dict[str, object] = {"op": "gain_power", "amount": amount}
    effect.update({"card": card} if card else {"seat": seat})
    return b.ev("ability", seat=seat, source=f"{seat}:faction", kind="action", effects=[effect])


def round_two(draw_a: list[str], draw_b: list[str], gold_a: int = 0, gold_b: int = 0) -> LogBuilder:
    """Round one, then round two up to A's marshaling turn (A first player): each player
    draws the named cards (two in the draw phase, the rest by an unverified action);
    ``gold_*`` adds gold with an (unverified) action, for tests that need more than Long
    Night Falls' / Sealed Gates' income of 3."""
    b = into_round_two(round_one())
    for seat, named in (("A", draw_a), ("B", draw_b)):
        b.drawn[seat].update(named[:2])
        b.draw(seat, cards=named[:2] + b._filler(seat, 2 - len(named[:2])))
    for seat, named in (("A", draw_a), ("B", draw_b)):
        if named[2:]:  # more than the draw phase gives: an (unverified) draw action
            b.drawn[seat].update(named[2:])
            b.ev(
                "ability",
                seat=seat,
                source=f"{seat}:faction",
                kind="action",
                effects=[{"op": "draw", "seat": seat, "cards": named[2:]}],
            )
    for seat, gold in (("A", gold_a), ("B", gold_b)):
        if gold:
            b.ev(
                "ability",
                seat=seat,
                source=f"{seat}:faction",
                kind="action",
                at="F-AW-3",
                effects=[{"op": "gain_gold", "seat": seat, "amount": gold}],
            )
    return b
