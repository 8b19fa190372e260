"""Web pages through Django's test client: the organizer's flow, refusals shown beside what
they are about (and changing nothing), htmx fragments, player reports, exports."""

from __future__ import annotations

import csv
import io
import re
from typing import Any

import pytest
from django.urls import reverse

from engine.tournament.structures import TopCut
from tests.tournaments.factories import play_round, user
from tournaments.models import Match, Registration, Round, Standing, Tournament
from tournaments.services import tournaments as svc

from .conftest import Event, everything

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def url(name: str, t: Tournament | None = None, **kwargs: object) -> str:
    if t is not None:
        kwargs["tournament_id"] = t.pk
    return reverse(f"web:{name}", kwargs=kwargs or None)


def create_event(client: Any, name: str = "Store Champs", **extra: object) -> Tournament:
    data = {
        "name": name,
        "preset": "basic",
        "expected_players": "8",
        "round_minutes": "55",
        "restricted_list": "",
        "tier": "relaxed",
        **extra,
    }
    response = client.post(url("event_create"), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    return Tournament.objects.get(name=name)


def test_organizer_runs_a_round_from_the_pages(
    client: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(user("org"))
    t = create_event(client)
    for name in ["Ann", "Bob", "Cat", "Dan", "Eve"]:
        response = client.post(url("player_add", t), {"name": name, "username": ""})
        assert response.status_code == 302
    assert client.post(url("round_pair", t)).status_code == 302
    t.refresh_from_db()
    assert t.status == "swiss" and t.current_round == 1
    page = client.get(url("manage", t)).content.decode()
    assert 'data-testid="unreported-count">2<' in page  # 5 players: 2 games and a bye
    assert client.post(url("round_start", t)).status_code == 302
    assert Round.objects.get(tournament=t, number=1).started_at is not None
    for match in Match.objects.filter(tournament=t, player_b__isnull=False):
        data = {f"{match.key}-result": "b_modified_win", f"{match.key}-end_reason": "time"}
        assert client.post(url("result_submit", t, match_key=match.key), data).status_code == 302
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(url("round_close", t)).status_code == 302
    assert Round.objects.get(tournament=t, number=1).closed
    assert Standing.objects.filter(tournament=t).count() == 5
    for name in ("event", "standings", "screen", "print_pairings", "print_standings", "bracket"):
        assert client.get(url(name, t)).status_code == 200, name


def test_create_form_shows_the_structure_preview_and_field_errors(client: Any) -> None:
    client.force_login(user("org"))
    preview = client.get(url("structure_preview"), {"preset": "basic", "expected_players": "30"})
    assert "With 30 players: 5 Swiss rounds, then a top 4 cut" in preview.content.decode()
    preview = client.get(url("structure_preview"), {"preset": "advanced", "expected_players": "5"})
    assert "needs at least 9 players" in preview.content.decode()
    before = everything()
    response = client.post(
        url("event_create"),
        {"name": "X", "preset": "custom", "round_minutes": "55", "tier": "relaxed"},
    )
    assert response.status_code == 200 and "A custom structure names its Swiss rounds" in (
        response.content.decode()
    )
    assert everything() == before


class TestRefusalsAreShownBesideTheirControl:
    def test_closing_with_missing_results_T_END_1(self, client: Any, event: Event) -> None:
        client.force_login(event.organizer)
        before = everything()
        response = client.post(url("round_close", event.t))
        assert response.status_code == 400
        page = response.content.decode()
        assert (
            'id="err-close"' in page
            and "results are missing" in page
            and '<a href="/rules/T-END-1/">T-END-1</a>' in page
        )  # small, linked
        assert everything() == before

    def test_pairing_while_a_round_is_open_T_OPEN_5(self, client: Any, event: Event) -> None:
        client.force_login(event.organizer)
        before = everything()
        response = client.post(url("round_pair", event.t))
        assert response.status_code == 400 and "[T-OPEN-5]" in response.content.decode()
        assert everything() == before

    def test_a_changed_pairing_is_validated_T_SWISS_6(self, client: Any, event: Event) -> None:
        client.force_login(event.organizer)
        form = client.get(url("pairings_edit", event.t))
        assert form.status_code == 200
        before = everything()
        # Pia twice, everyone else unpaired: refused with the engine's reasons.
        data = {"reason": "seating", "a_0": "p1", "b_0": "p1", "a_1": "p1", "b_1": "", "a_2": "p1"}
        response = client.post(url("pairings_edit", event.t), data)
        page = response.content.decode()
        assert response.status_code == 400 and "T-SWISS-6" in page and "is not paired" in page
        assert everything() == before

    def test_a_changed_pairing_is_saved(self, client: Any, event: Event) -> None:
        client.force_login(event.organizer)
        data = {"reason": "family", "a_0": "p1", "b_0": "p2", "a_1": "p3", "b_1": "p4"}
        data |= {"a_2": "p5", "b_2": "p6"}
        response = client.post(url("pairings_edit", event.t), data)
        assert response.status_code == 302 and response["Location"] == url("manage", event.t)
        assert Match.objects.get(tournament=event.t, key="r1-t1").player_b.player_id == "p2"

    def test_an_unreadable_deck_is_shown_on_the_deck_field(self, client: Any, db: Any) -> None:
        event = Event(paired=False)
        client.force_login(event.player)
        before = everything()
        response = client.post(url("my_deck", event.t), {"deck": "5x Not A Card (Nowhere)"})
        page = response.content.decode()
        assert response.status_code == 400 and 'aria-invalid="true"' in page
        assert everything() == before

    def test_a_correction_needs_a_reason_T_OPEN_5(self, client: Any, event: Event) -> None:
        client.force_login(event.organizer)
        key = event.pia_match().key
        data = {f"{key}-result": "a_win", f"{key}-end_reason": "power"}
        client.post(url("result_submit", event.t, match_key=key), data)
        before = everything()
        data = {f"{key}-result": "b_win", f"{key}-end_reason": "power", f"{key}-reason": ""}
        response = client.post(url("result_submit", event.t, match_key=key), data, **HTMX)
        page = response.content.decode()
        assert "say why the result is corrected [T-OPEN-5]" in page
        assert f'id="row-{key}"' in page
        assert everything() == before


def test_htmx_search_returns_only_the_matching_tables(client: Any, event: Event) -> None:
    response = client.get(
        url("event", event.t), {"q": "pia"}, HTTP_HX_REQUEST="true", HTTP_HX_TARGET="pairings"
    )
    page = response.content.decode()
    assert "<html" not in page and page.count("<tr") == 2  # header and Pia's table
    assert "Pia" in page
    full = client.get(url("event", event.t), {"q": "nobody"}).content.decode()
    assert "<html" in full and "No player named" in full


def test_htmx_result_entry_updates_the_row_and_the_unreported_count(
    client: Any, event: Event
) -> None:
    client.force_login(event.organizer)
    key = event.pia_match().key
    data = {f"{key}-result": "a_win", f"{key}-end_reason": "power"}
    response = client.post(url("result_submit", event.t, match_key=key), data, **HTMX)
    page = response.content.decode()
    assert response.status_code == 200 and f'id="row-{key}"' in page
    assert 'hx-swap-oob="true"' in page and "<strong>2</strong> tables not reported" in page
    assert Match.objects.get(tournament=event.t, key=key).result == "a_win"


def test_a_player_reports_in_two_taps_and_the_opponent_confirms(client: Any, db: Any) -> None:
    event = Event(paired=False)
    svc.player_register(event.t, name="Otto", user=event.opponent_user)  # p7
    svc.round_pair(event.t)
    svc.pairings_change(
        event.t,
        [("p1", "p7"), ("p2", "p3"), ("p4", "p5"), ("p6", None)],
        by="org",
        reason="t",
        confirmed_byes={"p6"},
    )
    key = "r1-t1"
    client.force_login(event.player)
    me = client.get(url("me", event.t)).content.decode()
    assert "Table <strong>1</strong>" in me and "Otto" in me and "I won" in me
    review = client.get(url("report_review", event.t, match_key=key), {"outcome": "won"}, **HTMX)
    assert "Send the report" in review.content.decode()
    sent = client.post(
        url("report_send", event.t, match_key=key),
        {"outcome": "won", "end_reason": "power"},
        **HTMX,
    )
    assert "Waiting for Otto to confirm" in sent.content.decode()
    assert Match.objects.get(tournament=event.t, key=key).result is None

    client.force_login(event.opponent_user)
    page = client.get(url("event", event.t)).content.decode()
    assert "Pia reported: <strong>Pia won (Reached 15 power)</strong>" in page
    confirmed = client.post(url("report_confirm", event.t, match_key=key), **HTMX)
    assert "Result recorded: Pia won" in confirmed.content.decode()
    assert Match.objects.get(tournament=event.t, key=key).result == "a_win"


def test_a_player_registers_pastes_a_deck_and_drops(client: Any, db: Any) -> None:
    event = Event(paired=False)
    newcomer = user("newcomer")
    client.force_login(newcomer)
    response = client.post(url("register", event.t), {"name": "Newt"})
    assert response.status_code == 302
    registration = Registration.objects.get(tournament=event.t, user=newcomer)
    assert client.post(url("my_drop", event.t)).status_code == 302
    registration.refresh_from_db()
    assert registration.status == "dropped"


def test_csv_exports(client: Any, event: Event) -> None:
    svc.player_register(event.t, name="=HYPERLINK(1)")
    standings = client.get(url("standings_csv", event.t))
    assert standings["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(standings.content.decode())))
    assert rows[0][:4] == ["rank", "player_id", "name", "points"]
    pairings = client.get(url("pairings_csv", event.t))
    rows = list(csv.reader(io.StringIO(pairings.content.decode())))
    assert rows[0][0] == "stage" and len(rows) == 1 + 3  # 6 players: three tables
    names = {r[5] for r in rows[1:]} | {r[7] for r in rows[1:]}
    assert "Pia" in names


def test_spreadsheet_formulas_are_defused_in_csv(
    client: Any, db: Any, django_capture_on_commit_callbacks: Any
) -> None:
    t = svc.tournament_create(organizer=user("org"), name="CSV", seed="c")
    with django_capture_on_commit_callbacks(execute=True):
        svc.player_register(t, name="=HYPERLINK(1)")
        for name in ("Plain Pia", "Plain Pol", "Plain Pat"):
            svc.player_register(t, name=name)
        svc.round_pair(t)  # standings rank from the first Swiss round on
    text = client.get(url("standings_csv", t)).content.decode()
    assert "'=HYPERLINK(1)" in text


def test_printable_sheets_list_players_by_table_and_by_name(client: Any, event: Event) -> None:
    page = client.get(url("print_pairings", event.t)).content.decode()
    assert "By table" in page and "By player name" in page
    assert client.get(url("print_standings", event.t)).status_code == 200


def test_bracket_and_elimination_from_the_pages(
    client: Any, db: Any, django_capture_on_commit_callbacks: Any
) -> None:
    organizer = user("org")
    t = svc.tournament_create(
        organizer=organizer,
        name="Cut",
        seed="k",
        preset="custom",
        swiss_rounds=1,
        cut_rule=TopCut(4),
    )
    for index in range(8):
        svc.player_register(t, name=f"P{index + 1}")
    svc.round_pair(t)
    with django_capture_on_commit_callbacks(execute=True):
        play_round(t)
    client.force_login(organizer)
    assert client.post(url("cut_make", t)).status_code == 302
    assert client.post(url("elimination_pair", t)).status_code == 302
    page = client.get(url("bracket", t)).content.decode()
    assert "Seed 1" in page and "Elimination round 1" in page
    manage = client.get(url("manage", t)).content.decode()
    assert "Elimination round 1" in manage


def test_reporting_works_without_javascript(client: Any, event: Event) -> None:
    key = event.pia_match().key
    client.force_login(event.player)
    page = client.get(url("report_review", event.t, match_key=key), {"outcome": "lost_time"})
    html = page.content.decode()
    assert page.status_code == 200 and "<html" in html and "I lost on time" in html
    sent = client.post(
        url("report_send", event.t, match_key=key), {"outcome": "lost_time", "end_reason": "time"}
    )
    assert sent.status_code == 302 and sent["Location"] == url("me", event.t)
    reports = Match.objects.get(tournament=event.t, key=key).reports
    assert reports["p1"]["end_reason"] == "time" and "modified" in reports["p1"]["result"]


def test_the_organizer_disqualifies_with_a_written_reason_T_ROLE_3(
    client: Any, event: Event
) -> None:
    client.force_login(event.organizer)
    path = url("player_disqualify", event.t, player_id="p2")
    before = everything()
    response = client.post(path, {"reason": ""})
    assert response.status_code == 400 and 'aria-invalid="true"' in response.content.decode()
    assert everything() == before
    assert client.post(path, {"reason": "marked cards"}).status_code == 302
    assert Registration.objects.get(tournament=event.t, player_id="p2").status == "disqualified"
    # Rejoining is refused, shown beside the player's row, and changes nothing.
    before = everything()
    response = client.post(url("player_rejoin", event.t, player_id="p2"))
    assert response.status_code == 400 and "[T-" in response.content.decode()
    assert everything() == before


def test_the_results_desk_shows_a_players_report_preselected(client: Any, event: Event) -> None:
    from tournaments.services import results

    key = event.pia_match().key
    match = Match.objects.get(tournament=event.t, key=key)
    pia_is_a = match.player_a.player_id == "p1"
    result = "a_win" if pia_is_a else "b_win"
    results.result_report(event.t, key, user=event.player, result=result, end_reason="power")
    client.force_login(event.organizer)
    page = client.get(url("manage_round", event.t)).content.decode()
    assert "Reported by Pia: Pia won (Reached 15 power)" in page
    radios = re.findall(rf'<input type="radio" name="{key}-result"[^>]*>', page)
    chosen = [tag for tag in radios if "checked" in tag]
    assert len(chosen) == 1 and f'value="{result}"' in chosen[0]
