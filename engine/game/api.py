"""The game engine as the Django app (``tournaments/``) sees it: every name the app may use,
in one place (docs/engine-api.md, "The app's engine API"). The app imports the game engine
from here and nowhere deeper (``tests/tournaments/test_import_structure.py``), so the layers
below can be cut again without touching the app; the simulator (``engine.game.simulate``),
which only the demo data uses, and the tournament domain (``engine.tournament``) have faces
of their own.
"""

from __future__ import annotations

from engine.game.cardtext.verify import scripted
from engine.game.data.cards import (
    CardDataError,
    CardDB,
    describe_card_data,
    is_sample_set,
    load_cards,
    sample_cards,
)
from engine.game.data.decks import (
    Deck,
    DeckParseError,
    deck_from_json,
    deck_to_json,
    load_standalone_decks,
    read_deck,
)
from engine.game.data.decks.model import FACTION_NAMES
from engine.game.data.header import card_data_name, seat_deck
from engine.game.data.legality import validate_deck
from engine.game.data.restricted import RestrictedList, load_restricted_lists
from engine.game.framework import flow
from engine.game.logformat.describe import card_name, describe, event_cards
from engine.game.logformat.events import Ability, GameEvent, SeatEvent, Undo
from engine.game.logformat.log import (
    FORMAT,
    RULESET,
    LogFormatError,
    MatchLog,
    check_event,
    parse_log,
)
from engine.game.play.abilities import PRIMITIVE_OPS
from engine.game.play.decisions import Choice, Decision, choice_matches, fork
from engine.game.play.replay import Match, replay, run, verdict_status
from engine.game.play.unread import unread_cards
from engine.game.play.verdict import ReplayError, Verdict, verdict_headline
from engine.game.state.model import GameState, RuleError, power_total, power_totals
from engine.game.state.view import snapshot

__all__ = [
    "FACTION_NAMES",
    "FORMAT",
    "PRIMITIVE_OPS",
    "RULESET",
    "Ability",
    "CardDB",
    "CardDataError",
    "Choice",
    "Decision",
    "Deck",
    "DeckParseError",
    "GameEvent",
    "GameState",
    "LogFormatError",
    "Match",
    "MatchLog",
    "ReplayError",
    "RestrictedList",
    "RuleError",
    "SeatEvent",
    "Undo",
    "Verdict",
    "card_data_name",
    "card_name",
    "check_event",
    "choice_matches",
    "deck_from_json",
    "deck_to_json",
    "describe",
    "describe_card_data",
    "event_cards",
    "flow",
    "fork",
    "is_sample_set",
    "load_cards",
    "load_restricted_lists",
    "load_standalone_decks",
    "parse_log",
    "power_total",
    "power_totals",
    "read_deck",
    "replay",
    "run",
    "sample_cards",
    "scripted",
    "seat_deck",
    "snapshot",
    "unread_cards",
    "validate_deck",
    "verdict_headline",
    "verdict_status",
]
