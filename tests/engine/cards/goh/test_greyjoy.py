"""GoH, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

HELYA, LINEAGE = "04091", "01036"  # Noble Lineage: a Condition attachment, not terminal


def _host_killed_with(helya: bool) -> CardGame:
    """A's filler bears Noble Lineage; the filler is killed in the marshaling phase."""
    setup = ["01053#1", f"{LINEAGE}#1"] + ([f"{HELYA}#1"] if helya else [])
    g = CardGame(a=[HELYA, LINEAGE], b=[], faction_a="greyjoy")
    g.start(setup_a=setup, attach_a={f"{LINEAGE}#1": "01053#1"}).round()
    faction_action(g, "A", {"op": "kill", "card": "A:01053#1"}, at="F-AW-3")
    return g


def test_04091_helya_each_attachment_is_discarded_with_its_host() -> None:
    g = _host_killed_with(helya=True)
    st = g.state()
    assert st.cards[f"A:{LINEAGE}#1"].zone == "discard" and st.cards["A:01053#1"].zone == "dead"


def test_04091_helya_misuse_R_MARSHAL_1_marshals_the_discarded_attachment() -> None:
    g = _host_killed_with(helya=True)
    g.ev("marshal", seat="A", card=f"A:{LINEAGE}#1", cost=0, attach_to=f"A:{HELYA}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-MARSHAL-1")


def test_04091_helya_without_her_the_attachment_returns_to_hand() -> None:
    g = _host_killed_with(helya=False)
    assert g.state().cards[f"A:{LINEAGE}#1"].zone == "hand"


SALT, AERON = "04092", "01065"  # Aeron Damphair: an Ironborn character, STR 3


def _salt(target: str) -> CardGame:
    g = CardGame(a=[SALT, AERON], b=[], faction_a="greyjoy", faction_b="lannister")
    g.start(setup_a=[f"{AERON}#1"], setup_b=["01053#1"], hand_a=[f"{SALT}#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{AERON}#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    return g.ability("A", f"A:{SALT}#1", "action", targets=[target],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_04092_bless_him_with_salt_gives_3_str_and_a_draw_when_won() -> None:
    g = _salt(f"A:{AERON}#1")
    assert strength(g.state(), f"A:{AERON}#1") == 3 + 3
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=2)
    g.draw("A", 1)  # the delayed draw, due once A wins
    st = g.state()
    # 7 after setup, 2 in the draw phase, the event played, its draw
    assert len(st.players[0].hand) == 7 + 2 - 1 + 1


def test_04092_bless_him_with_salt_misuse_R_TARGET_1_a_defender_not_ironborn() -> None:
    g = _salt("B:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and SALT in message
