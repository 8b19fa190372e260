"""Short match logs with real cards, for the card-script tests (one test file per pack and
faction, tests named with the card code: ``test_01089_...``).

A ``CardGame`` deals each seat the named cards plus vanilla fillers (cards with no text), so
only the cards under test have text. Typical use::

    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1"])          # setup: Tyrion in play for A
    g.round()                             # plots (vanilla), first player A, draw phase
    g.ev("marshal", seat="A", card="01053#1")
    ...
    assert g.verdict().errors == ()

Decks hold 20 fillers and the plots 10 copies of a vanilla plot, beyond the deck rules: a
registered deck's legality is reported apart and never changes a verdict's status.
"""

from __future__ import annotations

from typing import Any

from engine.game.play.replay import Verdict, replay
from engine.game.state.model import GameState
from tests.engine.game.logbuilder import LogBuilder

# Cards with no text at all: fillers never interfere with the cards under test.
FILLERS = {"01053": 8, "01113": 8, "01187": 8}  # mil/pow, mil/int, int/pow; STR 2, cost 2
VANILLA_PLOT = "01025"  # The Winds of Winter: income 3, initiative 4, claim 2, reserve 5


class CardGame(LogBuilder):
    def __init__(
        self,
        a: list[str] | dict[str, int],
        b: list[str] | dict[str, int],
        plots_a: list[str] = (),  # type: ignore[assignment]
        plots_b: list[str] = (),  # type: ignore[assignment]
        faction_a: str = "lannister",
        faction_b: str = "stark",
        agenda_a: str | None = None,
        agenda_b: str | None = None,
    ) -> None:
        super().__init__(card_data="throneteki-json-data")
        for seat, named, plots, faction, agenda in (
            (0, a, plots_a, faction_a, agenda_a),
            (1, b, plots_b, faction_b, agenda_b),
        ):
            counts = dict(named) if isinstance(named, dict) else {c: 3 for c in named}
            deck_plots = {p: 1 for p in plots} | {VANILLA_PLOT: 10}
            self.seats[seat]["deck"] = {
                "faction": faction,
                "agenda": agenda,
                "plots": deck_plots,
                "cards": FILLERS | counts,
            }

    def _filler(self, seat: str, n: int, avoid: tuple[str, ...] = ()) -> list[str]:
        left = [c for c in reversed(self.deck_ids(seat)) if c not in self.drawn[seat]]
        return [c for c in left if c[2:7] in FILLERS][:n]

    def start(
        self,
        setup_a: list[str] = (),  # type: ignore[assignment]
        setup_b: list[str] = (),  # type: ignore[assignment]
        hand_a: list[str] = (),  # type: ignore[assignment]
        hand_b: list[str] = (),  # type: ignore[assignment]
        attach_a: dict[str, str] | None = None,
        attach_b: dict[str, str] | None = None,
        first: str = "A",
    ) -> CardGame:
        """Setup: each seat's named hand (setup cards plus ``hand_*``), setup placed."""
        self.opening(
            list(setup_a) + list(hand_a),
            list(setup_b) + list(hand_b),
            list(setup_a),
            list(setup_b),
            attach_a,
            attach_b,
            first,
        )
        return self

    def round(
        self, plot_a: str | None = None, plot_b: str | None = None, first: str = "A"
    ) -> CardGame:
        """A round's plot phase (vanilla plots unless named), ``first`` chosen as first
        player, and the draw phase (two fillers each): the game rests in A's marshaling."""
        used = {ev.get("card") for ev in self.events if ev["type"] == "plot"}
        for seat, named in (("A", plot_a), ("B", plot_b)):
            card = named or next(
                f"{seat}:{VANILLA_PLOT}#{n}"
                for n in range(1, 11)
                if f"{seat}:{VANILLA_PLOT}#{n}" not in used
            )
            self.ev("plot", seat=seat, card=card if ":" in card else f"{seat}:{card}")
        self.ev("initiative", seat=first, at="F-1.3.I")
        self.ev("first_player", seat=first)
        return self.draw("A", 2).draw("B", 2)

    def ability(self, seat: str, source: str, kind: str, **fields: Any) -> CardGame:
        """An ability event (short ids are completed with ``seat``)."""
        self.ev("ability", seat=seat, source=source, kind=kind, **fields)
        return self

    def verdict(self) -> Verdict:
        return replay(self.doc())

    def state(self) -> GameState:
        verdict = self.verdict()
        assert verdict.errors == (), verdict.errors
        assert verdict.state is not None
        return verdict.state

    def error(self) -> tuple[int, str, str]:
        """(event number, rule id, message) of the first error; fails when valid."""
        verdict = self.verdict()
        assert verdict.errors, "expected an error"
        e = verdict.errors[0]
        return e.seq, e.rule, e.message

    def last_seq(self) -> int:
        return len(self.events)
