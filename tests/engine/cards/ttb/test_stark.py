"""TtB, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

_JON = "01124"  # Jon Snow (printed cost 6)
_SANSA = "01147"  # Sansa Stark
_KNIGHT = "01150"  # Tumblestone Knight: a [stark] character without text, STR 2


def _luwin_attacks(with_jon: bool) -> CardGame:
    g = CardGame(a=["02003", _JON], b=[], faction_a="stark")
    g.start(setup_a=["02003#1"], hand_a=[f"{_JON}#1"], setup_b=["01187#1"]).round()
    if with_jon:
        faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
        g.ev("marshal", seat="A", card=f"{_JON}#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["02003#1"],
         stealth={"A:02003#1": "B:01187#1"})  # fmt: skip
    return g


def test_02003_maester_luwin_gains_stealth_while_you_control_jon_snow() -> None:
    g = _luwin_attacks(with_jon=True)
    st = g.state()
    assert has_keyword(st, "A:02003#1", "stealth")
    assert not has_keyword(st, "A:02003#1", "insight")  # no Robb Stark


def test_02003_maester_luwin_misuse_R_KW_STEALTH_1_no_stealth_without_jon_snow() -> None:
    g = _luwin_attacks(with_jon=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-STEALTH-1") and "A:02003#1" in message


def _lady_on_the_knight() -> CardGame:
    g = CardGame(a=["02004", _SANSA, _KNIGHT], b=[], faction_a="stark")
    g.start(setup_a=[f"{_KNIGHT}#1", "02004#1", f"{_SANSA}#1"], setup_b=["01187#1"],
            attach_a={"02004#1": f"{_KNIGHT}#1"}).round()  # fmt: skip
    faction_action(g, "A", {"op": "kneel", "card": f"A:{_SANSA}#1"}, at="F-AW-3")
    return g


def test_02004_lady_moves_to_sansa_and_stands_her() -> None:
    g = _lady_on_the_knight()
    assert strength(g.state(), f"A:{_KNIGHT}#1") == 2 + 2
    g.ability("A", "A:02004#1", "action", targets=[f"A:{_SANSA}#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    st = g.state()
    assert st.cards["A:02004#1"].host == f"A:{_SANSA}#1" and not st.cards[f"A:{_SANSA}#1"].kneeling
    assert strength(st, f"A:{_KNIGHT}#1") == 2 and st.players[0].gold == 3 - 1


def test_02004_lady_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _lady_on_the_knight()
    pay = [{"op": "spend_gold", "seat": "A", "amount": 1}]
    g.ability("A", "A:02004#1", "action", targets=[f"A:{_SANSA}#1"], costs=pay)
    g.ability("A", "A:02004#1", "action", targets=[f"A:{_KNIGHT}#1"], costs=pay)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and "02004" in message
