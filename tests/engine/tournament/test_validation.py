"""Organizer's manual pairings are checked ([T-SWISS-6], [T-SWISS-4], [T-SWISS-5], [T-DROP-1])."""

from engine.tournament import (
    MatchRecord,
    PlayerEntry,
    Result,
    StatusChange,
    StatusChangeKind,
    pair_swiss_round,
    validate_pairings,
)

W = Result.A_WIN
PLAYERS = [PlayerEntry(p) for p in ("a", "b", "c", "d", "e")]
ROUND_1 = [
    MatchRecord.game(1, "a", "b", W),
    MatchRecord.game(1, "c", "d", W),
    MatchRecord.bye(1, "e"),
]


def rules(proposed: list[tuple[str, str | None]], **kwargs: object) -> list[str]:
    issues = validate_pairings(PLAYERS, ROUND_1, 2, proposed, **kwargs)  # type: ignore[arg-type]
    return sorted(issue.rule for issue in issues)


def test_T_SWISS_6_engine_pairings_are_valid() -> None:
    pairing = pair_swiss_round(PLAYERS, ROUND_1, 2, "s")
    assert validate_pairings(PLAYERS, ROUND_1, 2, pairing.pairings) == ()


def test_T_SWISS_6_valid_manual_change_passes() -> None:
    assert rules([("a", "c"), ("b", "e"), ("d", None)]) == []


def messages(proposed: list[tuple[str, str | None]]) -> list[tuple[str, str]]:
    return [(i.rule, i.message) for i in validate_pairings(PLAYERS, ROUND_1, 2, proposed)]


def test_T_SWISS_6_missing_twice_unknown_and_self_pairings_are_reported() -> None:
    assert messages([("a", "c"), ("b", "e")]) == [
        ("T-SWISS-6", "d is not paired"),
        ("T-SWISS-5", "5 active players need one bye"),
    ]
    assert messages([("a", "c"), ("a", "e"), ("b", "d"), ("x", None)])[:2] == [
        ("T-SWISS-6", "a is paired 2 times"),
        ("T-SWISS-6", "x is not registered"),
    ]
    assert messages([("a", "a"), ("b", "e"), ("c", "d")])[0] == (
        "T-SWISS-6",
        "a cannot play themselves",
    )
    assert rules([("a", "c"), ("b", "e"), ("d", "zed"), ("x", None)]) == ["T-SWISS-6"] * 2


def test_T_SWISS_4_rematch_needs_confirmation() -> None:
    proposal = [("a", "b"), ("c", "e"), ("d", None)]
    assert rules(proposal) == ["T-SWISS-4"]
    assert rules(proposal, confirmed_rematches={frozenset({"a", "b"})}) == []


def test_T_SWISS_5_at_most_one_bye_and_no_second_bye_unless_confirmed() -> None:
    assert rules([("a", None), ("b", None), ("c", "e"), ("d", None)]) == ["T-SWISS-5"]
    assert rules([("a", "c"), ("b", "d"), ("e", None)]) == ["T-SWISS-5"]  # e had the bye
    assert rules([("a", "c"), ("b", "d"), ("e", None)], confirmed_byes={"e"}) == []


def test_T_DROP_1_dropped_player_in_a_manual_pairing_is_reported() -> None:
    players = [*PLAYERS[:4], PlayerEntry("e", (StatusChange(2, StatusChangeKind.DROP),))]
    issues = validate_pairings(players, ROUND_1, 2, [("a", "c"), ("b", "d"), ("e", None)])
    assert [(i.rule, i.players) for i in issues] == [("T-DROP-1", ("e",)), ("T-SWISS-5", ("e",))]
    assert issues[0].to_dict()["message"] == "e is not active, so cannot be paired"
