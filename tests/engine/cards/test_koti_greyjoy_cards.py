"""Kings of the Isles, House Greyjoy locations, attachments, events, plot and Eager Deckhand:
a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import VANILLA_PLOT, CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _greyjoy(a: list[str], b: tuple[str, ...] = (), **start: object) -> CardGame:
    g = CardGame(a=a, b=list(b), faction_a="greyjoy", faction_b="stark")
    g.start(**start).round()  # type: ignore[arg-type]
    return g


# --- 12018 Golden Storm -------------------------------------------------------------------------


def _golden_storm(target: str) -> CardGame:
    g = _greyjoy(["12018", "01072"], setup_a=["12018#1", "01072#1"], setup_b=["01053#1", "01113#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=2, unopposed=False)
    g.ability("A", "A:12018#1", "reaction", costs=[{"op": "kneel", "card": "A:12018#1"}],
              targets=[target])  # fmt: skip
    return g


def test_12018_golden_storm_kills_a_participant_and_stands_with_a_raider() -> None:
    g = _golden_storm("B:01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and not st.cards["A:12018#1"].kneeling


def test_12018_golden_storm_misuse_R_TARGET_1_not_participating() -> None:
    g = _golden_storm("B:01113#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 12019 Maiden's Bane ------------------------------------------------------------------------


def _maidens_bane(defenders: list[str]) -> CardGame:
    g = _greyjoy(["12019", "12003"], setup_a=["12019#1", "12003#1"], setup_b=["01053#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["12003#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    if defenders:
        g.ev("challenge_result", winner="A", attacker_str=5, defender_str=2, unopposed=False)
    g.ability("A", "A:12019#1", "reaction", costs=[{"op": "kneel", "card": "A:12019#1"}],
              targets=["A:12003#1"])  # fmt: skip
    return g


def test_12019_maidens_bane_stands_a_captain_and_itself() -> None:
    g = _maidens_bane([])
    st = g.state()
    assert not st.cards["A:12003#1"].kneeling and not st.cards["A:12019#1"].kneeling


def test_12019_maidens_bane_misuse_R_REACTION_3_not_unopposed() -> None:
    g = _maidens_bane(["B:01053#1"])
    assert g.error()[1] == "R-REACTION-3"


# --- 12023 What Is Dead May Never Die -----------------------------------------------------------


def _what_is_dead(target: str) -> CardGame:
    g = _greyjoy(["12023", "01072"], ["01072"], setup_a=["01072#1", "01053#1"],
                 setup_b=["01072#1"], hand_a=["12023#1"])  # fmt: skip
    faction_action(g, "A", {"op": "kill", "card": "A:01072#1"}, {"op": "kill", "card": "B:01072#1"},
                   {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")  # fmt: skip
    for _ in range(2):  # marshaling, challenges: A wins dominance (STR 2 and 6 gold)
        g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:12023#1", "reaction", costs=[{"op": "spend_gold", "seat": "A", "amount": 3}],
              targets=[target])  # fmt: skip
    return g


def test_12023_what_is_dead_puts_a_greyjoy_character_back_into_play() -> None:
    g = _what_is_dead("A:01072#1")
    assert g.state().cards["A:01072#1"].zone == "play"


def test_12023_what_is_dead_misuse_R_TARGET_1_an_opponents_dead_character() -> None:
    g = _what_is_dead("B:01072#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 12016 Silence, 12014 Eager Deckhand ---------------------------------------------------------


def test_12016_silence_puts_a_warship_into_play_and_12014_eager_deckhand_follows() -> None:
    g = _greyjoy(["12016", "01079", "12014"], setup_a=["12016#1"], hand_a=["01079#1", "12014#1"])
    to_challenges(g)
    g.ability("A", "A:12016#1", "action", costs=[{"op": "kneel", "card": "A:12016#1"}],
              targets=["A:01079#1"])  # fmt: skip
    g.ability("A", "A:12014#1", "reaction")
    st = g.state()
    assert st.cards["A:01079#1"].zone == "play" and st.cards["A:12014#1"].zone == "play"


def test_12016_silence_misuse_R_ACTION_2_in_the_marshaling_phase() -> None:
    g = _greyjoy(["12016", "01079"], setup_a=["12016#1"], hand_a=["01079#1"])
    g.ability("A", "A:12016#1", "action", costs=[{"op": "kneel", "card": "A:12016#1"}],
              targets=["A:01079#1"], at="F-AW-3")  # fmt: skip
    assert g.error()[1] == "R-ACTION-2"


def test_12014_eager_deckhand_misuse_R_REACTION_3_not_a_warship() -> None:
    g = _greyjoy(["12014", "01156"], hand_a=["01156#1", "12014#1"])
    g.ev("marshal", seat="A", card="01156#1")  # Heart Tree Grove: not a Warship
    g.ability("A", "A:12014#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 12021 Red Rain -----------------------------------------------------------------------------


def _red_rain(defenders: list[str]) -> CardGame:
    g = _greyjoy(["12021", "12006"], setup_a=["12006#1", "12021#1"],
                 attach_a={"12021#1": "12006#1"}, setup_b=["01053#1"])  # fmt: skip
    assert has_keyword(g.state(), "A:12006#1", "stealth")  # The Drumm
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["12006#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    if defenders:
        g.ev("challenge_result", winner="A", attacker_str=4, defender_str=2, unopposed=False)
    g.ability("A", "A:12021#1", "reaction")
    return g


def test_12021_red_rain_the_drumm_gains_stealth_and_2_power_unopposed() -> None:
    g = _red_rain([])
    assert g.state().cards["A:12006#1"].power == 2


def test_12021_red_rain_misuse_R_REACTION_3_opposed() -> None:
    g = _red_rain(["B:01053#1"])
    assert g.error()[1] == "R-REACTION-3"


# --- 12024 Nighttime Raid -----------------------------------------------------------------------


def _raid(targets: list[str]) -> CardGame:
    g = _greyjoy(["12024", "01072"], setup_a=["01072#1", "01053#1"], hand_a=["12024#1"])
    g.ability("A", "A:12024#1", "action", targets=targets, at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    return g


def test_12024_nighttime_raid_a_pillager_gains_stealth() -> None:
    g = _raid(["A:01072#1"])
    assert has_keyword(g.state(), "A:01072#1", "stealth")


def test_12024_nighttime_raid_misuse_R_TARGET_1_no_pillage_nor_raider() -> None:
    g = _raid(["A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 12046 We Take Westeros! --------------------------------------------------------------------


def _we_take_westeros(target: str | None) -> CardGame:
    g = CardGame(a=["01156"], b=[], plots_a=["12046"], faction_a="greyjoy")
    g.start(hand_a=["01156#1"]).round()
    faction_action(g, "A", {"op": "discard", "card": "A:01156#1"},
                   {"op": "discard", "card": "A:01053#8"}, at="F-AW-3")  # fmt: skip
    for _ in range(2):
        g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("pass", seat="A").ev("pass", seat="B")  # dominance
    for player in g.state().players:  # taxation: down to the reserve of 5
        spare = sorted(c for c in player.hand if c != "A:01156#1")
        g.ev("reserve", seat=player.key, cards=spare[: len(player.hand) - 5])
    g.ev("plot", seat="A", card="A:12046#1").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#2")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.ability("A", "A:12046#1", "when_revealed", targets=[target] if target else [])
    return g


def test_12046_we_take_westeros_puts_a_discarded_location_into_play() -> None:
    g = _we_take_westeros("A:01156#1")
    assert g.state().cards["A:01156#1"].zone == "play"


def test_12046_we_take_westeros_misuse_R_TARGET_1_a_character() -> None:
    g = _we_take_westeros("A:01053#8")
    assert g.error()[1] == "R-TARGET-1"


def _westeros_with_an_unenterable_kraken(targets: list[str]) -> CardGame:
    """The only location in a discard pile is B's Great Kraken, and A controls a copy: it
    cannot enter play under A's control ([R-UNIQUE-3]), so it is no valid target."""
    g = CardGame(a=["01078"], b=["01078"], plots_a=["12046"], faction_a="greyjoy")
    g.start(setup_a=["01078#1"], hand_b=["01078#1"]).round()
    faction_action(g, "B", {"op": "discard", "card": "B:01078#1"}, at="F-AW-3")
    for _ in range(2):
        g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("pass", seat="A").ev("pass", seat="B")  # dominance
    for player in g.state().players:  # taxation: down to the reserve of 5
        spare = sorted(player.hand)
        if len(spare) > 5:
            g.ev("reserve", seat=player.key, cards=spare[: len(spare) - 5])
    g.ev("plot", seat="A", card="A:12046#1").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#2")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.ability("A", "A:12046#1", "when_revealed", targets=targets)
    return g


def test_12046_we_take_westeros_resolves_without_a_location_that_cannot_enter_R_TARGET_9() -> None:
    g = _westeros_with_an_unenterable_kraken([])
    assert g.verdict().status != "invalid", g.verdict().errors
    assert g.state().cards["B:01078#1"].zone == "discard"


def test_12046_we_take_westeros_misuse_R_UNIQUE_3_the_kraken_a_copy_of_which_it_controls() -> None:
    g = _westeros_with_an_unenterable_kraken(["B:01078#1"])
    assert g.error()[:2] == (g.last_seq(), "R-UNIQUE-3")


def test_12046_we_take_westeros_misuse_R_TARGET_3_no_target_with_a_location_to_take() -> None:
    g = _we_take_westeros(None)  # Heart Tree Grove is in A's discard pile, free to enter
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-3")


# --- 12020 Scouting Vessel ----------------------------------------------------------------------


def _scouting_vessel(extra: list[str]) -> CardGame:
    g = _greyjoy(["12020", "01072"], setup_a=["12020#1", "01072#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="pillage", card="01072#1", cards=["B:01053#1"], use=True)
    g.ability("A", "A:12020#1", "interrupt", costs=[
        {"op": "kneel", "card": "A:12020#1"}, {"op": "sacrifice", "card": "A:12020#1"}],
        effects=[{"op": "discard", "card": c} for c in extra])  # fmt: skip
    return g


def test_12020_scouting_vessel_pillage_discards_3_cards() -> None:
    g = _scouting_vessel(["B:01053#2", "B:01053#3"])
    st = g.state()
    assert len(st.players[1].discard) == 3 and st.cards["A:12020#1"].zone == "discard"


def test_12020_scouting_vessel_misuse_R_EFFECT_1_one_card_more() -> None:
    g = _scouting_vessel(["B:01053#2"])
    assert g.error()[1] == "R-EFFECT-1"
