"""The live tracker's public surface in one import, for callers that use all of it (the
benchmark, the tests): the read model (``selectors.tracker``), entries
(``services.tracker_entries``), undo (``services.tracker_undo``) and the result
(``services.tracker_result``), with the errors they raise. New code imports the module it
needs."""

from tournaments.errors import ConflictError, DomainError, NotFound, PermissionDenied
from tournaments.selectors.tracker import (
    Offer,
    TrackerState,
    result_status,
    tracker_propose_result,
    tracker_state,
    tracker_version,
)
from tournaments.services.tracker_entries import (
    tracker_ability,
    tracker_end,
    tracker_enter,
    tracker_event,
    tracker_start,
)
from tournaments.services.tracker_result import tracker_confirm_result
from tournaments.services.tracker_undo import tracker_undo

__all__ = [
    "ConflictError",
    "DomainError",
    "NotFound",
    "Offer",
    "PermissionDenied",
    "TrackerState",
    "result_status",
    "tracker_ability",
    "tracker_confirm_result",
    "tracker_end",
    "tracker_enter",
    "tracker_event",
    "tracker_propose_result",
    "tracker_start",
    "tracker_state",
    "tracker_undo",
    "tracker_version",
]
