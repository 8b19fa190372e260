"""NMG, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

HALDER, WATCHER, FOR_THE_WATCH = "02065", "02066", "02067"
CASTLE_BLACK, HUNTER, WAYMAR = "01136", "01131", "01128"  # a [nw] location, 2 Rangers


def _halder(target: str) -> CardGame:
    g = CardGame(a=[HALDER, CASTLE_BLACK], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{HALDER}#1", f"{CASTLE_BLACK}#1"], setup_b=["01053#1"]).round()
    g.ability("A", f"A:{HALDER}#1", "action", targets=[target],
              costs=[{"op": "kneel", "card": f"A:{CASTLE_BLACK}#1"}])  # fmt: skip
    return g


def test_02065_halder_kneels_a_nights_watch_location_for_1_str() -> None:
    st = _halder(f"A:{HALDER}#1").state()
    assert strength(st, f"A:{HALDER}#1") == 2 + 1 and st.cards[f"A:{CASTLE_BLACK}#1"].kneeling


def test_02065_halder_misuse_R_TARGET_1_a_character_of_another_faction() -> None:
    g = _halder("B:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def _watcher(ctype: str) -> CardGame:
    g = CardGame(a=[WATCHER, HUNTER, WAYMAR], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{HUNTER}#1", f"{WAYMAR}#1"], setup_b=["01053#1", "01113#1", "01187#1"],
            hand_a=[f"{WATCHER}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("pass", seat="A")
    attackers = ["01053#1", "01113#1"] if ctype == "military" else ["01187#1"]
    g.ev("challenge", seat="B", challenge=ctype, attackers=attackers)
    paid = [{"op": "spend_gold", "seat": "A", "amount": 1}]
    paid += [{"op": "kneel", "card": f"A:{ranger}#1"} for ranger in (HUNTER, WAYMAR)]
    g.ability("A", f"A:{WATCHER}#1", "action", costs=paid)
    return g


def test_02066_the_watcher_on_the_walls_kills_each_attacking_character() -> None:
    st = _watcher("military").state()
    assert [st.cards[c].zone for c in ("B:01053#1", "B:01113#1", "B:01187#1")] == [
        "dead", "dead", "play"]  # fmt: skip
    assert st.cards[f"A:{HUNTER}#1"].kneeling and st.cards[f"A:{WAYMAR}#1"].kneeling


def test_02066_the_watcher_on_the_walls_misuse_R_PLAYRES_1_in_a_power_challenge() -> None:
    g = _watcher("power")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1")


def _b_attacks_unopposed(g: CardGame, ctype: str, attacker: str, winner: str | None) -> CardGame:
    g.ev("challenge", seat="B", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="A", defenders=[])
    won = {"winner": winner} if winner else {}  # no winner: the field is left out
    g.ev("challenge_result", attacker_str=2, defender_str=0, unopposed=bool(won), **won)
    return g


def _for_the_watch() -> CardGame:
    """A reveals it (initiative 6: A is the first player) and initiates no challenge."""
    g = CardGame(a=[], b=[], plots_a=[FOR_THE_WATCH], faction_a="thenightswatch")
    g.start(setup_a=["01113#1"], setup_b=["01053#1", "01187#1"])
    to_challenges(g.round(plot_a=f"{FOR_THE_WATCH}#1"))
    return g.ev("pass", seat="A")


def test_02067_for_the_watch_nobody_wins_the_first_challenge_against_you() -> None:
    g = _b_attacks_unopposed(_for_the_watch(), "power", "01053#1", None)
    st = g.state()
    assert st.challenge is not None and st.challenge.winner is None
    st = _b_attacks_unopposed(g, "intrigue", "01187#1", "B").state()  # the second one is won
    assert st.challenge is not None and st.challenge.winner == 1


def test_02067_for_the_watch_misuse_F_4_2_2_opponent_wins_the_first_challenge() -> None:
    g = _b_attacks_unopposed(_for_the_watch(), "power", "01053#1", "B")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2")
