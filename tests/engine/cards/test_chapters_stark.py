"""Chapter packs, House Stark, and the shadow keyword: a legal use and a misuse of each
scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _flayer_in_shadows() -> CardGame:
    """A marshals Bolton Flayer into shadows (2 gold of the vanilla plot's 3)."""
    g = CardGame(a=["11002", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["01150#1"], setup_b=["01187#1"], hand_a=["11002#1"]).round()
    g.ev("into_shadows", seat="A", card="11002#1")
    return g


def test_11002_shadow_marshaled_into_shadows_then_out_for_2() -> None:
    g = _flayer_in_shadows()
    st = g.state()
    assert st.cards["A:11002#1"].zone == "shadows" and st.players[0].gold == 1
    g.ev("pass", seat="A").ev("pass", seat="B")
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1})
    g.ev("out_of_shadows", seat="A", card="11002#1")
    st = g.state()
    assert st.cards["A:11002#1"].zone == "play" and st.players[0].gold == 0


def test_11002_shadow_misuse_R_COST_1_out_of_shadows_without_the_gold() -> None:
    g = _flayer_in_shadows()
    g.ev("out_of_shadows", seat="A", card="11002#1")  # 1 gold left, shadow (2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1")
    assert "11002 Bolton Flayer" in message


def test_11002_shadow_misuse_R_KW_1_a_card_without_shadow() -> None:
    g = CardGame(a=["01150"], b=[], faction_a="stark")
    g.start(hand_a=["01150#1"]).round()
    g.ev("into_shadows", seat="A", card="01150#1")
    assert g.error()[:2] == (g.last_seq(), "R-KW-1")


def _flayer_at_the_end_of_challenges() -> CardGame:
    """Bolton Flayer (cost 3) in play with a Tumblestone Knight (cost 2) and B's Courtesan (2):
    both players pass their challenges."""
    g = CardGame(a=["11002", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["11002#1", "01150#1"], setup_b=["01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")  # marshaling
    g.ev("pass", seat="A").ev("pass", seat="B")  # challenges
    return g


def test_11002_bolton_flayer_kills_a_lowest_cost_character_when_challenges_end() -> None:
    g = _flayer_at_the_end_of_challenges()
    g.ability("A", "A:11002#1", "forced", targets=["B:01187#1"])
    st = g.state()
    assert st.cards["B:01187#1"].zone == "dead" and st.step == "F-4.4"  # before dominance


def test_11002_bolton_flayer_still_resolves_after_time_is_called() -> None:
    """Time called while the forced ability waits for its choice is no game action: the
    challenges phase has still just ended when it resolves ([T-END-2], [R-FORCED-1])."""
    g = _flayer_at_the_end_of_challenges().ev("time_called", at="F-4.4")
    g.ability("A", "A:11002#1", "forced", targets=["B:01187#1"])
    assert g.state().cards["B:01187#1"].zone == "dead"


def test_11002_bolton_flayer_misuse_R_TARGET_1_kills_a_higher_cost_character() -> None:
    g = _flayer_at_the_end_of_challenges()
    g.ability("A", "A:11002#1", "forced", targets=["A:11002#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
    assert "11002 Bolton Flayer" in message


def test_11002_bolton_flayer_misuse_R_FORCED_1_left_out() -> None:
    g = _flayer_at_the_end_of_challenges()
    g.ev("dominance", winner="A")
    assert g.error()[1] == "R-FORCED-1"


def test_11002_bolton_flayer_blanked_by_milk_of_the_poppy_has_no_forced_ability() -> None:
    g = CardGame(a=["11002", "01150"], b=["01035"], faction_a="stark")
    g.start(setup_a=["11002#1", "01150#1"], setup_b=["01187#1"], hand_b=["01035#1"]).round()
    g.ev("pass", seat="A")
    g.ev("marshal", seat="B", card="01035#1", attach_to="A:11002#1", cost=1)
    g.ev("pass", seat="B")
    g.ev("pass", seat="A").ev("pass", seat="B")  # challenges
    g.ev("dominance", winner="A")  # no forced ability is due ([R-BLANK-1])
    assert g.verdict().errors == ()


def test_11002_bolton_flayer_killed_by_another_flayer_has_nothing_left_due() -> None:
    g = CardGame(a=["11002"], b=["14009"], faction_a="stark")
    g.start(setup_a=["11002#1", "11002#2"], setup_b=["14009#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")  # marshaling
    g.ev("pass", seat="A").ev("pass", seat="B")  # challenges
    g.ability("A", "A:11002#1", "forced", targets=["A:11002#2"])
    # the second Flayer's forced ability left play with it; killed at [F-4.4], before [F-5.2]
    # counts STR, it no longer counts for dominance: A 6 + 3 gold against B 7 + 3 gold
    g.ev("dominance", winner="B")
    st = g.state()
    assert st.cards["A:11002#2"].zone == "dead" and st.phase == "dominance"
