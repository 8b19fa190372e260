"""CtA, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

CRAVEN = "04026"


def _craven_game() -> CardGame:
    """A marshals Craven on B's 01053#1; the challenges phase, A passes: B's turn."""
    g = CardGame(a=[CRAVEN], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01113#1"], setup_b=["01053#1", "01113#1"], hand_a=[f"{CRAVEN}#1"]).round()
    g.ev("marshal", seat="A", card=f"{CRAVEN}#1", attach_to="B:01053#1")
    to_challenges(g)
    g.ev("pass", seat="A")
    return g


def test_04026_craven_another_character_still_attacks() -> None:
    g = _craven_game()
    assert g.state().cards[f"A:{CRAVEN}#1"].host == "B:01053#1"
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    assert g.verdict().errors == ()


def test_04026_craven_misuse_F_4_2_4_attached_character_declared_as_an_attacker() -> None:
    g = _craven_game()
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4") and "B:01053#1" in message


EDD = "04025"
_KNEEL_FACTION = [{"op": "kneel", "card": "A:faction"}]


def _edd_joins(ctype: str = "intrigue") -> CardGame:
    """B attacks A in a ``ctype`` challenge with a filler (STR 2), A declares no defender
    and puts Dolorous Edd (STR 3) into play from hand to defend."""
    g = CardGame(a=[EDD], b=[], faction_a="thenightswatch")
    g.start(setup_b=["01113#1", "01053#1"], hand_a=[f"{EDD}#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    attacker = "01113#1" if ctype == "intrigue" else "01053#1"
    g.ev("challenge", seat="B", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", f"A:{EDD}#1", "action", ability=1, costs=_KNEEL_FACTION)
    return g


def test_04025_dolorous_edd_defends_knelt_then_returns_to_hand_after_the_win() -> None:
    g = _edd_joins()
    st = g.state()
    edd = st.cards[f"A:{EDD}#1"]
    assert edd.zone == "play" and edd.kneeling and st.challenge is not None
    assert st.challenge.defenders == [f"A:{EDD}#1"] and st.players[0].faction_kneeling
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=3)
    g.ability("A", f"A:{EDD}#1", "reaction", ability=2)
    assert g.state().cards[f"A:{EDD}#1"].zone == "hand"


def test_04025_dolorous_edd_misuse_R_PLAYRES_1_a_military_challenge() -> None:
    g = _edd_joins("military")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "intrigue" in message
