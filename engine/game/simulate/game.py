"""The driver: plays a random legal joust on the replay's own working state.

Each event is chosen from ``legal_options`` and applied with ``replay.apply_event``, the
function the replay uses, so a simulated log can only hold events the replay accepts. Where
no decision is waited for, the driver advances the framework itself (``flow.advance``), as the
replay does when the next event arrives; a ``pass`` or ``ambush`` that would otherwise fit an
earlier action window carries ``at`` (docs/match-log.md, *Placement*). Concessions and time
are only logged right after an applied event, where the driver's state is the replay's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from engine.game.data.cards import CardDB
from engine.game.framework import flow
from engine.game.framework.start import new_game
from engine.game.logformat.log import SEATS, parse_log
from engine.game.play.options import Choice, Event, legal_options
from engine.game.play.replay import apply_event
from engine.game.simulate.players import RandomPlayer, Style
from engine.game.state.model import GameState, RuleError, power_total
from engine.game.state.view import digest

DEFAULT_MAX_ROUNDS = 12
DEFAULT_CONCEDE_RATE = 0.04  # chance per round that the player behind concedes
_MAX_EVENTS = 20_000
_EVENTS_PER_ROUND = 50
_FIELD_ORDER = ("seq", "type", "seat")
_STATED_ONCE = frozenset({"challenge_result", "dominance", "initiative", "checkpoint", "claim"})


class SimulationError(RuntimeError):
    """The simulator produced an event its own replay rejects (a bug, never a game event)."""


@dataclass(slots=True)
class SimResult:
    """A finished simulation: the log, the final state, and (when traced) by ``seq`` the
    digest of the state after each event and whether the game was over then."""

    log: dict[str, Any]
    state: GameState
    digests: dict[int, tuple[str, bool]] = field(default_factory=dict)

    @property
    def winner(self) -> str | None:
        return None if self.state.winner is None else SEATS[self.state.winner]

    @property
    def power(self) -> dict[str, int]:
        return {p.key: power_total(self.state, p.index) for p in self.state.players}


class Simulation:
    """One game between two random players; ``run()`` plays it to the end."""

    def __init__(
        self,
        header: dict[str, Any],
        cards: CardDB,
        seed: int,
        *,
        max_rounds: int = DEFAULT_MAX_ROUNDS,
        concede_rate: float = DEFAULT_CONCEDE_RATE,
        style: Style | None = None,
        trace: bool = False,
    ) -> None:
        self.header = header
        self.rng = random.Random(seed)
        self.player = RandomPlayer(self.rng, style)
        self.state = new_game(parse_log({**header, "events": []}), cards)
        self.max_rounds, self.concede_rate, self.trace = max_rounds, concede_rate, trace
        self.events: list[Event] = []
        self.digests: dict[int, tuple[str, bool]] = {}
        self.traversed: list[str] = []  # steps left by the driver since the last event
        self.stated: set[tuple[Any, ...]] = set()

    def run(self) -> SimResult:
        st = self.state
        for player in st.players:
            self.emit({"type": "shuffle", "seat": player.key})
        while not self.events or self.events[-1]["type"] != "game_over":
            if len(self.events) > _MAX_EVENTS:
                raise SimulationError("the game does not end")
            at_rest = not st.over and st.pending_choice is None and not self.traversed
            if at_rest and self._maybe_end_early():
                continue
            self.step()
        return SimResult({**self.header, "events": self.events}, st, self.digests)

    def step(self) -> None:
        """Emit one event, or advance the framework one step when nothing is waited for."""
        st = self.state
        choices = [c for c in legal_options(st) if not self._already_stated(c)]
        ev = self.player.choose(st, choices)
        if ev is None:
            problem = flow.blocking(st)
            if problem is not None:
                raise SimulationError(f"no option chosen but the game waits: {problem}")
            self.traversed.append(st.step)
            flow.advance(st)
            return
        if ev["type"] in _STATED_ONCE:
            self.stated.add(self._marker(ev["type"]))
        self.emit(ev)

    def emit(self, ev: Event) -> None:
        """Number the event, place it (``at`` when needed), apply it with the replay's
        ``apply_event`` and record it."""
        st = self.state
        if ev["type"] in ("pass", "ambush", "ability") and any(
            s in flow.ACTION_WINDOWS for s in self.traversed
        ):
            ev["at"] = st.step
        ordered = {"seq": len(self.events) + 1}
        ordered.update({k: ev[k] for k in _FIELD_ORDER if k in ev})
        ordered.update({k: v for k, v in ev.items() if k not in ordered})
        try:
            apply_event(st, ordered)
        except RuleError as exc:
            raise SimulationError(f"event {ordered} rejected: {exc}") from exc
        self.events.append(ordered)
        self.traversed = []
        if self.trace:
            self.digests[ordered["seq"]] = (digest(st), st.over)

    def _marker(self, kind: str) -> tuple[Any, ...]:
        st = self.state
        done = sum(len(p.challenges) for p in st.players)
        return (kind, st.round, st.step, done)

    def _already_stated(self, choice: Choice) -> bool:
        return choice.optional and self._marker(choice.type) in self.stated

    def _maybe_end_early(self) -> bool:
        """Time is called once the round limit is reached ([T-END-2]); now and then the
        player behind concedes ([T-END-1]): ``concede_rate`` per round, spread over its
        events (about 50 a round)."""
        st = self.state
        if st.round < 1:
            return False
        if st.round >= self.max_rounds and not st.time_called:
            self.emit({"type": "time_called"})
            return True
        if st.round >= 2 and self.rng.random() < self.concede_rate / _EVENTS_PER_ROUND:
            self.emit({"type": "concede", "seat": self._behind()})
            return True
        return False

    def _behind(self) -> str:
        """The player with the fewest power, at random among those tied."""
        st = self.state
        live = [p for p in st.players if not p.eliminated]
        totals = {p.key: power_total(st, p.index) for p in live}
        least = min(totals.values())
        behind = [key for key, total in totals.items() if total == least]
        return behind[0] if len(behind) == 1 else self.rng.choice(behind)


def run_simulation(
    header: dict[str, Any],
    cards: CardDB,
    seed: int,
    *,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    concede_rate: float = DEFAULT_CONCEDE_RATE,
    style: Style | None = None,
    trace: bool = False,
) -> SimResult:
    """Play one game from a log header (seats and decks); see ``Simulation``."""
    sim = Simulation(
        header,
        cards,
        seed,
        max_rounds=max_rounds,
        concede_rate=concede_rate,
        style=style,
        trace=trace,
    )
    return sim.run()
