"""WotN, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons, plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MAESTER = "03041"  # House Maester: a neutral Maester character without text

# --- 03045 Tithe ------------------------------------------------------------------------------

TITHE = "03045"


def _tithe(kneel: str) -> CardGame:
    g = CardGame(a=[TITHE, MAESTER], b=[], faction_a="stark")
    g.start(setup_a=[f"{MAESTER}#1", "01053#1"], hand_a=[f"{TITHE}#1"]).round()
    return g.ability("A", f"A:{TITHE}#1", "action", costs=[{"op": "kneel", "card": kneel}],
                     at="F-AW-3")  # fmt: skip


def test_03045_tithe_kneels_a_neutral_character_to_gain_2_gold() -> None:
    st = _tithe(f"A:{MAESTER}#1").state()
    assert st.players[0].gold == 3 + 2 and st.cards[f"A:{MAESTER}#1"].kneeling
    assert st.cards[f"A:{TITHE}#1"].zone == "discard"


def test_03045_tithe_misuse_R_COST_2_kneels_a_baratheon_character() -> None:
    g = _tithe("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "neutral" in message


# --- 03042 Tourney Grounds --------------------------------------------------------------------

GROUNDS, CONFINEMENT = "03042", "01121"  # Confinement: a 1-cost event


def _grounds_then_confinement(costs: list[dict[str, object]]) -> CardGame:
    g = CardGame(a=[GROUNDS, CONFINEMENT], b=[], faction_a="martell")
    g.start(setup_a=[f"{GROUNDS}#1"], setup_b=["01053#1"], hand_a=[f"{CONFINEMENT}#1"]).round()
    g.ability("A", f"A:{GROUNDS}#1", "action", costs=[{"op": "kneel", "card": f"A:{GROUNDS}#1"}],
              at="F-AW-3")  # fmt: skip
    return g.ability("A", f"A:{CONFINEMENT}#1", "action", targets=["B:01053#1"], costs=costs)


def test_03042_tourney_grounds_reduces_the_next_event_by_1() -> None:
    st = _grounds_then_confinement([]).state()  # Confinement (cost 1) now free
    assert st.players[0].gold == 3 and icons(st, "B:01053#1") == set()
    assert st.cards[f"A:{GROUNDS}#1"].kneeling


def test_03042_tourney_grounds_misuse_R_COST_2_the_reduction_ignored() -> None:
    g = _grounds_then_confinement([{"op": "spend_gold", "seat": "A", "amount": 1}])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2"), message


# --- 03044 Healing Expertise ------------------------------------------------------------------

HEALING = "03044"


def _healing(target: str, kneel: str) -> CardGame:
    """B wins a [military] challenge (claim 2); A plays Healing Expertise, kneeling
    ``kneel``, to save ``target``."""
    g = CardGame(a=[HEALING, MAESTER], b=[], faction_a="stark")
    g.start(setup_a=[f"{MAESTER}#1", "01053#1", "01113#1"], setup_b=["01053#1", "01113#1"],
            hand_a=[f"{HEALING}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=4, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{HEALING}#1", "interrupt", targets=[target],
                     costs=[{"op": "kneel", "card": kneel}])  # fmt: skip


def test_03044_healing_expertise_saves_a_character_from_claim() -> None:
    g = _healing("A:01053#1", f"A:{MAESTER}#1")
    g.ev("claim", seat="A", cards=["A:01053#1", "A:01113#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards["A:01113#1"].zone == "dead"
    assert st.cards[f"A:{MAESTER}#1"].kneeling and st.cards[f"A:{HEALING}#1"].zone == "discard"


def test_03044_healing_expertise_misuse_R_COST_2_kneels_a_non_maester() -> None:
    g = _healing("A:01053#1", "A:01113#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "Maester" in message


def test_03044_healing_expertise_misuse_R_TARGET_1_an_opponents_character() -> None:
    g = _healing("B:01053#1", f"A:{MAESTER}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


# --- 03039 Mance Rayder -----------------------------------------------------------------------

MANCE, BANDIT = "03039", "05041"  # Wildling Bandit: a Wildling character, printed cost 2


def _mance_then_ambush(card: str) -> CardGame:
    """Mance Rayder in play under the vanilla Winter plot; A ambushes ``card`` from hand."""
    g = CardGame(a=[MANCE, card[:5]], b=[], faction_a="stark")
    g.start(setup_a=[f"{MANCE}#1"], hand_a=[card]).round()
    to_challenges(g)
    return g.ev("ambush", seat="A", card=card)


def test_03039_mance_rayder_wildling_ambushes_for_its_cost_less_1_under_winter() -> None:
    st = _mance_then_ambush(f"{BANDIT}#1").state()
    assert st.cards[f"A:{BANDIT}#1"].zone == "play" and st.players[0].gold == 3 - (2 - 1)


def test_03039_mance_rayder_misuse_R_KW_AMBUSH_1_not_a_wildling() -> None:
    g = _mance_then_ambush("01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-AMBUSH-1") and "no ambush" in message


# --- 03051 Weapons at the Door ----------------------------------------------------------------

WEAPONS, LITTLE_BIRD, LINEAGE = "03051", "01034", "01036"  # two Condition attachments


def _weapons_revealed(plot: str | None) -> CardGame:
    g = CardGame(a=[LITTLE_BIRD], b=[LINEAGE], plots_a=[WEAPONS], faction_a="stark")
    g.start(setup_a=["01053#1", f"{LITTLE_BIRD}#1"], setup_b=["01053#1", f"{LINEAGE}#1"],
            attach_a={f"{LITTLE_BIRD}#1": "01053#1"},
            attach_b={f"{LINEAGE}#1": "01053#1"}).round(plot_a=plot)  # fmt: skip
    return g


def test_03051_weapons_at_the_door_returns_each_attachment_as_challenges_begin() -> None:
    g = _weapons_revealed(f"A:{WEAPONS}#1")
    assert g.state().cards[f"A:{LITTLE_BIRD}#1"].zone == "play"
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    st = g.state()
    assert st.cards[f"A:{LITTLE_BIRD}#1"].zone == "hand"
    assert st.cards[f"B:{LINEAGE}#1"].zone == "hand"


def test_03051_weapons_at_the_door_misuse_R_FORCED_1_used_in_the_marshaling_phase() -> None:
    g = _weapons_revealed(f"A:{WEAPONS}#1")
    g.ability("A", f"A:{WEAPONS}#1", "forced", at="F-AW-3")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1")


# --- 03043 Green Dreams -----------------------------------------------------------------------

DREAMS = "03043"


def _dreams_attached_attacks(attacker: str) -> tuple[CardGame, str]:
    """Green Dreams on A's 01053#1; ``attacker`` attacks; A reacts, putting the top card of
    the deck on the bottom (returned: that card)."""
    g = CardGame(a=[DREAMS], b=[], faction_a="stark")
    g.start(setup_a=["01053#1", "01113#1", f"{DREAMS}#1"],
            attach_a={f"{DREAMS}#1": "01053#1"}).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    top = g._filler("A", 1)[0]
    arranged = {"op": "arrange_deck", "seat": "A", "top": [], "bottom": [top]}
    g.ability("A", f"A:{DREAMS}#1", "reaction", effects=[arranged])
    return g, top


def test_03043_green_dreams_puts_the_top_card_on_the_bottom_after_its_host_kneels() -> None:
    g, top = _dreams_attached_attacks("01053#1")
    st = g.state()
    assert st.players[0].deck[0] == top and st.players[0].deck[-1] != top


def test_03043_green_dreams_misuse_R_REACTION_3_another_character_knelt() -> None:
    g, _ = _dreams_attached_attacks("01113#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


# --- 03048 Snowed Under -----------------------------------------------------------------------

SNOWED, NAVIGATOR = "03048", "01076"  # Salty Navigator: +1 Initiative


def _snowed_under_revealed_by_b() -> CardGame:
    """A reveals the vanilla plot (initiative 4), B Snowed Under (0) with Salty Navigator in
    play (+1 initiative)."""
    g = CardGame(a=[], b=[NAVIGATOR], plots_b=[SNOWED], faction_b="greyjoy")
    g.start(setup_b=[f"{NAVIGATOR}#1"])
    g.ev("plot", seat="A", card="A:01025#1").ev("plot", seat="B", card=f"B:{SNOWED}#1")
    return g


def test_03048_snowed_under_treats_each_base_initiative_as_0() -> None:
    g = _snowed_under_revealed_by_b()
    g.ev("initiative", seat="B", at="F-1.3.I").ev("first_player", seat="B")
    st = g.state()
    assert (plot_value(st, 0, "initiative"), plot_value(st, 1, "initiative")) == (0, 0 + 1)


def test_03048_snowed_under_misuse_F_1_3_I_printed_initiative_wins() -> None:
    g = _snowed_under_revealed_by_b()
    g.ev("initiative", seat="A", at="F-1.3.I")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-1.3.I") and "B wins initiative" in message
