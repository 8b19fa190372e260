"""Wolves of the North, The Night's Watch: I Shall Win No Glory (07024), a legal use and
misuses."""

from __future__ import annotations

from engine.game.framework import flow
from engine.game.play.offers import ability_offers
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

GLORY, STEWARD, BUILDER = "07024", "01133", "07016"
STEWARDS = [f"{STEWARD}#{n}" for n in (1, 2, 3)]


def _glory(kneel: list[str]) -> CardGame:
    g = CardGame(a=[], b=[GLORY, STEWARD, BUILDER], faction_b="thenightswatch")
    g.start(setup_a=["01053#1", "01113#1"], setup_b=[*STEWARDS, f"{BUILDER}#1"],
            hand_b=[f"{GLORY}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("B", f"B:{GLORY}#1", "reaction",
              costs=[{"op": "kneel", "card": f"B:{c}"} for c in kneel])  # fmt: skip
    return g


def test_07024_i_shall_win_no_glory_ends_the_challenge_with_no_winner() -> None:
    g = _glory(STEWARDS)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])  # next challenge
    st = g.state()
    assert all(st.cards[f"B:{c}"].kneeling for c in STEWARDS)
    assert st.players[0].challenges == ["military", "intrigue"]  # the first one was initiated
    assert not st.players[0].challenges_won and not st.players[1].lost
    assert st.players[0].power == 0 and st.challenge is not None and st.challenge.type == "intrigue"


def test_07024_i_shall_win_no_glory_misuse_F_4_2_1_military_again() -> None:
    g = _glory(STEWARDS)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    assert g.error()[1] == "F-4.2-1"


def test_07024_i_shall_win_no_glory_misuse_R_COST_2_traits_mixed() -> None:
    g = _glory([*STEWARDS[:2], f"{BUILDER}#1"])
    assert g.error()[1] == "R-COST-2"


def test_07024_i_shall_win_no_glory_misuse_R_REACTION_3_your_own_challenge() -> None:
    g = CardGame(a=[GLORY, STEWARD], b=[], faction_a="thenightswatch")
    g.start(setup_a=[*STEWARDS, "01053#1"], hand_a=[f"{GLORY}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", f"A:{GLORY}#1", "reaction",
              costs=[{"op": "kneel", "card": f"A:{c}"} for c in STEWARDS])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


def test_07024_i_shall_win_no_glory_is_offered_with_3_stewards_knelt() -> None:
    g = CardGame(a=[], b=[GLORY, STEWARD], faction_b="thenightswatch")
    g.start(setup_a=["01053#1"], setup_b=STEWARDS, hand_b=[f"{GLORY}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    offered = [f for seat, f in ability_offers(g.state()) if f["source"] == f"B:{GLORY}#1"]
    assert offered and offered[0]["costs"] == [{"op": "kneel", "card": f"B:{c}"} for c in STEWARDS]


# --- 07005 Maester Aemon ----------------------------------------------------------------------

AEMON = "A:07005#1"
COURTESANS = [f"01187#{n}" for n in (1, 2, 3)]  # STR 2 each: B's 6 STR would win dominance


def _aemon(b_attacks: str = "") -> CardGame:
    """A (Night's Watch) controls Maester Aemon (STR 4), B three Courtesans of the Rose;
    A initiates no challenge, B one of ``b_attacks`` (or none): the challenges phase ends
    (vanilla plots: claim 2, 3 gold each)."""
    g = CardGame(a=["07005"], b=["01187"], faction_a="thenightswatch")
    g.start(setup_a=["07005#1"], setup_b=COURTESANS).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    if b_attacks:
        g.ev("challenge", seat="B", challenge=b_attacks, attackers=[COURTESANS[0]])
        g.ev("defenders", seat="A", defenders=[])
    g.ev("pass", seat="B")
    return g


def _kills(*cards: str) -> list[dict[str, object]]:
    return [{"op": "kill", "card": f"B:{c}"} for c in cards]


def test_07005_maester_aemon_military_claim_kills_before_dominance_F_4_4() -> None:
    g = _aemon()
    g.ability("A", AEMON, "interrupt", choice="military", effects=_kills(*COURTESANS[:2]))
    g.ev("dominance", winner="A")  # A 4 STR + 3 gold against B's remaining 2 STR + 3 gold
    assert g.verdict().errors == ()
    st = g.state()
    assert [st.cards[f"B:{c}"].zone for c in COURTESANS] == ["dead", "dead", "play"]
    assert st.players[0].power == 1 and st.step == "F-AW-5"


def test_07005_maester_aemon_intrigue_claim_discards_at_random_from_hand() -> None:
    g = _aemon()
    hand = g.state().players[1].hand
    discarded = hand[:2]
    g.ability("A", AEMON, "interrupt", choice="B:intrigue",
              effects=[{"op": "discard", "card": c} for c in discarded])  # fmt: skip
    st = g.state()
    assert g.verdict().errors == ()
    assert all(st.cards[c].zone == "discard" for c in discarded)
    assert len(st.players[1].hand) == len(hand) - 2


def test_07005_maester_aemon_unused_dominance_counts_every_courtesan() -> None:
    """A log that does not use the [F-4.4] window needs no new event: B wins dominance."""
    g = _aemon()
    g.ev("dominance", winner="B")
    assert g.verdict().errors == ()


def test_07005_maester_aemon_misuse_R_TARGET_1_type_initiated_against_you() -> None:
    g = _aemon(b_attacks="power")
    g.ability("A", AEMON, "interrupt", choice="power", effects=[])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "power" in message


def test_07005_maester_aemon_misuse_R_CLAIM_MIL_1_one_victim_for_claim_2() -> None:
    g = _aemon(b_attacks="power")  # military was not initiated against A
    g.ability("A", AEMON, "interrupt", choice="military", effects=_kills(COURTESANS[1]))
    assert g.error()[1] == "R-CLAIM-MIL-1"


def test_07005_maester_aemon_misuse_R_INTERRUPT_3_after_dominance() -> None:
    """Logged after dominance, the challenges phase's end can no longer be answered."""
    g = _aemon()
    g.ev("dominance", winner="B")
    g.ability("A", AEMON, "interrupt", choice="military", effects=_kills(*COURTESANS[:2]))
    assert g.error()[1] == "R-INTERRUPT-3"


def test_07005_maester_aemon_is_offered_as_the_challenges_phase_ends() -> None:
    st = _aemon().state()
    while st.step == "F-AW-4.1":  # each player initiates no further challenge ([F-4.3])
        flow.advance(st)
    assert st.step == "F-4.4"
    offered = [f for seat, f in ability_offers(st) if f["source"] == AEMON]
    assert {"military", "intrigue", "power"} <= {f.get("choice") for f in offered}
    assert all(f["effects"] for f in offered if f.get("choice") == "military")


def test_07005_maester_aemon_power_claim_moves_what_the_opponent_has() -> None:
    """B won an [intrigue] challenge unopposed (1 power): power claim 2 moves that 1."""
    g = CardGame(a=["07005"], b=["01187"], faction_a="thenightswatch")
    g.start(setup_a=["07005#1"], setup_b=COURTESANS).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=[COURTESANS[0]])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=sorted(g.drawn["A"] - {AEMON})[:2])
    g.ev("pass", seat="B")
    moved = {"op": "move_power", "from_seat": "B", "to_seat": "A", "amount": 1}
    g.ability("A", AEMON, "interrupt", choice="power", effects=[moved])
    assert g.verdict().errors == ()
    st = g.state()
    assert (st.players[0].power, st.players[1].power) == (1, 0)  # claim 2, B had 1
