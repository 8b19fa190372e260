"""What a ruleset package adds to the shared framework, as hooks the core calls at fixed points.

``engine.game.rulesets.params`` holds the parameters in which the games differ (numbers, sets of
keywords, rule id translations). Where a ruleset adds behaviour instead (the melee titles at
[F-1.4], its end of game and time verdict, the HBO edition's passives before and after each
event, its card file and house decks), its package registers a ``RulesetHooks`` value here
(``engine.game.rulesets.melee.hooks``, ``engine.game.rulesets.hbo.hooks``). The core
(``flow``, ``ending``, ``start``, ``replay``) calls ``hooks_of(st.ruleset)`` and never
imports a ruleset package; a joust (``agot2-joust``) uses the defaults, which do nothing.

A ruleset package registers itself when it is imported. ``hooks_of`` imports the package
named in ``PACKAGES`` the first time its ruleset is asked for: the registry's loader, so the
modules of the core name no ruleset package and the packages depend on the core, one way.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from engine.game.data.cards import Card, CardDB
from engine.game.logformat.events import GameEvent
from engine.game.logformat.log import HBO, MELEE, MatchLog
from engine.game.state.model import Challenge, GameState, RuleError

Event = GameEvent
# (seat key, rule id, message) of a registered deck that breaks a rule
DeckProblem = tuple[str, str, str]


def _nothing(st: GameState) -> None:
    return None


def _no_block(st: GameState, step: str) -> RuleError | None:
    return None


def _no_challenge_hook(st: GameState, ch: Challenge) -> None:
    return None


def _no_claim_bonus(st: GameState, ch: Challenge) -> int:
    return 0


def _no_new_game(st: GameState, db: CardDB) -> None:
    return None


@dataclass(frozen=True, slots=True)
class RulesetHooks:
    """The points where a ruleset changes what the shared framework does (defaults: none).

    ``None`` for ``before_event`` and ``after_event`` means nothing to do (not called: they
    would be around every event). ``None`` for ``check_end``, ``time_verdict``,
    ``dominance``, ``places``, ``card_data`` and ``deck_problems`` means the joust's own code
    (``ending``, ``flow``, ``replay``) applies.
    """

    # start (``start.new_game``): the state the log's header sets up ([R-MELEE-1] titles)
    new_game: Callable[[GameState, CardDB], None] = _no_new_game
    # replay: before an event is placed (a seat out of the game, [R-ELIM-1]; HBO passives)
    before_event: Callable[[GameState, Event], None] | None = None
    # replay: after an event is applied (HBO: the responses it opens, [H-RESP-3])
    after_event: Callable[[GameState, Event], None] | None = None
    # flow: what the framework waits for at a step of this ruleset only ([F-1.4] titles)
    blocking: Callable[[GameState, str], RuleError | None] = _no_block
    # flow: the steps a ruleset adds to the round ([F-1.1], [F-2.2], [F-4.2.3], [F-7.4])
    begin_round: Callable[[GameState], None] = _nothing
    after_draw_count: Callable[[GameState], None] = _nothing
    challenge_won: Callable[[GameState, Challenge], None] = _no_challenge_hook
    claim_bonus: Callable[[GameState, Challenge], int] = _no_claim_bonus
    after_reserve: Callable[[GameState], None] = _nothing
    # flow: [F-5.2] dominance among several players (None: the joust's two totals)
    dominance: Callable[[GameState, list[int]], None] | None = None
    # flow: power a dominance winner gains besides the 1 of [F-5.2] (HBO plot texts)
    dominance_bonus: Callable[[GameState, int], int] | None = None
    # rules: what a ruleset adds to a seat's numbers (the melee titles, [R-TITLE-1],
    # [R-TITLE-4]): challenge types it may initiate once more, STR on its side of a
    # challenge (seat, type, its participants), STR for dominance
    additional_challenge_types: Callable[[GameState, int], list[str]] | None = None
    challenge_strength: Callable[[GameState, int, str, list[str]], int] | None = None
    dominance_strength: Callable[[GameState, int], int] | None = None
    # ending: the continuous checks ([R-WIN-*], [R-ELIM-*]) and the [T-END-2] verdict
    check_end: Callable[[GameState, bool], None] | None = None
    time_verdict: Callable[[GameState], None] | None = None
    # replay: finishing places once the game is over (None: winner 1, loser 2)
    places: Callable[[GameState], dict[str, int]] | None = None
    # replay: the card data a log of this ruleset reads, and its deck check
    card_data: Callable[[str | Path | None], CardDB] | None = None
    deck_problems: Callable[[MatchLog, CardDB], list[DeckProblem]] | None = None
    # verdict: whether the engine reads a card's whole text (None: its card script, or the
    # framework alone, reads it: ``engine.game.cardtext.coverage.is_read``)
    card_read: Callable[[Card], bool] | None = None


JOUST_HOOKS: Final = RulesetHooks()

# The package that registers each ruleset's hooks (imported on first use, see the module text).
PACKAGES: Final = {MELEE: "engine.game.rulesets.melee.hooks", HBO: "engine.game.rulesets.hbo.hooks"}

_REGISTERED: Final[dict[str, RulesetHooks]] = {}
# What ``hooks_of`` answered, by name (asked several times an event): a registration replaces
# the answer for its name, the only thing that can change it.
_KNOWN: Final[dict[str, RulesetHooks]] = {}


def register_hooks(name: str, hooks: RulesetHooks) -> None:
    """Called by a ruleset package when it is imported."""
    _REGISTERED[name] = hooks
    _KNOWN[name] = hooks


def hooks_of(name: str) -> RulesetHooks:
    """The hooks of the ruleset ``name`` (the joust's defaults for a ruleset without any)."""
    found = _KNOWN.get(name)
    if found is None:
        found = _KNOWN[name] = _looked_up(name)
    return found


def _looked_up(name: str) -> RulesetHooks:
    found = _REGISTERED.get(name)
    if found is not None:
        return found
    package = PACKAGES.get(name)
    if package is None:
        return JOUST_HOOKS
    importlib.import_module(package)  # registers it
    return _REGISTERED[name]
