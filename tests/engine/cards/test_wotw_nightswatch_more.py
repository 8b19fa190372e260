"""Wolves of the North, The Night's Watch (Queenscrown, Catapult on the Wall, Now My Watch
Begins): a legal use and a misuse of each scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.test_sod_martell import next_cards
from tests.engine.cards.test_sod_others import to_plot_phase
from tests.engine.cards.test_wotw_nightswatch import faction, kneel_of, nw

# --- 07019 Queenscrown ------------------------------------------------------------------------


def queenscrown(discard: bool, character: bool = True) -> tuple[CardGame, list[str]]:
    g = nw(["07019"], ["07043"])
    g.start(setup_a=["07019#1"]).round()
    top = [*next_cards(g, "B", 2), "B:07043#1"]  # two filler characters and Weirwood Bow
    g.drawn["B"].add("B:07043#1")
    gone = top[0] if character else top[2]
    stated = [{"op": "reveal", "seat": "B", "cards": top}]
    stated += [{"op": "discard", "card": gone}] if discard else []
    stated += [{"op": "move", "card": c, "to": "deck", "bottom": True}
               for c in top if not (discard and c == gone)]  # fmt: skip
    g.ability("A", "A:07019#1", "action", costs=kneel_of("A:07019#1"), effects=stated,
              at="F-AW-3")  # fmt: skip
    return g, top


def test_07019_queenscrown_discards_a_revealed_character_and_bottoms_the_rest() -> None:
    g, top = queenscrown(discard=True)
    st = g.state()
    assert st.cards[top[0]].zone == "discard"
    assert set(st.players[1].deck[:2]) == {top[1], top[2]}  # the bottom of the deck


def test_07019_queenscrown_misuse_R_EFFECT_1_discards_an_attachment() -> None:
    g, _ = queenscrown(discard=True, character=False)
    assert g.error()[1] == "R-EFFECT-1"


# --- 07020 Catapult on the Wall ---------------------------------------------------------------


def catapult(target_str: int) -> CardGame:
    g = nw(["07020", "07007", "01132"], ["01132"])
    g.start(setup_a=["07007#1", "07020#1"], setup_b=["01053#1", "01132#1"],
            attach_a={"07020#1": "07007#1"}).round(first="B")  # fmt: skip
    g.ev("pass", seat="B").ev("pass", seat="A")
    attacker = "01053#1" if target_str <= 4 else "01132#1"  # Ranging Party: STR 5
    g.ev("challenge", seat="B", challenge="military", attackers=[attacker])
    g.ability("A", "A:07020#1", "action", targets=[f"B:{attacker}"],
              costs=[*kneel_of("A:07020#1"), *kneel_of("A:07007#1")])  # fmt: skip
    return g


def test_07020_catapult_kills_an_attacker_and_its_bearer_stays_knelt() -> None:
    g = catapult(2)
    assert g.state().cards["B:01053#1"].zone == "dead"
    g.ev("defenders", seat="A", defenders=[])  # no attacker left: no result
    to_plot_phase(g)
    g.ev("plot", seat="A", card="A:01025#2").ev("plot", seat="B", card="B:01025#2")
    st = g.state()
    assert st.cards["A:07007#1"].kneeling and not st.cards["A:07020#1"].kneeling


def test_07020_catapult_misuse_R_TARGET_1_an_attacker_with_str_5() -> None:
    g = catapult(5)
    assert g.error()[1] == "R-TARGET-1"


# --- 07023 Now My Watch Begins ----------------------------------------------------------------


def watch_begins(victim: str, b: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    g = nw(["07023"], list(b))
    g.start(setup_b=[victim], hand_a=["07023#1"]).round()
    faction(g, "B", {"op": "discard", "card": f"B:{victim}"}, at="F-AW-3")
    g.ability("A", "A:07023#1", "reaction", costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])
    return g


def test_07023_now_my_watch_begins_takes_a_discarded_character() -> None:
    g = watch_begins("01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "play" and st.cards["B:01053#1"].controller == 0


def test_07023_now_my_watch_begins_misuse_R_REACTION_3_printed_cost_above_5() -> None:
    g = watch_begins("10001#1", ["10001"])  # Doran Martell: printed cost 7
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


def test_07023_now_my_watch_begins_misuse_R_REACTION_3_your_own_discard_pile() -> None:
    g = nw(["07023"])
    g.start(setup_a=["01053#1"], hand_a=["07023#1"]).round()
    faction(g, "A", {"op": "discard", "card": "A:01053#1"}, at="F-AW-3")
    g.ability("A", "A:07023#1", "reaction", costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 07013 Satin ------------------------------------------------------------------------------


def satin_attacks(stewards: list[str]) -> CardGame:
    g = nw(["07013", "01133"])
    g.start(setup_a=["07013#1", *stewards]).round()
    faction(g, "A", *({"op": "kneel", "card": f"A:{c}"} for c in stewards), at="F-AW-3")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["07013#1"])
    return g


def test_07013_satin_knelt_as_an_attacker_stands_another_steward() -> None:
    g = satin_attacks(["01133#1"])  # Steward at the Wall
    g.ability("A", "A:07013#1", "reaction", targets=["A:01133#1"])
    st = g.state()
    assert st.cards["A:07013#1"].kneeling and not st.cards["A:01133#1"].kneeling


def test_07013_satin_misuse_R_TARGET_1_stands_herself() -> None:
    g = satin_attacks(["01133#1"])
    g.ability("A", "A:07013#1", "reaction", targets=["A:07013#1"])
    assert g.error()[1] == "R-TARGET-1"


def test_07013_satin_misuse_R_REACTION_3_another_character_knelt() -> None:
    g = nw(["07013", "01133"])
    g.start(setup_a=["07013#1", "01133#1", "01113#1"]).round()
    faction(g, "A", {"op": "kneel", "card": "A:01133#1"}, at="F-AW-3")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:07013#1", "reaction", targets=["A:01133#1"])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 07006 Grizzled Miner ---------------------------------------------------------------------


def miner_marshaled(cost: int, locations: int) -> CardGame:
    g = nw(["07006", "07018"])
    setup = [f"07018#{n}" for n in range(1, locations + 1)]  # Abandoned Stronghold, cost 2
    g.start(setup_a=setup, hand_a=["07006#1", "07006#2"]).round()
    faction(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")
    g.ev("marshal", seat="A", card="07006#1", cost=cost)
    return g


def test_07006_grizzled_miner_costs_1_less_per_nw_location() -> None:
    g = miner_marshaled(cost=5 - 2, locations=2)
    st = g.state()
    assert st.cards["A:07006#1"].zone == "play" and st.players[0].gold == 3 + 2 - 3


def test_07006_grizzled_miner_misuse_R_COST_1_reduced_twice_by_two_copies() -> None:
    g = miner_marshaled(cost=5 - 4, locations=2)  # the copy in hand reduces only itself
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")
