"""The simulator of legal games (issue 5): random but legal jousts, as match logs.

>>> from engine.game.data.cards import sample_cards
>>> from engine.game.play.replay import replay
>>> db = sample_cards()
>>> a, b = pick_decks(db, seed=1)
>>> log = simulate(a, b, seed=1, cards=db)
>>> verdict = replay(log, db)
>>> verdict.status, verdict.winner == log["meta"]["simulator"]["winner"]
('valid', True)

``legal_options(state)`` lists the legal choices of a replay state (see ``options``); the
driver (``game``) applies each chosen event with the replay's own ``apply_event``.
"""

from __future__ import annotations

from typing import Any

from engine.game.data.cards import CardDB
from engine.game.data.decks import Deck
from engine.game.play.options import Choice, is_legal, legal_options
from engine.game.simulate.decks import header, legal_decks, pick_decks
from engine.game.simulate.game import (
    DEFAULT_CONCEDE_RATE,
    DEFAULT_MAX_ROUNDS,
    SimResult,
    SimulationError,
    run_simulation,
)
from engine.game.simulate.players import RandomPlayer, Style

__all__ = [
    "DEFAULT_CONCEDE_RATE",
    "DEFAULT_MAX_ROUNDS",
    "Choice",
    "RandomPlayer",
    "SimResult",
    "SimulationError",
    "Style",
    "is_legal",
    "legal_decks",
    "legal_options",
    "pick_decks",
    "run_simulation",
    "simulate",
    "simulate_game",
]


def simulate_game(
    deck_a: Deck,
    deck_b: Deck,
    seed: int,
    cards: CardDB,
    *,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    concede_rate: float = DEFAULT_CONCEDE_RATE,
    style: Style | None = None,
    trace: bool = False,
    ruleset: str | None = None,
) -> SimResult:
    """Play one random legal game; the result holds the log, the final state and (with
    ``trace``) the digest after every event. ``ruleset`` (default: the one the card data
    is played with, ``hbo-2p`` for an HBO card file) names the game."""
    meta: dict[str, Any] = {
        "simulator": {"seed": seed, "max_rounds": max_rounds, "concede_rate": concede_rate}
    }
    head = header(deck_a, deck_b, cards, meta, ruleset)
    result = run_simulation(
        head,
        cards,
        seed,
        max_rounds=max_rounds,
        concede_rate=concede_rate,
        style=style,
        trace=trace,
    )
    st = result.state
    meta["simulator"].update(
        winner=result.winner, end_reason=st.end_reason, power=result.power, rounds=st.round
    )
    return result


def simulate(
    deck_a: Deck,
    deck_b: Deck,
    seed: int,
    cards: CardDB,
    *,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    concede_rate: float = DEFAULT_CONCEDE_RATE,
    style: Style | None = None,
    ruleset: str | None = None,
) -> dict[str, Any]:
    """A complete match log (JSON-ready dict) of a random legal game; the same seed always
    gives the same log. ``meta.simulator`` records the seed and the outcome."""
    result = simulate_game(
        deck_a,
        deck_b,
        seed,
        cards,
        max_rounds=max_rounds,
        concede_rate=concede_rate,
        style=style,
        ruleset=ruleset,
    )
    return result.log
