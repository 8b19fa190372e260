"""Pure tournament functions: standings, Swiss pairing, structures, cut and bracket.

The Django side stores the inputs (players with their status changes, match records) and
the outputs (each ``to_dict()`` is JSON-ready); these functions never touch storage.
Rule ids (``[T-...]``) refer to /work/shared/rules/tournament.md.
"""

from engine.tournament.bracket import (
    BracketRound,
    EliminationGame,
    bracket_round,
    elimination_drops,
    open_bracket_seeds,
)
from engine.tournament.cut import Cut, CutSeed, make_cut
from engine.tournament.drops import (
    PlayerEntry,
    PlayerStatus,
    StatusChange,
    StatusChangeKind,
    active_players,
    check_status_change,
    missed_round_losses,
)
from engine.tournament.points import (
    DEFAULT_POINTS,
    MatchRecord,
    Outcome,
    PointsTable,
    Result,
    Stage,
    TournamentError,
    outcomes_of,
)
from engine.tournament.standings import StandingRow, Standings, compute_standings
from engine.tournament.structures import (
    Structure,
    StructurePreset,
    TopCut,
    WinThresholdCut,
    custom_structure,
    structure_for,
)
from engine.tournament.swiss import ALGORITHM_VERSION, Pairing, RoundPairing, pair_swiss_round
from engine.tournament.validation import PairingIssue, validate_pairings

__all__ = [
    "ALGORITHM_VERSION",
    "DEFAULT_POINTS",
    "BracketRound",
    "Cut",
    "CutSeed",
    "EliminationGame",
    "MatchRecord",
    "Outcome",
    "Pairing",
    "PairingIssue",
    "PlayerEntry",
    "PlayerStatus",
    "PointsTable",
    "Result",
    "RoundPairing",
    "Stage",
    "StandingRow",
    "Standings",
    "StatusChange",
    "StatusChangeKind",
    "Structure",
    "StructurePreset",
    "TopCut",
    "TournamentError",
    "WinThresholdCut",
    "active_players",
    "bracket_round",
    "check_status_change",
    "compute_standings",
    "custom_structure",
    "elimination_drops",
    "make_cut",
    "missed_round_losses",
    "open_bracket_seeds",
    "outcomes_of",
    "pair_swiss_round",
    "structure_for",
    "validate_pairings",
]
