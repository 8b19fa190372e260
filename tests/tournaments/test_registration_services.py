"""Players joining with a code, registration closed by the organizer, a CSV of players
(preview and one batch), event settings changed or deleted, staff by login (issue 21)."""

from __future__ import annotations

import base64
import csv
import hashlib
import hmac
import io
from types import SimpleNamespace

import pytest
from django.conf import settings as django_settings
from django.contrib.auth import get_user_model

from engine.game.data.decks.text_format import deck_to_text
from tests.tournaments.eventstore_helpers import snapshot
from tests.tournaments.factories import tournament_with_players, user
from tournaments import eventstore
from tournaments.cards import card_db
from tournaments.errors import DomainError, NotFound
from tournaments.models import Registration, StaffRole, Tournament
from tournaments.services import bulk_registration as bulk
from tournaments.services import event_settings as settings_svc
from tournaments.services import registration as reg
from tournaments.services import tournaments as svc
from tournaments.services.simulation import legal_decks

pytestmark = pytest.mark.django_db


def deck_texts() -> tuple[str, str]:
    """A legal deck as the deck database's text export, and one with 5 copies of a card."""
    legal = deck_to_text(legal_decks()[0], card_db())
    illegal = "\n".join(
        line.replace("3x ", "5x ", 1) if line.startswith("3x ") else line
        for line in legal.splitlines()
    )
    return legal, illegal


def csv_text(*rows: dict[str, str], columns: tuple[str, ...] = ("name", "login", "deck")) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns)
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


# --- Join code, self-registration, closing registration --------------------------------


def test_join_code_finds_its_event_and_a_mistyped_code_finds_none() -> None:
    event = tournament_with_players(0)
    code = reg.join_code(event)
    assert code.startswith(f"{event.pk}-")
    assert reg.tournament_by_join_code(code.lower()) == event
    with pytest.raises(NotFound, match="no event has the join code"):
        reg.tournament_by_join_code(code[:-1] + ("A" if code[-1] != "A" else "B"))
    with pytest.raises(NotFound):
        reg.tournament_by_join_code("nonsense")


def test_1000_join_codes_never_hold_a_look_alike_character() -> None:
    """Issue 42 item 5: codes mixed 0/O, 1/I, 2/Z, 5/S and 8/B."""
    events = [
        SimpleNamespace(pk=n, stream_id=f"tournament-{n}", settings={"seed": str(n)})
        for n in range(1000)
    ]
    codes = [reg.join_code(event).partition("-")[2] for event in events]  # type: ignore[arg-type]
    assert {len(code) for code in codes} == {reg.CODE_LETTERS}
    assert set("".join(codes)) <= set(reg.CODE_ALPHABET)
    assert not set("".join(codes)) & set("0O1I2Z5S8B")
    assert len(set(codes)) > 990  # still spread over the alphabet


def test_a_join_code_typed_in_lower_case_and_with_spaces_finds_its_event() -> None:
    event = tournament_with_players(0)
    number, _, characters = reg.join_code(event).partition("-")
    typed = f" {number} - {characters[:3].lower()} {characters[3:].lower()} "
    assert reg.tournament_by_join_code(typed) == event


def test_a_join_code_made_before_the_look_alike_free_alphabet_still_works() -> None:
    event = tournament_with_players(0)
    message = f"{event.stream_id}:{event.settings.get('seed', '')}".encode()
    digest = hmac.new(django_settings.SECRET_KEY.encode(), message, hashlib.sha256).digest()
    old = f"{event.pk}-{base64.b32encode(digest).decode()[:6]}"
    assert old != reg.join_code(event)
    assert reg.tournament_by_join_code(old.lower()) == event


def test_player_joins_and_submits_deck_until_registration_closes_T_ROLE_1() -> None:
    event = tournament_with_players(2)
    ann, bob = user("ann"), user("bob")
    player = reg.player_join(event, user=ann, name="Ann")
    assert reg.deck_submit_own(event, player, deck_texts()[0], user=ann) == []
    reg.registration_close(event, actor=str(event.organizer_id))
    event.refresh_from_db()
    assert event.registration_closed
    before = snapshot()
    with pytest.raises(DomainError, match=r"closed registration") as refused:
        reg.player_join(event, user=bob, name="Bob")
    assert refused.value.rule == "T-ROLE-1"
    with pytest.raises(DomainError, match=r"closed registration"):
        reg.deck_submit_own(event, player, deck_texts()[0], user=ann)
    assert snapshot() == before
    # The organizer may still register a late player; reopening lets players in again.
    svc.player_register(event, name="Late Organizer Entry")
    reg.registration_reopen(event, actor=str(event.organizer_id))
    assert reg.player_join(event, user=bob, name="Bob") == "p5"


def test_joining_twice_is_refused_T_DECK_1() -> None:
    event = tournament_with_players(0)
    ann = user("ann")
    reg.player_join(event, user=ann, name="Ann")
    with pytest.raises(DomainError) as refused:
        reg.player_join(event, user=ann, name="Ann again")
    assert refused.value.rule == "T-DECK-1"


# --- CSV -------------------------------------------------------------------------------------


def test_csv_preview_names_each_rows_problems_and_stores_nothing() -> None:
    event = tournament_with_players(1)  # "Player 1" is registered already
    user("arya")
    legal, illegal = deck_texts()
    text = csv_text(
        {"name": "Arya Stark", "login": "arya", "deck": legal},
        {"name": "Player 1", "login": "", "deck": ""},
        {"name": "Bran", "login": "bran", "deck": ""},
        {"name": "Cersei", "login": "", "deck": illegal},
        {"name": "Davos", "login": "", "deck": ""},
        {"name": "davos", "login": "", "deck": ""},
    )
    before = snapshot()
    preview = bulk.players_preview(event, text)
    problems = {row.name: row.problems for row in preview.rows}
    assert problems["Arya Stark"] == []
    assert preview.rows[0].deck_summary.startswith("Stark, ")  # the faction as printed
    assert problems["Player 1"] == ["row 3: Player 1 is already registered"]
    assert problems["Bran"] == ["row 4: there is no login named 'bran'"]
    assert any("Cersei's deck: 5 copies" in p and "[R-DECK-6]" in p for p in problems["Cersei"]), (
        problems["Cersei"]
    )
    assert "appears more than once" in problems["Davos"][0]
    assert not preview.ok
    with pytest.raises(DomainError, match=r"row 3: Player 1 is already registered"):
        bulk.players_register_csv(event, text, actor="1")
    assert snapshot() == before


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("player,deck\nAnn,\n", "at least 'name'"),
        ("name,faction\nAnn,Stark\n", "unknown column 'faction'"),
        ("name\n", "names no players"),
        ("name,login\nAnn,ann,extra\n", "row 2 has more cells"),
    ],
)
def test_csv_with_wrong_columns_is_refused_whole(text: str, message: str) -> None:
    event = tournament_with_players(0)
    before = snapshot()
    assert message in bulk.players_preview(event, text).problems[0]
    with pytest.raises(DomainError, match=message):
        bulk.players_register_csv(event, text, actor="1")
    assert snapshot() == before


def test_csv_registers_everyone_in_one_batch_once_even_when_retried() -> None:
    event = tournament_with_players(0)
    arya = user("arya")
    get_user_model().objects.filter(pk=arya.pk).update(email="arya@winterfell.example")
    legal, _ = deck_texts()
    text = csv_text(
        {"name": "Arya Stark", "email": "arya@winterfell.example", "deck": legal},
        *({"name": f"Player {n}", "email": "", "deck": ""} for n in range(1, 100)),
        columns=("name", "email", "deck"),
    )
    first = bulk.players_register_csv(event, text, actor="1", idempotency_key="csv-1")
    again = bulk.players_register_csv(event, text, actor="1", idempotency_key="csv-1")
    assert [e.version for e in again] == [e.version for e in first]
    assert Registration.objects.filter(tournament=event).count() == 100
    arya_entry = Registration.objects.get(tournament=event, name="Arya Stark")
    assert arya_entry.user == arya and arya_entry.deck_legal is True
    types = [e.type for e in eventstore.read(event.stream_id)]
    assert types.count("PlayerRegistered") == 100 and types.count("DeckSubmitted") == 1


# --- Settings, deletion, staff ----------------------------------------------------------------


def test_settings_change_records_what_changed_and_who_changed_it() -> None:
    event = tournament_with_players(4)
    actor = str(event.organizer_id)
    settings_svc.settings_change(
        event,
        {"name": "Winter Open", "venue": "The Inn at the Crossroads", "round_minutes": 60},
        actor=actor,
    )
    event.refresh_from_db()
    assert event.name == "Winter Open"
    assert event.settings["venue"] == "The Inn at the Crossroads"
    assert event.settings["round_minutes"] == 60
    last = eventstore.read(event.stream_id)[-1]
    assert last.type == "SettingsChanged" and last.metadata["actor"] == actor
    assert last.payload["was"]["round_minutes"] == 55
    # The same values again change nothing and record nothing.
    assert settings_svc.settings_change(event, {"round_minutes": 60}, actor=actor) == []


def test_structure_cannot_change_once_round_1_is_paired_T_SWISS_1() -> None:
    event = tournament_with_players(4)
    settings_svc.settings_change(event, {"preset": "custom", "swiss_rounds": 2}, actor="1")
    svc.round_pair(event)
    before = snapshot()
    with pytest.raises(DomainError, match="structure was announced") as refused:
        settings_svc.settings_change(event, {"preset": "custom", "swiss_rounds": 3}, actor="1")
    assert refused.value.rule == "T-SWISS-1"
    assert snapshot() == before
    # The round length may still change.
    settings_svc.settings_change(event, {"round_minutes": 50}, actor="1")


def test_restricted_list_cannot_change_once_a_deck_was_checked_T_DECK_2() -> None:
    event = tournament_with_players(1)
    svc.deck_submit(event, "p1", deck_texts()[0])
    with pytest.raises(DomainError) as refused:
        settings_svc.settings_change(event, {"restricted_list": "some-list"}, actor="1")
    assert refused.value.rule == "T-DECK-2"


def test_delete_hides_an_unstarted_event_and_refuses_a_started_one_T_OPEN_5() -> None:
    fresh, started = tournament_with_players(2), tournament_with_players(4, seed="s2")
    settings_svc.tournament_delete(fresh, reason="wrong preset", actor="1")
    assert Tournament.objects.get(pk=fresh.pk).status == "deleted"
    with pytest.raises(NotFound):
        svc.tournament_get(fresh.pk)
    assert eventstore.read(fresh.stream_id)[-1].type == "TournamentDeleted"
    svc.round_pair(started)
    with pytest.raises(DomainError) as refused:
        settings_svc.tournament_delete(started, actor="1")
    assert refused.value.rule == "T-OPEN-5"


def test_staff_added_and_removed_by_login() -> None:
    event = tournament_with_players(0)
    varys = user("varys")
    settings_svc.staff_add(event, "varys", "judge", actor="1")
    assert StaffRole.objects.filter(tournament=event, user=varys, role="judge").exists()
    with pytest.raises(DomainError, match="no login named 'nobody'"):
        settings_svc.staff_add(event, "nobody", "judge", actor="1")
    settings_svc.staff_remove(event, varys.pk, "judge", actor="1")
    assert not StaffRole.objects.filter(tournament=event).exists()
    assert eventstore.read(event.stream_id)[-1].type == "StaffRemoved"
