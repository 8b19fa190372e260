"""WotW, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import cannot_stand, has_keyword, is_blank
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

RANGERS, BANDIT, PORT = "01132", "05041", "11056"  # Ranging Party (STR 5), a Wildling, a location

# --- 07052 Frozen Expanse ---------------------------------------------------------------------

EXPANSE = "07052"


def _expanse_kneeling() -> CardGame:
    """B reveals Frozen Expanse; A's STR 2 filler and Ranging Party (STR 5) are knelt."""
    g = CardGame(a=[RANGERS], b=[], plots_b=[EXPANSE], faction_a="stark")
    g.start(setup_a=["01053#1", f"{RANGERS}#1"]).round(plot_b=f"B:{EXPANSE}#1")
    faction_action(g, "A", {"op": "kneel", "card": "A:01053#1"},
                   {"op": "kneel", "card": f"A:{RANGERS}#1"}, at="F-AW-3")  # fmt: skip
    return g


def test_07052_frozen_expanse_a_str_2_character_cannot_stand_a_str_5_one_can() -> None:
    g = _expanse_kneeling()
    faction_action(g, "A", {"op": "stand", "card": f"A:{RANGERS}#1"}, at="F-AW-3")
    st = g.state()
    assert not st.cards[f"A:{RANGERS}#1"].kneeling and cannot_stand(st, "A:01053#1")


def test_07052_frozen_expanse_misuse_R_CANNOT_1_stands_a_str_2_character() -> None:
    g = _expanse_kneeling()
    faction_action(g, "A", {"op": "stand", "card": "A:01053#1"}, at="F-AW-3")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1")


# --- 07039 Rattleshirt ------------------------------------------------------------------------

RATTLESHIRT, LITTLE_BIRD = "07039", "01034"  # Little Bird: a Condition attachment


def _rattleshirt_attacks_alone(defender: str) -> CardGame:
    """Rattleshirt attacks alone in a [military] challenge; B's 01053#1 wears Little Bird,
    01113#1 has no attachment; B declares ``defender``."""
    g = CardGame(a=[RATTLESHIRT], b=[LITTLE_BIRD], faction_a="stark")
    g.start(setup_a=[f"{RATTLESHIRT}#1"], setup_b=["01053#1", "01113#1", f"{LITTLE_BIRD}#1"],
            attach_b={f"{LITTLE_BIRD}#1": "01053#1"}).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{RATTLESHIRT}#1"])
    return g.ev("defenders", seat="B", defenders=[defender])


def test_07039_rattleshirt_alone_a_character_with_an_attachment_may_defend() -> None:
    st = _rattleshirt_attacks_alone("B:01053#1").state()
    assert st.challenge is not None and st.challenge.defenders == ["B:01053#1"]


def test_07039_rattleshirt_misuse_F_4_2_1_1_a_character_without_attachments_defends() -> None:
    g = _rattleshirt_attacks_alone("B:01113#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1")


# --- 07041 Crow Killers -----------------------------------------------------------------------

CROW_KILLERS = "07041"


def _crow_killers_attack(plot_b: str | None) -> CardGame:
    """Crow Killers attack in a [military] challenge (A's reserve 5), B unopposed, then again
    in an [intrigue] one."""
    g = CardGame(a=[CROW_KILLERS], b=[], plots_b=[EXPANSE], faction_a="stark")
    g.start(setup_a=[f"{CROW_KILLERS}#1"]).round(plot_b=plot_b)
    to_challenges(g)
    unopposed(g, "military", [f"{CROW_KILLERS}#1"])
    g.ev("challenge_result", winner="A", unopposed=True)
    return g.ev("challenge", seat="A", challenge="intrigue", attackers=[f"{CROW_KILLERS}#1"])


def test_07041_crow_killers_do_not_kneel_against_a_higher_reserve() -> None:
    g = _crow_killers_attack(f"B:{EXPANSE}#1")  # reserve 6: they attack again, standing
    st = g.state()
    assert st.challenge is not None and st.challenge.type == "intrigue"
    assert not st.cards[f"A:{CROW_KILLERS}#1"].kneeling


def test_07041_crow_killers_misuse_F_4_2_4_knelt_against_an_equal_reserve_attack_again() -> None:
    g = _crow_killers_attack(None)  # the vanilla plot: reserve 5
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4"), message


# --- 07042 The Frozen Shore -------------------------------------------------------------------

SHORE = "07042"


def _shore_after_a_win(targets: list[str]) -> CardGame:
    """Two Wildling Bandits win a [power] challenge unopposed under two Winter plots (the
    vanilla plots); A kneels The Frozen Shore to stand ``targets``."""
    g = CardGame(a=[SHORE, BANDIT], b=[], faction_a="stark")
    g.start(setup_a=[f"{SHORE}#1", f"{BANDIT}#1", f"{BANDIT}#2"]).round()
    to_challenges(g)
    unopposed(g, "military", [f"{BANDIT}#1", f"{BANDIT}#2"])
    g.ev("challenge_result", winner="A", unopposed=True)
    return g.ability("A", f"A:{SHORE}#1", "reaction", targets=targets,
                     costs=[{"op": "kneel", "card": f"A:{SHORE}#1"}])  # fmt: skip


def test_07042_the_frozen_shore_stands_1_attacking_wildling_for_each_winter_plot() -> None:
    st = _shore_after_a_win([f"A:{BANDIT}#1", f"A:{BANDIT}#2"]).state()
    assert not st.cards[f"A:{BANDIT}#1"].kneeling and not st.cards[f"A:{BANDIT}#2"].kneeling
    assert st.cards[f"A:{SHORE}#1"].kneeling


def test_07042_the_frozen_shore_misuse_R_TARGET_3_stands_1_under_2_winter_plots() -> None:
    g = _shore_after_a_win([f"A:{BANDIT}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-3") and "Winter" in message


# --- 07044 Scaling the Wall -------------------------------------------------------------------

SCALING = "07044"


def _scaling_after_a_win(attacker: str) -> CardGame:
    """``attacker`` wins a [military] challenge unopposed; A plays Scaling the Wall on B's
    Summer Sea Port."""
    g = CardGame(a=[SCALING, BANDIT], b=[PORT], faction_a="stark")
    g.start(setup_a=[f"{BANDIT}#1", "01053#1"], setup_b=[f"{PORT}#1"],
            hand_a=[f"{SCALING}#1"]).round()  # fmt: skip
    to_challenges(g)
    unopposed(g, "military", [attacker])
    g.ev("challenge_result", winner="A", unopposed=True)
    return g.ability("A", f"A:{SCALING}#1", "reaction", targets=[f"B:{PORT}#1"],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_07044_scaling_the_wall_returns_the_losers_location_to_hand() -> None:
    st = _scaling_after_a_win(f"{BANDIT}#1").state()
    assert st.cards[f"B:{PORT}#1"].zone == "hand" and st.cards[f"A:{SCALING}#1"].zone == "discard"


def test_07044_scaling_the_wall_misuse_R_REACTION_3_no_attacking_wildling() -> None:
    g = _scaling_after_a_win("01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


# --- 07048 Whisper Campaign -------------------------------------------------------------------

WHISPER = "07048"


def _whisper_marshal(card: str) -> CardGame:
    """A reveals Whisper Campaign, B Frozen Expanse (initiative 1); A marshals ``card``."""
    g = CardGame(a=[], b=[], plots_a=[WHISPER], plots_b=[EXPANSE], faction_a="stark")
    g.start(hand_a=[card]).round(plot_a=f"A:{WHISPER}#1", plot_b=f"B:{EXPANSE}#1")
    return g.ev("marshal", seat="A", card=card)


def test_07048_whisper_campaign_kneels_a_character_without_intrigue_entering_play() -> None:
    st = _whisper_marshal("01053#1").state()  # military and power icons
    assert st.cards["A:01053#1"].zone == "play" and st.cards["A:01053#1"].kneeling


def test_07048_whisper_campaign_misuse_R_FORCED_1_used_on_an_intrigue_character() -> None:
    g = _whisper_marshal("01113#1")  # military and intrigue icons
    assert not g.state().cards["A:01113#1"].kneeling
    g.ability("A", f"A:{WHISPER}#1", "forced")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1")


# --- 07051 Name Day Tourney -------------------------------------------------------------------

TOURNEY, BRYCE = "07051", "19016"  # Ser Bryce Caron: a Knight and a Lord


def _tourney_after_a_win(attackers: list[str]) -> CardGame:
    """``attackers`` win a [military] challenge unopposed (B's plot: Frozen Expanse, for
    initiative); A gives Ser Bryce 1 power."""
    g = CardGame(a=[BRYCE], b=[], plots_a=[TOURNEY], plots_b=[EXPANSE], faction_a="tyrell")
    g.start(setup_a=["01113#1", f"{BRYCE}#1"])
    g.round(plot_a=f"A:{TOURNEY}#1", plot_b=f"B:{EXPANSE}#1")
    to_challenges(g)
    unopposed(g, "military", attackers)
    g.ev("challenge_result", winner="A", unopposed=True)
    return g.ability("A", f"A:{TOURNEY}#1", "reaction", targets=[f"A:{BRYCE}#1"])


def test_07051_name_day_tourney_a_knight_won_alone_a_lord_gains_1_power() -> None:
    st = _tourney_after_a_win(["01113#1"]).state()  # House Dayne Knight
    assert st.cards[f"A:{BRYCE}#1"].power == 1


def test_07051_name_day_tourney_misuse_R_REACTION_3_the_knight_not_alone() -> None:
    g = _tourney_after_a_win(["01113#1", f"{BRYCE}#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


# --- 07045 "The Last of the Giants" -----------------------------------------------------------

GIANTS = "07045"


def _giants_put(card: str) -> CardGame:
    g = CardGame(a=[GIANTS, card[:5]], b=[], faction_a="stark")
    g.start(hand_a=[f"{GIANTS}#1", card]).round()
    return g.ability("A", f"A:{GIANTS}#1", "action", targets=[f"A:{card}"], at="F-AW-3",
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip


def test_07045_the_last_of_the_giants_puts_a_neutral_character_in_then_kills_it() -> None:
    g = _giants_put(f"{BANDIT}#1")
    st = g.state()
    assert st.cards[f"A:{BANDIT}#1"].zone == "play"
    assert has_keyword(st, f"A:{BANDIT}#1", "intimidate")
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    assert g.state().cards[f"A:{BANDIT}#1"].zone == "dead"


def test_07045_the_last_of_the_giants_misuse_R_TARGET_1_a_baratheon_character() -> None:
    g = _giants_put("01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


# --- 07050 The White Shadows ------------------------------------------------------------------

SHADOWS = "07050"


def _shadows_after_a_kill(victim: str) -> CardGame:
    """A reveals The White Shadows (B Frozen Expanse, for initiative); ``victim`` is killed
    in the marshaling phase and A reacts."""
    g = CardGame(a=[], b=[], plots_a=[SHADOWS], plots_b=[EXPANSE], faction_a="stark")
    g.start(setup_a=["01113#1"], setup_b=["01053#1"])
    g.round(plot_a=f"A:{SHADOWS}#1", plot_b=f"B:{EXPANSE}#1")
    faction_action(g, "A", {"op": "kill", "card": victim}, at="F-AW-3")
    return g.ability("A", f"A:{SHADOWS}#1", "reaction")


def test_07050_the_white_shadows_takes_the_killed_character_blank_for_the_phase() -> None:
    g = _shadows_after_a_kill("B:01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "play" and st.cards["B:01053#1"].controller == 0
    assert is_blank(st, "B:01053#1")
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and "B:01053#1" in st.players[1].dead
    assert st.players[0].killed == []  # placed in the dead pile, not killed ([R-DEAD-1])


def test_07050_the_white_shadows_misuse_R_REACTION_3_your_own_character_killed() -> None:
    g = _shadows_after_a_kill("A:01113#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
