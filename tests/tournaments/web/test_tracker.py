"""The live tracker (issue 12): two players record a paper game at the table.

Entries are the engine's offered options, checked by pushing them on a replay first; each
carries the log version it was made against and an idempotency key. Only the two players
(and officials) may enter, each their own decisions ([T-ROLE-2]); undo is an event
([LOG-UNDO-1..4]); at the end the result is proposed from the log and each player's
confirmation is their result report."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.core.cache import cache
from django.urls import reverse

from tests.tournaments.eventstore_helpers import snapshot
from tests.tournaments.factories import legal_deck_text, user
from tournaments import eventstore
from tournaments.models import Match
from tournaments.models import MatchLog as MatchLogRow
from tournaments.services import matchlogs, tracker
from tournaments.services import tournaments as svc
from tournaments.web.pages.tracker_sharing import share_tries_key

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


class Table:
    """An event of two players with logins and registered decks, paired at table 1."""

    def __init__(self) -> None:
        self.organizer = user("org")
        self.ann = user("ann")
        self.bob = user("bob")
        self.stranger = user("stranger")
        self.t = svc.tournament_create(organizer=self.organizer, name="Tracked Open", seed="k")
        for index, (name, login) in enumerate((("Ann", self.ann), ("Bob", self.bob))):
            player = svc.player_register(self.t, name=name, user=login)
            svc.deck_submit(self.t, player, legal_deck_text(index))
        for name in ("Cy", "Di"):  # the basic structure needs four players
            svc.player_register(self.t, name=name)
        svc.round_pair(self.t)
        svc.pairings_change(self.t, [("p1", "p2"), ("p3", "p4")], by="org", reason="test")
        self.match = Match.objects.get(tournament=self.t, round__number=1, player_a__name="Ann")
        self.key = self.match.key
        self.users = {self.seat_of(self.ann): self.ann, self.seat_of(self.bob): self.bob}

    def seat_of(self, login: Any) -> str:
        return "A" if self.match.player_a.user_id == login.pk else "B"

    def url(self, name: str) -> str:
        return reverse(f"web:{name}", kwargs={"tournament_id": self.t.pk, "match_key": self.key})

    def state(self, login: Any = None) -> tracker.TrackerState:
        return tracker.tracker_state(self.t, self.key, user=login or self.ann)

    def log_events(self) -> list[dict[str, Any]]:
        stored = eventstore.read(matchlogs.matchlog_stream(self.t, self.key))
        return [e.payload for e in stored if e.type == "LogEventAppended"]


@pytest.fixture
def table(db: Any) -> Iterator[Table]:
    table = Table()
    tracker.tracker_start(table.t, table.key, user=table.ann)
    # The cache (Redis in CI) outlives the test database, whose ids come back next time.
    cache.delete_many([share_tries_key(login) for login in (table.ann, table.bob)])
    yield table
    cache.delete_many([share_tries_key(login) for login in (table.ann, table.bob)])


# --- a simple policy: the way a quick player would play (used by the browser test too) ---


def actor_seat(ts: tracker.TrackerState) -> str:
    """Whose turn it is to enter: the decision's seat (seat A for a decision of nobody)."""
    decision = ts.decision
    assert decision is not None and decision.kind != "blocked", decision
    return ts.deciding_seat or "A"


def _setup_cards(ts: tracker.TrackerState, pool: tuple[str, ...]) -> list[str]:
    """Cheapest first within [S-8-1] (8 gold), [S-8-2] (one limited), one copy per name."""
    chosen, cost, limited, names = [], 0, False, set()
    for cid in sorted(pool, key=lambda c: (ts.state.cards[c].card.cost or 0, c)):
        card = ts.state.cards[cid].card
        price = card.cost or 0
        if card.name in names or cost + price > 8 or (card.keywords.limited and limited):
            continue
        chosen.append(cid)
        cost, limited = cost + price, limited or card.keywords.limited
        names.add(card.name)
    return chosen


def policy(ts: tracker.TrackerState, seat: str) -> tuple[int, list[str]]:
    """(option index, picked cards) for ``seat``: keep hands, set up cheap cards, marshal
    what it can, attack with everything (power first), never defend, take the first cards
    of a pick."""
    mine = [o for o in ts.offers if not o.choice.optional and o.entered_by in (seat, None)]
    by_type: dict[str, list[tracker.Offer]] = {}
    for offer in mine:
        by_type.setdefault(offer.choice.type, []).append(offer)
    if "challenge" in by_type:
        order = {"power": 0, "military": 1, "intrigue": 2}
        best = min(by_type["challenge"], key=lambda o: order[o.choice.fields["challenge"]])
        return best.index, list(best.choice.pick_from)
    if "marshal" in by_type:
        return by_type["marshal"][0].index, []
    if "mulligan" in by_type:
        keep = next(o for o in by_type["mulligan"] if not o.choice.fields["mulligan"])
        return keep.index, []
    assert mine, (ts.decision, [o.entered_by for o in ts.offers], ts.log_version)
    offer = mine[0]
    choice = offer.choice
    if choice.type == "setup":
        return offer.index, _setup_cards(ts, choice.pick_from)
    return offer.index, list(choice.pick_from[: choice.pick_min])


def play_until(table: Table, done: Any, max_entries: int = 600) -> tracker.TrackerState:
    """Play the tracked game through the service until ``done(state)``; that state."""
    for _ in range(max_entries):
        ts = table.state()
        if done(ts):
            return ts
        seat = actor_seat(ts)
        index, cards = policy(ts, seat)
        tracker.tracker_enter(
            table.t,
            table.key,
            user=table.users[seat],
            entry={"option": index, "cards": cards},
            expected_version=ts.log_version,
        )
    raise AssertionError("not reached")


def play(table: Table) -> int:
    """Play the tracked game to its end; returns the entries made."""
    return play_until(table, lambda ts: ts.over).log_version


def until_kind(kind: str) -> Any:
    return lambda ts: ts.decision is not None and ts.decision.kind == kind


def first_entry(table: Table) -> tuple[Any, dict[str, Any], int]:
    ts = table.state()
    seat = actor_seat(ts)
    index, cards = policy(ts, seat)
    return table.users[seat], {"option": index, "cards": cards}, ts.log_version


# --- the service ---------------------------------------------------------------------------


def test_the_log_starts_from_the_registered_decks(table: Table) -> None:
    stored = eventstore.read(matchlogs.matchlog_stream(table.t, table.key))
    header = stored[0].payload["header"]
    assert [s["name"] for s in header["seats"]] == [
        table.match.player_a.name,
        table.match.player_b.name,
    ]
    assert header["seats"][0]["deck"]["faction"] == table.match.player_a.deck["faction"]
    assert table.state().decision.kind == "first_player"
    # Starting again (the opponent taps "start" too) changes nothing.
    tracker.tracker_start(table.t, table.key, user=table.bob)
    assert eventstore.stream_version(matchlogs.matchlog_stream(table.t, table.key)) == 1


def test_a_legal_entry_is_stored(table: Table) -> None:
    login, entry, version = first_entry(table)
    ts = tracker.tracker_enter(
        table.t, table.key, user=login, entry=entry, expected_version=version
    )
    assert ts.log_version == 1
    assert table.log_events()[0]["type"] == "first_player"
    assert MatchLogRow.objects.get(match=table.match).log_version == 1


def test_illegal_entry_is_refused_with_its_rule_S_8_1_and_nothing_is_stored(table: Table) -> None:
    for _ in range(30):  # to the first setup decision
        ts = table.state()
        if ts.decision.kind == "setup":
            break
        seat = actor_seat(ts)
        index, cards = policy(ts, seat)
        tracker.tracker_enter(
            table.t,
            table.key,
            user=table.users[seat],
            entry={"option": index, "cards": cards},
            expected_version=ts.log_version,
        )
    seat = actor_seat(ts)
    offer = ts.offers[0]
    cards = offer.choice.pick_from  # every character and location: far over 8 gold
    before = snapshot()
    with pytest.raises(tracker.DomainError) as refused:
        tracker.tracker_enter(
            table.t,
            table.key,
            user=table.users[seat],
            entry={"option": offer.index, "cards": list(cards)},
            expected_version=ts.log_version,
        )
    assert refused.value.rule is not None and refused.value.rule.startswith("S-8")
    assert snapshot() == before


def test_a_pick_outside_the_pool_is_refused_with_the_decision_rule(table: Table) -> None:
    login, entry, version = first_entry(table)
    tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    ts = table.state()
    assert ts.decision.kind == "draw"
    seat = actor_seat(ts)
    before = snapshot()
    with pytest.raises(tracker.DomainError) as refused:
        tracker.tracker_enter(
            table.t,
            table.key,
            user=table.users[seat],
            entry={"option": 0, "cards": ["Z:nothing#1"]},
            expected_version=ts.log_version,
        )
    assert refused.value.rule == ts.decision.rule == "S-7"
    assert snapshot() == before


def test_a_stale_expected_version_is_a_conflict_and_loses_nothing(table: Table) -> None:
    login, entry, version = first_entry(table)
    tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    before = snapshot()
    with pytest.raises(tracker.ConflictError):
        tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    assert snapshot() == before
    assert len(table.log_events()) == 1


def test_the_same_idempotency_key_twice_records_one_event(table: Table) -> None:
    login, entry, version = first_entry(table)
    for _ in range(2):  # the retry after a lost reply: same request, same key
        ts = tracker.tracker_enter(
            table.t,
            table.key,
            user=login,
            entry=entry,
            expected_version=version,
            idempotency_key="entry-1",
        )
    assert ts.log_version == 1
    assert len(table.log_events()) == 1


def test_T_ROLE_2_the_other_player_cannot_enter_my_decision(table: Table) -> None:
    login, entry, version = first_entry(table)
    tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    ts = table.state()
    seat = actor_seat(ts)  # A's or B's setup draw: that seat's player enters it
    other = table.users["B" if seat == "A" else "A"]
    index, cards = policy(ts, seat)
    before = snapshot()
    with pytest.raises(tracker.PermissionDenied):
        tracker.tracker_enter(
            table.t,
            table.key,
            user=other,
            entry={"option": index, "cards": cards},
            expected_version=ts.log_version,
        )
    assert snapshot() == before


def test_a_non_player_cannot_see_or_enter(table: Table) -> None:
    with pytest.raises(tracker.NotFound):
        tracker.tracker_state(table.t, table.key, user=table.stranger)
    with pytest.raises(tracker.NotFound):
        tracker.tracker_enter(
            table.t,
            table.key,
            user=table.stranger,
            entry={"option": 0, "cards": []},
            expected_version=0,
        )


def test_LOG_UNDO_undo_my_last_entry_before_the_opponent_acts(table: Table) -> None:
    login, entry, version = first_entry(table)
    tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    ts = table.state()
    seat = actor_seat(ts)  # a setup draw
    index, cards = policy(ts, seat)
    drawer = table.users[seat]
    tracker.tracker_enter(
        table.t,
        table.key,
        user=drawer,
        entry={"option": index, "cards": cards},
        expected_version=1,
    )
    other = table.users["B" if seat == "A" else "A"]
    assert tracker.tracker_state(table.t, table.key, user=other).undoable is None
    with pytest.raises(tracker.DomainError):
        tracker.tracker_undo(table.t, table.key, user=other, expected_version=2)
    ts = tracker.tracker_undo(table.t, table.key, user=drawer, expected_version=2)
    assert table.log_events()[-1] == {"seq": 3, "type": "undo", "seat": seat, "undoes": 2}
    assert ts.decision.kind == "draw"  # the draw is asked for again
    assert sum(len(p.hand) for p in ts.state.players) == 0


def test_result_is_proposed_from_the_log_and_each_confirmation_is_a_report(
    table: Table, client: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        entries = play(table)
    ts = table.state()
    proposal = tracker.tracker_propose_result(ts)
    assert proposal is not None and entries > 20
    assert proposal["end_reason"] == "power"
    assert max(proposal["power"]) >= 15
    row = MatchLogRow.objects.get(match=table.match)  # verified once the game was over
    assert row.status == "valid" and row.verdict["winner"] == proposal["winner"]
    with pytest.raises(tracker.DomainError):  # the game is over: no more entries
        tracker.tracker_end(
            table.t, table.key, user=table.ann, how="concede", expected_version=ts.log_version
        )
    for login in (table.ann, table.bob):  # the confirm button on each player's page
        client.force_login(login)
        page = client.get(table.url("tracker")).content.decode()
        assert 'data-testid="confirm-result"' in page
        reply = client.post(table.url("tracker_result"), {"idempotency_key": f"r{login.pk}"}, **HX)
        assert reply.status_code == 200
        table.match.refresh_from_db()
        assert set(table.match.reports) >= {ts.players[table.seat_of(login)]}
    assert table.match.result == proposal["result"]
    assert table.match.result.startswith(proposal["winner"].lower())
    assert 'data-testid="result-confirmed"' in reply.content.decode()


# --- the pages -------------------------------------------------------------------------------


def test_the_page_offers_only_my_options_and_polls_with_204_while_unchanged(
    table: Table, client: Any
) -> None:
    ts = table.state()
    client.force_login(table.ann)
    page = client.get(table.url("tracker"))
    assert page.status_code == 200
    html = page.content.decode()
    assert 'id="tracker"' in html and "Who is first player" in html
    assert f'hx-get="{table.url("tracker_board")}?v={ts.stream_version}"' in html
    unchanged = client.get(table.url("tracker_board"), {"v": ts.stream_version}, **HX)
    assert unchanged.status_code == 204
    changed = client.get(table.url("tracker_board"), {"v": ts.stream_version - 1}, **HX)
    assert changed.status_code == 200 and 'id="tracker"' in changed.content.decode()


def test_an_entry_form_post_records_and_a_retry_with_its_key_records_nothing_more(
    table: Table, client: Any
) -> None:
    login, entry, version = first_entry(table)
    client.force_login(login)
    data = {"option": entry["option"], "expected_version": version, "idempotency_key": "k-1"}
    for _ in range(2):
        reply = client.post(table.url("tracker_enter"), data, **HX)
        assert reply.status_code == 200
        assert "Not recorded" not in reply.content.decode()
    assert len(table.log_events()) == 1


def test_a_stale_form_is_re_rendered_with_the_new_state(table: Table, client: Any) -> None:
    login, entry, version = first_entry(table)
    tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    client.force_login(login)
    data = {"option": entry["option"], "expected_version": version, "idempotency_key": "k-2"}
    reply = client.post(table.url("tracker_enter"), data, **HX)
    html = reply.content.decode()
    assert reply.status_code == 200 and "Not recorded" in html
    assert 'data-log-version="1"' in html
    plain = client.post(table.url("tracker_enter"), {**data, "idempotency_key": "k-3"})
    assert plain.status_code == 409
    assert len(table.log_events()) == 1


def test_a_stranger_gets_404_and_an_official_may_look(table: Table, client: Any) -> None:
    client.force_login(table.stranger)
    assert client.get(table.url("tracker")).status_code == 404
    data = {"option": 0, "expected_version": 0, "idempotency_key": "k-4"}
    assert client.post(table.url("tracker_enter"), data).status_code == 404
    client.force_login(table.organizer)
    assert client.get(table.url("tracker")).status_code == 200
    assert table.log_events() == []


def test_my_game_panel_links_to_the_tracker(table: Table, client: Any) -> None:
    client.force_login(table.ann)
    page = client.get(reverse("web:me", kwargs={"tournament_id": table.t.pk}))
    assert table.url("tracker") in page.content.decode()


def test_R_ABIL_6_an_ability_of_a_card_not_in_play_is_refused_with_its_rule(table: Table) -> None:
    login, entry, version = first_entry(table)
    tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    ts = table.state()
    in_deck = ts.state.players[0].deck[0]  # seat A's card still in the deck
    before = snapshot()
    with pytest.raises(tracker.DomainError) as refused:
        tracker.tracker_ability(
            table.t,
            table.key,
            user=table.users["A"],
            ability={"source": in_deck, "kind": "action", "effects": []},
            expected_version=ts.log_version,
        )
    assert refused.value.rule is not None and refused.value.code == "illegal_event"
    assert snapshot() == before


def test_T_END_1_a_player_concedes_and_the_other_wins(table: Table, client: Any) -> None:
    login, entry, version = first_entry(table)
    tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    client.force_login(table.ann)
    data = {"how": "concede", "expected_version": 1, "idempotency_key": "c-1"}
    assert client.post(table.url("tracker_end"), data, **HX).status_code == 200
    ts = table.state()
    assert table.log_events()[-1] == {"seq": 2, "type": "concede", "seat": table.seat_of(table.ann)}
    proposal = tracker.tracker_propose_result(ts)
    assert proposal is not None and proposal["end_reason"] == "concession"
    assert proposal["winner"] == table.seat_of(table.bob)


def _gain_gold_action(table: Table, client: Any, ts: Any, source: str, key: str) -> str:
    """The ability form posted for an action of ``source`` whose effect is "gain 1 gold"
    (the acting seat's); the tracker's reply."""
    seat = actor_seat(ts)
    data = {
        "source": source,
        "kind": "action",
        "effect-0-op": "gain_gold",
        "effect-0-seat": seat,
        "effect-0-amount": "1",
        "expected_version": ts.log_version,
        "idempotency_key": key,
    }
    return str(client.post(table.url("tracker_ability"), data, **HX).content.decode())


def test_R_TRIGGERED_1_an_ability_claimed_from_a_card_without_one_is_not_recorded(
    table: Table, client: Any
) -> None:
    """The Roseroad ("Limited. +1 Income.") has no action: an ability entered from it is
    refused with its rule and the log is left as it was (issue "Honest verdicts")."""
    ts = play_until(table, until_kind("marshal_or_pass"))
    seat = actor_seat(ts)
    player = ts.state.players["AB".index(seat)]
    source = next(c for c in player.in_play if "01040" in c)  # The Roseroad, set up
    before = table.log_events()
    client.force_login(table.users[seat])
    reply = _gain_gold_action(table, client, ts, source, "ab-0")
    assert "Not recorded" in reply and "The Roseroad has no action ability" in reply
    assert "[R-TRIGGERED-1]" in reply
    assert table.log_events() == before


def test_an_ability_is_entered_with_its_source_and_effect_primitives(
    table: Table, client: Any
) -> None:
    ts = play_until(table, until_kind("marshal_or_pass"))
    seat = actor_seat(ts)
    player = ts.state.players["AB".index(seat)]
    source = f"{seat}:faction"  # no text of its own: checked for legality only
    client.force_login(table.users[seat])
    assert "Not recorded" not in _gain_gold_action(table, client, ts, source, "ab-1")
    ability = table.log_events()[-1]
    assert ability["type"] == "ability" and ability["source"] == source
    assert ability["effects"] == [{"op": "gain_gold", "seat": seat, "amount": 1}]
    assert table.state().state.players["AB".index(seat)].gold == player.gold + 1


# --- a result reported, private decklists, the ability form --------------------------------------


def _conceded_and_confirmed_by_ann(table: Table) -> None:
    """Bob concedes (his entry, still undoable), then Ann confirms the result."""
    ts = table.state(table.bob)
    concede = next(
        o
        for o in ts.offers
        if o.choice.type == "concede" and o.entered_by == table.seat_of(table.bob)
    )
    tracker.tracker_enter(
        table.t, table.key, user=table.bob, entry={"option": concede.index}, expected_version=0
    )
    assert table.state(table.bob).undoable is not None  # a mistaken concession: undoable
    tracker.tracker_confirm_result(table.t, table.key, user=table.ann)


def test_LOG_UNDO_no_undo_once_a_player_has_reported_the_result(table: Table, client: Any) -> None:
    _conceded_and_confirmed_by_ann(table)
    assert table.state(table.bob).undoable is None
    client.force_login(table.bob)
    assert 'data-testid="undo"' not in client.get(table.url("tracker")).content.decode()
    before = snapshot()
    reply = client.post(
        table.url("tracker_undo"), {"expected_version": 1, "idempotency_key": "u1"}, **HX
    )
    assert "the result of this log is reported" in reply.content.decode()
    assert snapshot() == before
    assert [e["type"] for e in table.log_events()] == ["concede"]


def test_T_DECK_3_the_type_ahead_suggests_my_own_deck_only(table: Table, client: Any) -> None:
    ts = table.state(table.ann)
    mine, theirs = table.seat_of(table.ann), table.seat_of(table.bob)
    names = {cid: ts.state.cards[cid].card.name for cid in ts.state.cards if "#" in cid}
    only_theirs = {n for c, n in names.items() if c.startswith(f"{theirs}:")} - {
        n for c, n in names.items() if c.startswith(f"{mine}:")
    }
    assert only_theirs  # the two registered decks differ
    client.force_login(table.ann)
    page = client.get(table.url("tracker")).content.decode()
    datalist = page[page.index('<datalist id="deck-names">') :]
    datalist = datalist[: datalist.index("</datalist>")]
    assert not any(f'value="{n}"' in datalist for n in only_theirs)
    assert any(f'value="{n}"' in datalist for c, n in names.items() if c.startswith(f"{mine}:"))


def test_R_COST_an_ability_form_records_its_costs_and_targets(table: Table, client: Any) -> None:
    """The source kneels as the cost; the engine applies the cost before the effect."""
    ts = play_until(table, until_kind("marshal_or_pass"))
    seat = actor_seat(ts)
    player = ts.state.players["AB".index(seat)]
    source = f"{seat}:faction"  # no text of its own: checked for legality only
    client.force_login(table.users[seat])
    data = {
        "source": source,
        "kind": "action",
        "cost-0-op": "kneel",
        "cost-0-card": source,
        "targets": source,
        "effect-0-op": "gain_power",
        "effect-0-card": source,
        "effect-0-amount": "1",
        "expected_version": ts.log_version,
        "idempotency_key": "ab-2",
    }
    reply = client.post(table.url("tracker_ability"), data, **HX)
    assert "Not recorded" not in reply.content.decode(), reply.content.decode()
    ability = table.log_events()[-1]
    assert ability["costs"] == [{"op": "kneel", "card": source}]
    assert ability["targets"] == [source]
    after = table.state().state.players["AB".index(seat)]
    assert after.faction_kneeling and after.power == player.power + 1  # power on the faction card
    data.update(idempotency_key="ab-3", expected_version=ts.log_version + 1)
    again = client.post(table.url("tracker_ability"), data, **HX)
    assert "[R-KNEEL-2]" in again.content.decode()  # a kneeling card cannot kneel as a cost


# --- one phone between the two players ----------------------------------------------------------


PASSWORD = "shared-pass-1"


@pytest.fixture
def shared(table: Table, client: Any) -> Table:
    """Ann's phone, shared with Bob (who typed his password on it)."""
    table.bob.set_password(PASSWORD)
    table.bob.save()
    client.force_login(table.ann)
    reply = client.post(table.url("tracker_share"), {"password": PASSWORD}, **HX)
    assert 'data-testid="shared"' in reply.content.decode()
    return table


def test_T_ROLE_2_a_wrong_password_does_not_share_the_phone(table: Table, client: Any) -> None:
    table.bob.set_password(PASSWORD)
    table.bob.save()
    client.force_login(table.ann)
    reply = client.post(table.url("tracker_share"), {"password": "guess"}, **HX)
    assert "Not shared: wrong password for Bob" in reply.content.decode()
    login, entry, version = first_entry(table)
    if login == table.bob:  # Bob's decision may still not be entered from Ann's phone
        data = {"option": entry["option"], "expected_version": version, "as_seat": "B"}
        data["as_seat"] = table.seat_of(table.bob)
        before = snapshot()
        refused = client.post(table.url("tracker_enter"), data, **HX)
        assert "each player enters their own decisions" in refused.content.decode()
        assert snapshot() == before


def test_T_ROLE_2_sharing_pauses_after_five_wrong_passwords(table: Table, client: Any) -> None:
    table.bob.set_password(PASSWORD)
    table.bob.save()
    client.force_login(table.ann)
    for _ in range(5):
        client.post(table.url("tracker_share"), {"password": "guess"}, **HX)
    reply = client.post(table.url("tracker_share"), {"password": PASSWORD}, **HX)
    assert "too many wrong passwords" in reply.content.decode()
    assert 'data-testid="shared"' not in reply.content.decode()


def test_T_ROLE_2_a_shared_phone_records_each_entry_as_its_own_players(
    shared: Table, client: Any
) -> None:
    """On Ann's phone shared with Bob, both seats' decisions are entered, each recorded with
    its own player as the actor; each may undo their own entry; both confirm the result."""
    table = shared
    by_seat = {table.seat_of(table.ann): table.ann, table.seat_of(table.bob): table.bob}
    seats_entered = set()
    for _ in range(12):
        ts = table.state()
        seat = actor_seat(ts)
        index, cards = policy(ts, seat)
        data = {
            "option": index,
            "cards": cards,
            "expected_version": ts.log_version,
            "idempotency_key": f"s{ts.log_version}",
            "as_seat": seat,
        }
        page = client.get(table.url("tracker")).content.decode()
        assert f'name="as_seat" value="{seat}"' in page  # the page is the deciding player's
        reply = client.post(table.url("tracker_enter"), data, **HX)
        assert "Not recorded" not in reply.content.decode(), reply.content.decode()
        seats_entered.add(seat)
    assert seats_entered == {"A", "B"}
    stored = eventstore.read(matchlogs.matchlog_stream(table.t, table.key))
    for event in (e for e in stored if e.type == "LogEventAppended"):
        seat = event.payload.get("by", event.payload.get("seat"))
        if seat in by_seat:
            assert event.metadata["actor"] == str(by_seat[seat].pk), event.payload

    undoer = table.state().live.events[-1]
    undo_seat = undoer.get("by", undoer.get("seat"))
    data = {"expected_version": 12, "idempotency_key": "su", "as_seat": undo_seat}
    reply = client.post(table.url("tracker_undo"), data, **HX)
    assert "Not recorded" not in reply.content.decode()
    assert table.log_events()[-1]["type"] == "undo"

    reply = client.post(table.url("tracker_unshare"), **HX)
    assert 'data-testid="shared"' not in reply.content.decode()
    ts = table.state()
    if actor_seat(ts) == table.seat_of(table.bob):  # Bob's decision: Ann's phone again refuses
        index, cards = policy(ts, actor_seat(ts))
        data = {"option": index, "cards": cards, "expected_version": ts.log_version}
        refused = client.post(table.url("tracker_enter"), {**data, "as_seat": "B"}, **HX)
        assert "Not recorded" in refused.content.decode()


def test_T_ROLE_2_both_players_confirm_the_result_on_a_shared_phone(
    shared: Table, client: Any
) -> None:
    table = shared
    ann, bob = table.seat_of(table.ann), table.seat_of(table.bob)
    ts = table.state()
    concede = next(o for o in ts.offers if o.choice.type == "concede" and o.entered_by == bob)
    data = {"option": concede.index, "expected_version": 0, "as_seat": bob}
    client.post(table.url("tracker_enter"), data, **HX)
    page = client.get(table.url("tracker")).content.decode()
    assert page.count('data-testid="confirm-result"') == 2
    for seat in (ann, bob):
        client.post(table.url("tracker_result"), {"as_seat": seat, "idempotency_key": seat}, **HX)
    table.match.refresh_from_db()
    assert set(table.match.reports) == {
        table.match.player_a.player_id,
        table.match.player_b.player_id,
    }
    assert table.match.result == f"{ann.lower()}_win"
