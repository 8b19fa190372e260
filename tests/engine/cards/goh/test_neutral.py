"""GoH, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, plot_value, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

SISTERS = "04097"


def _sisters_attack(total: int) -> CardGame:
    """A's filler is killed; Silent Sisters (STR 1) attacks unopposed."""
    g = CardGame(a=[SISTERS], b=[])
    g.start(setup_a=[f"{SISTERS}#1", "01187#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": "A:01187#1"}, at="F-AW-3")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{SISTERS}#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)


def test_04097_silent_sisters_gets_1_str_per_character_in_your_dead_pile() -> None:
    g = _sisters_attack(2)
    assert strength(g.state(), f"A:{SISTERS}#1") == 1 + 1


def test_04097_silent_sisters_misuse_F_4_2_2_counts_without_the_dead_pile() -> None:
    g = _sisters_attack(1)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


QUIET, DROGON = "04099", "01161"  # Drogon: unique, printed cost 3


def _quiet_on(target: str) -> CardGame:
    g = CardGame(a=[QUIET, DROGON], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{DROGON}#1", "01053#1"], hand_a=[f"{QUIET}#1"]).round()
    return g.ability("A", f"A:{QUIET}#1", "action", targets=[target])


def test_04099_quiet_as_a_shadow_gives_stealth_until_the_end_of_the_phase() -> None:
    g = _quiet_on(f"A:{DROGON}#1")
    assert has_keyword(g.state(), f"A:{DROGON}#1", "stealth")
    to_challenges(g)
    assert not has_keyword(g.state(), f"A:{DROGON}#1", "stealth")


def test_04099_quiet_as_a_shadow_misuse_R_TARGET_1_a_non_unique_character() -> None:
    g = _quiet_on("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and QUIET in message


FROSTFANGS = "04098"


def _frostfangs_given_to(seat: str) -> CardGame:
    g = CardGame(a=[FROSTFANGS], b=[])
    g.start(hand_a=[f"{FROSTFANGS}#1"]).round()
    g.ev("marshal", seat="A", card=f"A:{FROSTFANGS}#1", cost=2)
    return g.ability("A", f"A:{FROSTFANGS}#1", "reaction", choice=seat)


def test_04098_the_frostfangs_goes_to_an_opponent_and_cuts_their_reserve() -> None:
    st = _frostfangs_given_to("B").state()
    assert st.cards[f"A:{FROSTFANGS}#1"].controller == 1
    assert f"A:{FROSTFANGS}#1" in st.players[1].in_play
    assert (plot_value(st, 0, "reserve"), plot_value(st, 1, "reserve")) == (5, 5 - 1)


def test_04098_the_frostfangs_misuse_R_TARGET_1_kept_by_its_controller() -> None:
    g = _frostfangs_given_to("A")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "not an opponent" in message


GHOSTS = "04100"


def _ghosts_revealed(*effects: dict[str, object]) -> CardGame:
    """Round 1: A's fillers 01053#1 then 01113#1 are killed, and B's 01187#1. Round 2: A
    reveals Ghosts of Harrenhal (``effects`` stated, if any)."""
    g = CardGame(a=[], b=[], plots_a=[GHOSTS])
    g.start(setup_a=["01053#1", "01113#1"], setup_b=["01187#1"]).round()
    for cid in ("A:01053#1", "A:01113#1"):
        faction_action(g, "A", {"op": "kill", "card": cid}, at="F-AW-3")
    faction_action(g, "A", {"op": "kill", "card": "B:01187#1"}, at="F-AW-3")
    for _ in range(2):  # marshaling, challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    st = g.state()
    for p in st.players:
        if len(p.hand) > 5:
            g.ev("reserve", seat=p.key, cards=sorted(p.hand)[: len(p.hand) - 5])
    g.ev("plot", seat="A", card=f"A:{GHOSTS}#1").ev("plot", seat="B", card="B:01025#2")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    fields = {"effects": list(effects)} if effects else {}
    return g.ability("A", f"A:{GHOSTS}#1", "when_revealed", **fields)


def test_04100_ghosts_of_harrenhal_puts_the_top_dead_character_of_each_player_into_play() -> None:
    st = _ghosts_revealed().state()
    assert st.cards["A:01113#1"].zone == "play" and st.cards["A:01053#1"].zone == "dead"
    assert st.cards["B:01187#1"].zone == "play" and st.cards["B:01187#1"].controller == 1


def test_04100_ghosts_of_harrenhal_misuse_R_EFFECT_1_a_character_not_on_top() -> None:
    g = _ghosts_revealed({"op": "put_into_play", "card": "A:01053#1"},
                         {"op": "put_into_play", "card": "B:01187#1"})  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and GHOSTS in message
