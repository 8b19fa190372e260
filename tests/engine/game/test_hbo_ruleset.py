"""The hbo-2p ruleset where it differs from Second Edition (rules/hbo.md section 9): the
header and its options, the house-deck and plot-draft checks, and the framework rules
(deck-out, simultaneous win, reserve, attachments, duplicates, keywords, actions)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine.game.framework.ending import check_end
from engine.game.logformat.log import LogFormatError, parse_log
from engine.game.play.replay import apply_event, cards_for, replay, run
from engine.game.rules.checks import challenge_result
from engine.game.rules.zones import enter_play, leave_play
from engine.game.rulesets.hbo.cardfile import BUNDLED, hbo_cards, house_box
from engine.game.rulesets.hbo.texts import action_phases, plot_dominance_bonus
from engine.game.rulesets.params import HBO, JOUST, ruleset
from engine.game.state.model import Challenge, GameState, RuleError

GOLDEN = Path(__file__).resolve().parents[1] / "golden/hbo"


def golden(name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text())
    return doc


def state_of(doc: dict[str, Any], upto: int | None = None) -> GameState:
    st, errors = run(parse_log(doc), hbo_cards(), upto=upto)
    assert not errors
    return st


def push(st: GameState, **event: Any) -> None:
    apply_event(st, {"seq": st.seq + 1, **event})


# --- the header --------------------------------------------------------------------------------


def test_h_setup_2_an_hbo_log_names_two_seats_and_only_known_options() -> None:
    doc = golden("setup-placement")
    assert parse_log(doc).ruleset == HBO
    for options, field in (({"reserve": 1}, "unknown option"), ({"plot_draft": 3}, "plot_draft")):
        with pytest.raises(LogFormatError, match=field):
            parse_log({**doc, "options": options})
    with pytest.raises(LogFormatError, match="seats"):
        parse_log({**doc, "seats": doc["seats"][:1]})


def test_card_data_hbo_loads_the_bundled_card_file() -> None:
    db = cards_for(parse_log(golden("setup-placement")))
    assert db.source == str(BUNDLED) and db.version.startswith("hbo-sha256:")
    assert db.get("HP21").name == "Illyrio's Gift"


def test_every_value_the_books_do_not_print_is_marked_as_a_stand_in() -> None:
    """docs/hbo.md: each card lists its invented values; plots have no reserve ([H-2E-6])."""
    raw = json.loads(BUNDLED.read_text())
    for record in raw["cards"]:
        assert isinstance(record["stand_in"], list), record["code"]
        if record["type"] == "plot":
            assert record["plotStats"]["reserve"] is None
    marked = {r["code"]: r["stand_in"] for r in raw["cards"]}
    for code in ("HS02", "HS03", "HS07"):  # the 2 + 2 + 1 split of 5 gold ([H-EX-SETUP])
        assert "cost" in marked[code], code
    for code in raw["hbo"]["decks"]["lannister"]["plots"] + raw["hbo"]["decks"]["stark"]["plots"]:
        assert "text" in marked[code], code  # no plot text in the books ([H-SETUP-3-VALUES])
    named = {r["name"] for r in raw["cards"] if r["stand_in"] != ["card"]}
    assert {"The Hound", "Jon Snow", "Illyrio's Gift", "Not Today", "Calling the Banners"} <= named


# --- decks and the plot draft ------------------------------------------------------------------


def deck_rules(doc: dict[str, Any]) -> set[tuple[str, str]]:
    return {(e["seat"], e["rule"]) for e in replay(doc).as_dict()["deck_errors"]}


def test_h_comp_4_the_draw_deck_must_be_the_fixed_house_deck() -> None:
    doc = golden("setup-placement")
    doc["seats"][0]["deck"]["cards"]["HL11"] = 9
    doc["seats"][1]["deck"]["plots"] = {"HP01": 1}
    assert deck_rules(doc) == {("A", "H-COMP-4"), ("B", "H-SETUP-3")}


def test_h_setup_2_one_lannister_one_stark_and_no_agenda() -> None:
    doc = golden("setup-placement")
    doc["seats"][1]["deck"] = copy.deepcopy(doc["seats"][0]["deck"])
    doc["seats"][0]["deck"]["agenda"] = "HP01"
    assert {rule for _, rule in deck_rules(doc)} == {"H-SETUP-2", "H-2E-27"}


def recorded_draft() -> tuple[dict[str, Any], list[str], list[str]]:
    """A legal recorded draft ([H-DRAFT-1..5]) and the plots each seat drafted."""
    pool = list(house_box(hbo_cards()).draft_pool)
    rounds, drafted_a, drafted_b = [], [], []
    for r in range(3):
        deal_a, deal_b = pool[6 * r : 6 * r + 3], pool[6 * r + 3 : 6 * r + 6]
        rounds.append(
            {
                "A": {"dealt": deal_a, "keep": deal_a[0], "keep_passed": deal_b[1]},
                "B": {"dealt": deal_b, "keep": deal_b[0], "keep_passed": deal_a[1]},
            }
        )
        drafted_a += [deal_a[0], deal_b[1]]
        drafted_b += [deal_b[0], deal_a[1]]
    return {"rounds": rounds}, drafted_a, drafted_b


def with_draft(final_a: list[str], final_b: list[str], draft: dict[str, Any]) -> dict[str, Any]:
    doc = golden("setup-placement")
    doc["options"] = {"plot_draft": {**draft, "final": {"A": final_a, "B": final_b}}}
    doc["seats"][0]["deck"]["plots"] = {c: 1 for c in final_a}
    doc["seats"][1]["deck"]["plots"] = {c: 1 for c in final_b}
    return doc


def test_h_draft_a_recorded_draft_gives_seven_of_thirteen_plots() -> None:
    box = house_box(hbo_cards())
    draft, drafted_a, drafted_b = recorded_draft()
    final_a = [*box.decks["lannister"].plots[:1], *drafted_a]  # 1 standard + 6 drafted
    final_b = list(box.decks["stark"].plots[:5]) + drafted_b[:2]
    assert deck_rules(with_draft(final_a, final_b, draft)) == set()
    stolen = [*final_a[:6], drafted_b[0]]  # a plot B drafted, not A ([H-DRAFT-5])
    assert ("A", "H-DRAFT-5") in deck_rules(with_draft(stolen, final_b, draft))


def test_h_draft_each_step_is_checked() -> None:
    box = house_box(hbo_cards())
    draft, _, _ = recorded_draft()
    final_a, final_b = list(box.decks["lannister"].plots), list(box.decks["stark"].plots)
    bad_keep = copy.deepcopy(draft)
    bad_keep["rounds"][0]["A"]["keep"] = draft["rounds"][1]["A"]["dealt"][0]
    assert ("A", "H-DRAFT-2") in deck_rules(with_draft(final_a, final_b, bad_keep))
    bad_pass = copy.deepcopy(draft)
    bad_pass["rounds"][0]["B"]["keep_passed"] = draft["rounds"][0]["A"]["keep"]
    assert ("B", "H-DRAFT-3") in deck_rules(with_draft(final_a, final_b, bad_pass))
    twice = copy.deepcopy(draft)
    twice["rounds"][2]["A"]["dealt"] = draft["rounds"][0]["A"]["dealt"]
    assert ("A", "H-DRAFT-4") in deck_rules(with_draft(final_a, final_b, twice))


def test_h_draft_without_recorded_steps_no_plot_goes_to_both_players() -> None:
    doc = golden("illyrio-dominance")  # plot_draft: true, A holds Illyrio's Gift
    assert deck_rules(doc) == set()
    doc["seats"][1]["deck"]["plots"] = {
        **dict(list(doc["seats"][1]["deck"]["plots"].items())[:6]),
        "HP21": 1,
    }
    assert ("B", "H-DRAFT-3") in deck_rules(doc)
    doc["options"] = {}
    assert ("A", "H-SETUP-3") in deck_rules(doc)


# --- the framework -----------------------------------------------------------------------------


def test_h_setup_5_mulligans_are_not_in_player_order() -> None:
    doc = golden("setup-placement")
    events = doc["events"]
    events[2], events[3] = events[3], events[2]  # B decides before A: there is no order
    for i, ev in enumerate(events, start=1):
        ev["seq"] = i
    assert replay(doc).status == "incomplete"


def test_h_draw_2_an_empty_deck_draws_nothing_and_eliminates_nobody() -> None:
    st = state_of(golden("challenge-example"))
    st.players[0].deck.clear()
    check_end(st)
    assert not st.over and not st.players[0].eliminated
    st.ruleset = JOUST  # the same state under Second Edition: decked ([R-ELIM-1])
    check_end(st)
    assert st.over and st.end_reason == "decked"


def test_h_win_3_both_at_15_the_first_player_wins() -> None:
    st = state_of(golden("challenge-example"))
    st.first = 1
    st.players[0].power = st.players[1].power = 15
    check_end(st)
    assert (st.over, st.winner, st.end_reason, st.pending_choice) == (True, 1, "power", None)


def test_h_tax_3_no_reserve_discard() -> None:
    doc = golden("challenge-example")
    st = state_of(doc, upto=next(e["seq"] for e in doc["events"] if e["type"] == "dominance"))
    assert len(st.players[0].hand) > 0
    with pytest.raises(RuleError, match="H-TAX-3"):
        push(st, type="reserve", seat="A", cards=st.players[0].hand[:1])


def test_h_type_att_2_an_attachment_is_discarded_with_its_host() -> None:
    st = state_of(golden("challenge-example"))
    hand = "B:HS09#1"  # Hand of the King, in the Stark hand since setup
    enter_play(st, hand, 1, host="B:HS03#1")
    leave_play(st, "B:HS03#1", "dead")
    assert st.cards[hand].zone == "discard" and hand in st.players[1].discard


def test_h_dup_5_a_duplicate_saves_only_from_being_killed() -> None:
    st = state_of(golden("challenge-example"))
    jon = "B:HS03#1"
    st.cards["B:HS03#2"].zone = "hand"
    st.players[1].deck.remove("B:HS03#2")
    st.players[1].hand.append("B:HS03#2")
    enter_play(st, "B:HS03#2", 1)  # Jon Snow in play: the copy becomes his duplicate
    assert st.cards[jon].dupes == ["B:HS03#2"]
    winterfell = "B:HS08#1"  # a passive source: the effects, not the source, are tested
    enter_play(st, winterfell, 1)
    discard = {"op": "discard", "card": jon, "saved_by": "B:HS03#2"}
    ability = {"type": "ability", "seat": "B", "source": winterfell, "kind": "forced"}
    with pytest.raises(RuleError, match="H-DUP-5"):
        push(st, **ability, effects=[discard])
    push(st, **ability, effects=[{**discard, "op": "kill"}])
    assert st.cards[jon].zone == "play" and st.cards["B:HS03#2"].zone == "discard"


def test_h_act_3_a_phase_headed_action_only_in_its_phase() -> None:
    """[H-EX-LUWIN]: "Dominance:" actions only in the Dominance phase."""
    assert action_phases("<b>Dominance:</b> Kneel Maester Luwin to draw 2 cards.") == {"dominance"}
    assert action_phases("<b>Any phase:</b> Pay 2 gold to kneel a character.") == {"any phase"}
    doc = golden("challenge-example")
    st = state_of(doc, upto=next(e["seq"] for e in doc["events"] if e["type"] == "marshal"))
    luwin, kneel = "B:HS06#1", [{"op": "kneel", "card": "B:HS06#1"}]
    enter_play(st, luwin, 1)
    action = {"type": "ability", "seat": "B", "source": luwin, "kind": "action"}
    with pytest.raises(RuleError, match="H-ACT-3"):
        push(st, **action, costs=kneel)
    st = state_of(doc, upto=next(e["seq"] for e in doc["events"] if e["type"] == "dominance"))
    enter_play(st, luwin, 1)
    cards = st.players[1].deck[-2:]
    push(st, **action, costs=kneel, effects=[{"op": "draw", "seat": "B", "cards": cards}])
    assert st.phase == "dominance" and st.cards[luwin].kneeling


def test_h_save_1_only_save_responses_interrupt() -> None:
    st = state_of(golden("challenge-example"))
    with pytest.raises(RuleError, match="H-SAVE-1"):
        push(st, type="ability", seat="B", source="B:HS03#1", kind="interrupt")


def test_h_kw_1_only_limited_renown_and_stealth() -> None:
    doc = golden("challenge-example")
    marshal_seq = next(e["seq"] for e in doc["events"] if e["type"] == "marshal")
    st = state_of(doc, upto=marshal_seq - 1)
    with pytest.raises(RuleError, match="H-KW-1"):
        push(st, type="ambush", seat="A", card="A:HL11#3")
    assert "insight" not in ruleset(HBO).keywords and not ruleset(HBO).renown_optional


def test_h_chal_res_4_an_attacker_wins_ties_even_at_zero_strength() -> None:
    st = state_of(golden("challenge-example"))
    ch = Challenge(0, 1, "power", [], {})
    assert challenge_result(st, ch) == (0, 0, 0, True)
    st.ruleset = JOUST  # Second Edition: nobody wins without STR ([F-4.2.2-2])
    assert challenge_result(st, ch) == (None, 0, 0, False)


def test_h_card_illyrio_bonus_text() -> None:
    st = state_of(golden("illyrio-dominance"))
    assert plot_dominance_bonus(st, 0) == 3 and plot_dominance_bonus(st, 1) == 0


def test_every_hbo_rule_id_the_engine_cites_is_in_the_digest() -> None:
    """docs/match-log.md: an hbo-2p error cites the digest's id; each id the translation
    table gives and each [H-...] id the code raises must exist in rules/hbo.md."""
    digest = Path(__file__).resolve().parents[3].parent / "shared/rules/hbo.md"
    if not digest.exists():
        pytest.skip("the rules digest (shared/rules/hbo.md) is not on this machine")
    known = set(re.findall(r"\[(H-[A-Z0-9-]+)\]", digest.read_text()))
    engine = Path(__file__).resolve().parents[3] / "engine"
    raised = {
        rule
        for path in engine.rglob("*.py")
        for rule in re.findall(r'"(H-[A-Z0-9-]+)"', path.read_text())
    }
    cited = set(ruleset(HBO).rule_ids.values()) | raised
    assert cited - known == set()
    assert ruleset("no-such-ruleset") == ruleset(JOUST)


@pytest.mark.parametrize(
    "name", ["engine.game.rulesets.params", "engine.game.rulesets.hbo.cardfile"]
)
def test_docstring_examples_run(name: str) -> None:
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0


def test_a_user_card_file_is_read_and_its_box_checked(tmp_path: Path) -> None:
    """A supplied card file replaces the bundled values; a box that is not two 50-card
    decks ([H-COMP-4]) is refused with the file named."""
    from engine.game.data.cards import CardDataError

    raw = json.loads(BUNDLED.read_text())
    next(c for c in raw["cards"] if c["code"] == "HL01")["strength"] = 5  # real values
    good = tmp_path / "real.json"
    good.write_text(json.dumps(raw))
    assert hbo_cards(good).get("HL01").strength == 5
    assert cards_for(parse_log(golden("setup-placement")), str(good)).source == str(good)
    raw["hbo"]["decks"]["stark"]["cards"]["HS11"] = 7
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(raw))
    with pytest.raises(CardDataError, match=r"bad\.json.*stark deck"):
        hbo_cards(bad)


def test_cli_replays_an_hbo_log_with_a_card_file(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.game.cli.replay import main_replay

    log = str(GOLDEN / "illyrio-dominance.json")
    assert main_replay([log, "--cards", str(BUNDLED)]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert (verdict["status"], verdict["power"]) == ("incomplete", {"A": 4, "B": 0})
