"""The match page (issue 22): uploading a log without the API (a file or pasted text), the
format check's line and field on a refusal with nothing stored, the viewer on any match with
a log for the people the API's rule allows, and the result read beside the log."""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest
from django.core.cache import cache
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests.tournaments.factories import play_round
from tests.tournaments.logs import golden, illegal_midgame
from tournaments.models import Dispute, MatchLog
from tournaments.services import matchlogs
from tournaments.services import tournaments as svc

from .conftest import Event, everything

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def empty_cache() -> Any:
    cache.clear()
    yield
    cache.clear()


def page(event: Event, key: str) -> str:
    return reverse("web:match", kwargs={"tournament_id": event.t.pk, "match_key": key})


def upload_url(event: Event, key: str) -> str:
    return reverse("web:match_log_upload", kwargs={"tournament_id": event.t.pk, "match_key": key})


def uploaded(event: Event, key: str, log: dict[str, Any], capture: Any) -> None:
    """``log`` uploaded by the organizer (service) and verified."""
    with capture(execute=True):
        matchlogs.matchlog_upload(event.t, key, log, user=event.organizer)


def test_a_player_pastes_a_log_and_sees_its_verdict_and_the_viewer(
    client: Any, event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    key = event.pia_match().key
    client.force_login(event.player)
    before = client.get(page(event, key)).content.decode()
    assert 'id="log-upload"' in before and "No log yet" in before
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(upload_url(event, key), {"log_text": json.dumps(golden())})
    assert response.status_code == 302 and response["Location"] == page(event, key)
    shown = client.get(page(event, key)).content.decode()
    # the sample cards of the golden log have no scripts: a partial check, named as such
    assert re.search(
        r"Verdict:</strong> valid, 25 cards not checked: 99001, .*; seat A wins \(power\)", shown
    )
    assert "47 events, uploaded whole" in shown and 'id="viewer"' in shown
    assert 'id="log-upload"' not in shown  # one log per match


def test_a_log_file_is_uploaded_too(
    client: Any, event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    key = event.pia_match().key
    client.force_login(event.judge)
    document = SimpleUploadedFile("game.json", json.dumps(golden()).encode(), "application/json")
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(upload_url(event, key), {"log_file": document})
    assert response.status_code == 302
    assert MatchLog.objects.get(match__key=key).status == "valid"


@pytest.mark.parametrize(
    ("broken", "words"),
    [
        ('{"format": "agot-match-log/1",\n  "seats": [\n}', "line 3"),
        (
            json.dumps({**golden(), "format": "agot-match-log/9"}, indent=1),
            "line 2: field 'format'",
        ),
        (
            json.dumps(
                {
                    **golden(),
                    "events": [
                        {**e, "type": "plott"} if e["seq"] == 10 else e for e in golden()["events"]
                    ],
                },
                indent=1,
            ),
            "field 'events[9].type': unknown event type 'plott'",
        ),
    ],
)
def test_a_malformed_upload_names_the_line_and_field_and_stores_nothing(
    client: Any, event: Event, broken: str, words: str
) -> None:
    key = event.pia_match().key
    client.force_login(event.player)
    before = everything()
    response = client.post(upload_url(event, key), {"log_text": broken})
    shown = html.unescape(response.content.decode())
    assert response.status_code == 400 and 'data-testid="upload-error"' in shown
    assert words in shown, shown[shown.find("upload-error") :][:400]
    assert everything() == before and not MatchLog.objects.exists()


def test_a_field_error_names_its_line_in_the_pasted_text(client: Any, event: Event) -> None:
    doc = golden()
    doc["events"][5] = {k: v for k, v in doc["events"][5].items() if k != "cards"}  # setup
    text = json.dumps(doc, indent=1)
    line = text[: text.index('"seq": 6,')].count("\n") + 1  # where event 6 starts
    client.force_login(event.player)
    response = client.post(upload_url(event, event.pia_match().key), {"log_text": text})
    shown = html.unescape(response.content.decode())
    assert f"line {line}: field 'cards': event 6 (setup): missing" in shown


def test_neither_or_both_of_file_and_text_is_refused(client: Any, event: Event) -> None:
    client.force_login(event.player)
    shown = client.post(upload_url(event, event.pia_match().key), {}).content.decode()
    assert "Choose a file or paste the log" in shown and not MatchLog.objects.exists()


def test_strangers_see_the_match_but_not_its_log_and_cannot_upload(
    client: Any, event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    key = event.pia_match().key
    uploaded(event, key, golden(), django_capture_on_commit_callbacks)
    client.force_login(event.stranger)
    shown = client.get(page(event, key)).content.decode()
    assert "<h1>" in shown and "Pia" in shown
    assert 'id="viewer"' not in shown and "Match log" not in shown
    before = everything()
    other = next(m.key for m in event.t.matches.all() if m.key != key)
    response = client.post(upload_url(event, other), {"log_text": json.dumps(golden())})
    assert response.status_code == 404 and everything() == before
    fragment = reverse(
        "web:match_log_event", kwargs={"tournament_id": event.t.pk, "match_key": key, "seq": 3}
    )
    assert client.get(fragment, HTTP_HX_REQUEST="true").status_code == 404
    client.force_login(event.player)
    assert client.get(fragment, HTTP_HX_REQUEST="true").status_code == 200


def test_everyone_sees_the_logs_once_decklists_are_public(
    client: Any, db: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """[T-DECK-3]: a log shows both decks, so it is public when the decklists are."""
    event = Event(players=4, paired=False)  # basic, 4 players: 3 rounds, no cut
    svc.round_pair(event.t)
    key = event.t.matches.order_by("table").first().key
    uploaded(event, key, golden(), django_capture_on_commit_callbacks)
    play_round(event.t)  # seat A won, as the log says: no dispute
    client.force_login(event.stranger)
    assert 'id="viewer"' not in client.get(page(event, key)).content.decode()
    for _ in range(2):
        svc.round_pair(event.t)
        play_round(event.t)
    svc.tournament_complete(event.t)
    shown = client.get(page(event, key)).content.decode()
    assert 'id="viewer"' in shown and "Verdict:</strong> valid" in shown
    assert 'data-testid="log-check"' not in shown  # results beside logs: its people only
    client.force_login(event.judge)
    assert "The log agrees:" in client.get(page(event, key)).content.decode()
    client.force_login(event.stranger)
    api = f"/api/v1/tournaments/{event.t.pk}/matches/{key}/log/"
    assert client.get(api).status_code == 200  # the API asks the same rule


def test_the_viewer_steps_past_the_illegal_event_on_the_match_page(
    client: Any, event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    key = event.pia_match().key
    uploaded(event, key, illegal_midgame(), django_capture_on_commit_callbacks)
    client.force_login(event.player)
    shown = client.get(page(event, key) + "?event=30").content.decode()
    assert "Event 30 of 48" in shown and "1 illegal event before this one was skipped" in shown
    assert Dispute.objects.filter(match__key=key, reason__contains="[R-COST-1] at event 17")


def test_the_dispute_queue_and_page_name_the_round_and_the_table(
    client: Any, event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    match = event.pia_match()
    uploaded(event, match.key, illegal_midgame(), django_capture_on_commit_callbacks)
    dispute = Dispute.objects.get(match=match)
    client.force_login(event.judge)
    where = f"Swiss round 1, table {match.table}"
    queue = client.get(reverse("web:judging", kwargs={"tournament_id": event.t.pk}))
    assert f"<strong>{dispute.dispute_id}</strong>: {where}," in queue.content.decode()
    kwargs = {"tournament_id": event.t.pk, "dispute_id": dispute.dispute_id}
    shown = client.get(reverse("web:dispute", kwargs=kwargs)).content.decode()
    assert re.search(rf"<h1>Dispute {dispute.dispute_id}: {where}\s*</h1>", shown)
    assert f'href="{page(event, match.key)}">match page</a>' in shown
