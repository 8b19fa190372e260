"""Chapter packs, House Targaryen: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _game(a: list[str], b: list[str] = (), **kw: object) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="targaryen", **kw)  # type: ignore[arg-type]


def _to_challenges(g: CardGame) -> CardGame:
    return g.ev("pass", seat="A").ev("pass", seat="B")


# --- 06014 Slaver's Bay Port ------------------------------------------------------------------


def test_06014_slavers_bay_port_gains_1_gold() -> None:
    g = _game(["06014"])
    g.start(setup_a=["06014#1"]).round()
    g.ability("A", "A:06014#1", "action", costs=[{"op": "kneel", "card": "A:06014#1"}])
    assert g.state().players[0].gold == 3 + 1


def test_06014_slavers_bay_port_misuse_R_EFFECT_1_2_gold_without_4_dead_characters() -> None:
    g = _game(["06014"])
    g.start(setup_a=["06014#1"], setup_b=["01053#1"]).round()
    faction_action(g, "B", {"op": "kill", "card": "B:01053#1"})
    g.ability("A", "A:06014#1", "action", costs=[{"op": "kneel", "card": "A:06014#1"}],
              effects=[{"op": "gain_gold", "seat": "A", "amount": 2}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 06113 Freedmen ---------------------------------------------------------------------------


def _freedmen_after_a_win(total: int) -> CardGame:
    g = _game(["06113", "14001"])
    g.start(setup_a=["14001#1"], hand_a=["06113#1"]).round()
    faction_action(g, "A", {"op": "move", "card": "A:06113#1", "to": "discard"}, at="F-AW-3")
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["14001#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)
    return g.ability("A", "A:06113#1", "reaction")


def test_06113_freedmen_enters_play_from_the_discard_pile_after_a_win_by_5() -> None:
    assert _freedmen_after_a_win(5).state().cards["A:06113#1"].zone == "play"


def test_06113_freedmen_misuse_R_REACTION_3_a_win_by_2() -> None:
    g = _game(["06113"])
    g.start(setup_a=["01053#1"], hand_a=["06113#1"]).round()
    faction_action(g, "A", {"op": "move", "card": "A:06113#1", "to": "discard"}, at="F-AW-3")
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ability("A", "A:06113#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 04033 Doreah -----------------------------------------------------------------------------


def _doreah_attacks_with(partner: str) -> CardGame:
    g = _game(["04033", "01084"])
    g.start(setup_a=["04033#1", partner]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["04033#1", partner])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_04033_doreah_gains_insight_beside_a_participating_lady() -> None:
    g = _doreah_attacks_with("01084#1")  # Cersei Lannister
    assert has_keyword(g.state(), "A:04033#1", "insight")
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:3])  # Cersei's +1 claim
    g.ev("keyword", seat="A", keyword="insight", card="A:04033#1", cards=g._filler("A", 1))
    assert g.verdict().errors == ()


def test_04033_doreah_misuse_R_KW_INSIGHT_1_without_a_lord_or_lady() -> None:
    g = _doreah_attacks_with("01187#1")
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:2])
    g.ev("keyword", seat="A", keyword="insight", card="A:04033#1", cards=g._filler("A", 1))
    assert g.error()[:2] == (g.last_seq(), "R-KW-INSIGHT-1")


# --- 04113 Quaithe of the Shadow --------------------------------------------------------------


def _quaithe_ambushes(during_challenge: bool) -> CardGame:
    g = _game(["04113", "01072"])
    g.start(setup_a=["01072#1", "01053#1"], hand_a=["04113#1"]).round()
    _to_challenges(g)
    if during_challenge:
        g.ev("challenge", seat="A", challenge="power", attackers=["01072#1", "01053#1"])
    g.ev("ambush", seat="A", card="04113#1")
    return g.ability("A", "A:04113#1", "reaction")


def test_04113_quaithe_removes_str_2_characters_from_the_challenge() -> None:
    st = _quaithe_ambushes(during_challenge=True).state()
    assert st.challenge is not None and st.challenge.attackers == ["A:01072#1"]


def test_04113_quaithe_misuse_R_REACTION_3_outside_a_challenge() -> None:
    g = _quaithe_ambushes(during_challenge=False)
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 02053 Crone of Vaes Dothrak --------------------------------------------------------------


def _crone_after_a_discard(card: str = "B:01053#1") -> CardGame:
    g = _game(["02053"])
    g.start(setup_a=["02053#1"], hand_b=["01053#1", "01113#1"]).round()
    faction_action(g, "B", {"op": "discard", "card": card}, at="F-AW-3")
    return g


def test_02053_crone_places_a_character_discarded_from_an_opponents_hand_in_the_dead_pile() -> None:
    g = _crone_after_a_discard()
    g.ability("A", "A:02053#1", "reaction", costs=[{"op": "kneel", "card": "A:02053#1"}])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead"
    assert "B:01053#1" in st.players[1].dead and st.cards["A:02053#1"].kneeling


def test_02053_crone_misuse_R_REACTION_3_a_character_discarded_from_her_owners_own_hand() -> None:
    g = _game(["02053"])
    g.start(setup_a=["02053#1"], hand_a=["01053#1"]).round()
    faction_action(g, "A", {"op": "discard", "card": "A:01053#1"}, at="F-AW-3")
    g.ability("A", "A:02053#1", "reaction", costs=[{"op": "kneel", "card": "A:02053#1"}])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


def test_02053_crone_misuse_R_COST_2_no_dothraki_knelt() -> None:
    g = _crone_after_a_discard()
    g.ability("A", "A:02053#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")
