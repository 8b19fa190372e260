"""Deciding tournament commands: each function reads a :class:`TournamentState` and returns
the events to append, or raises :class:`TournamentError` naming the rule it would break.

Nothing here stores anything; the caller appends the events at ``state.version`` (optimistic
concurrency) and folds them with :func:`engine.tournament.aggregate.apply`.

>>> from engine.tournament.aggregate import fold
>>> state = fold([create_tournament("Demo", seed="x")])
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     state = fold([*state.events, *register_player(state, name)])
>>> [(t, p["round"]) for t, p in pair_swiss_round(state)]
[('RoundPaired', 1)]
"""

from __future__ import annotations

from engine.tournament.commands.base import END_REASONS, FORMATS, TIERS
from engine.tournament.commands.clock import (
    extend_clock,
    extend_table,
    pause_clock,
    reset_clock,
    resume_clock,
)
from engine.tournament.commands.disputes import (
    DECISIONS,
    request_review,
    rule_dispute,
    take_dispute,
)
from engine.tournament.commands.elimination import (
    complete_tournament,
    make_cut,
    pair_elimination_round,
)
from engine.tournament.commands.event_settings import (
    NewPlayer,
    change_settings,
    close_registration,
    delete_tournament,
    register_players,
    reopen_registration,
)
from engine.tournament.commands.melee import (
    confirm_places,
    correct_places,
    pair_melee_round,
    reassign_tables,
    record_places,
    report_places,
)
from engine.tournament.commands.players import disqualify_player, drop_player, rejoin_player
from engine.tournament.commands.reports import dispute_open, report_overdue, report_result
from engine.tournament.commands.results import correct_result, record_result
from engine.tournament.commands.rounds import (
    change_pairings,
    close_round,
    pair_swiss_round,
    publish_round,
    repair_round,
    start_round,
)
from engine.tournament.commands.setup import create_tournament, register_player, submit_deck

__all__ = [
    "DECISIONS",
    "END_REASONS",
    "FORMATS",
    "TIERS",
    "NewPlayer",
    "change_pairings",
    "change_settings",
    "close_registration",
    "close_round",
    "complete_tournament",
    "confirm_places",
    "correct_places",
    "correct_result",
    "create_tournament",
    "delete_tournament",
    "dispute_open",
    "disqualify_player",
    "drop_player",
    "extend_clock",
    "extend_table",
    "make_cut",
    "pair_elimination_round",
    "pair_melee_round",
    "pair_swiss_round",
    "pause_clock",
    "publish_round",
    "reassign_tables",
    "record_places",
    "record_result",
    "register_player",
    "register_players",
    "rejoin_player",
    "reopen_registration",
    "repair_round",
    "report_overdue",
    "report_places",
    "report_result",
    "request_review",
    "reset_clock",
    "resume_clock",
    "rule_dispute",
    "start_round",
    "submit_deck",
    "take_dispute",
]
