"""Read-side and forms of the judges' pages: the dispute queue and one dispute."""

from __future__ import annotations

from typing import Any, cast

from django import forms

from engine.tournament.commands.disputes import DECISIONS, may_rule, may_take
from tournaments.models import Dispute, Match, Tournament
from tournaments.selectors import tournaments as select
from tournaments.selectors.matchlogs import matchlog_headline
from tournaments.selectors.reports import describe
from tournaments.selectors.roles import judging_role_get
from tournaments.selectors.rounds import match_row
from tournaments.web.guards import KeyedForm
from tournaments.web.pages.judging_viewer import dispute_links, viewer

DECISION_LABELS = {
    "uphold": "Uphold the result",
    "overturn": "Overturn: another result stands",
    "game_loss": "Game loss for a player",
    "warning": "Warning for a player",
    "dq_recommendation": "Recommend disqualification",
}


# How a dispute closed without a ruling (``DisputeSettled``'s "how").
SETTLED_HOW = {
    "organizer": "the organizer recorded the result on the results desk [T-ROLE-1]",
    "reports": "the players' reports came to agree [T-ROLE-2]",
}


def settled_text(dispute: Dispute) -> str:
    """How the dispute was settled, in words ("" while it is not)."""
    if not dispute.settled:
        return ""
    how = SETTLED_HOW.get(dispute.settled["how"], dispute.settled["how"])
    return f"Settled without a ruling: {how}."


def queue(tournament: Tournament) -> dict[str, list[Dispute]]:
    """Disputes waiting, being worked, and done; oldest first ([T-ROLE-1])."""
    disputes = list(select.dispute_queue_list(tournament))
    waiting = ("open", "review_requested")
    return {
        "waiting": [d for d in disputes if d.status in waiting],
        "taken": [d for d in disputes if d.status == "taken"],
        "done": [d for d in disputes if d.status not in (*waiting, "taken")],
    }


def dispute_page(dispute: Dispute, event: int | None = None) -> dict[str, Any]:
    """The dispute, both reports, the log's verdict and the replay viewer at ``event``."""
    match: Match = dispute.match
    names = {
        p.player_id: f"{p.name} ({p.player_id})" for p in (match.player_a, match.player_b) if p
    }
    reports = [
        {
            "player": names.get(player_id, player_id),
            "words": describe(r["result"], r.get("end_reason"), match),
        }
        for player_id, r in (match.reports or {}).items()
    ]
    log = select.matchlog_get(match)
    return {
        "dispute": dispute,
        "row": match_row(match),
        "reports": reports,
        "log": log,
        "headline": matchlog_headline(log.verdict) if log is not None else "",
        "viewer": viewer(match, dispute_links(dispute), event),
        "settled": settled_text(dispute),
    }


def dispute_actions(tournament: Tournament, dispute: Dispute, user: Any) -> dict[str, bool]:
    """What the viewer may do on the dispute, so the page offers nothing else: take it, rule
    on it; an official who is neither judge nor marshal (the organizer) is told why not
    ([T-ROLE-1])."""
    role = judging_role_get(user, tournament)
    return {
        "may_take": role is not None and may_take(dispute.status),
        "may_rule": role is not None and may_rule(dispute.status, role),
        "not_a_judge": role is None,
    }


class RulingForm(KeyedForm):
    decision = forms.ChoiceField(
        label="Decision", choices=[(d, DECISION_LABELS.get(d, d)) for d in DECISIONS]
    )
    result = forms.ChoiceField(label="Result that stands (uphold or overturn)", required=False)
    player = forms.ChoiceField(label="Player (game loss, warning, DQ)", required=False)
    reason = forms.CharField(label="Reason, in writing", widget=forms.Textarea(attrs={"rows": 3}))

    def __init__(self, *args: Any, match: Match, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        row = match_row(match)
        cast(forms.ChoiceField, self.fields["result"]).choices = [("", "—"), *row.result_choices()]
        players = [(p.player_id, p.name) for p in (match.player_a, match.player_b) if p]
        cast(forms.ChoiceField, self.fields["player"]).choices = [("", "—"), *players]
