"""HoT, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

TOOTH, TOMMEN = "09030", "05015"  # Tommen Baratheon: a unique Lannister character, [power]


def _lions_tooth(attackers: list[str], target: str) -> CardGame:
    """A's Tommen carries Lion's Tooth; A attacks in a [power] challenge with ``attackers``,
    B defends with a filler (printed cost 2), then A sacrifices Lion's Tooth."""
    g = CardGame(a=[TOOTH, TOMMEN], b=[], faction_a="lannister")
    g.start(setup_a=[f"{TOMMEN}#1", f"{TOOTH}#1", "01187#1"], setup_b=["01053#1"],
            attach_a={f"{TOOTH}#1": f"{TOMMEN}#1"}).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=attackers)
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    return g.ability("A", f"A:{TOOTH}#1", "action", targets=[target],
                     costs=[{"op": "sacrifice", "card": f"A:{TOOTH}#1"}])  # fmt: skip


def test_09030_lion_s_tooth_gives_1_str_and_returns_a_participant_to_hand() -> None:
    g = CardGame(a=[TOOTH, TOMMEN], b=[], faction_a="lannister")
    g.start(setup_a=[f"{TOMMEN}#1", f"{TOOTH}#1"], attach_a={f"{TOOTH}#1": f"{TOMMEN}#1"})
    assert strength(g.round().state(), f"A:{TOMMEN}#1") == 2 + 1
    st = _lions_tooth([f"{TOMMEN}#1"], "B:01053#1").state()
    assert st.cards["B:01053#1"].zone == "hand" and st.cards[f"A:{TOOTH}#1"].zone == "discard"


def test_09030_lion_s_tooth_misuse_R_PLAYRES_1_attached_character_not_participating() -> None:
    g = _lions_tooth(["01187#1"], "B:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "participating" in message


def test_09030_lion_s_tooth_misuse_R_TARGET_1_a_character_not_participating() -> None:
    g = _lions_tooth([f"{TOMMEN}#1"], "A:01187#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def _lions_tooth_ambushed(host: str) -> CardGame:
    g = CardGame(a=[TOOTH, TOMMEN], b=[], faction_a="lannister")
    g.start(setup_a=[f"{TOMMEN}#1", "01187#1"], hand_a=[f"{TOOTH}#1"]).round()
    to_challenges(g)
    return g.ev("ambush", seat="A", card=f"{TOOTH}#1", attach_to=host)


def test_09030_lion_s_tooth_ambush_2_onto_a_unique_lannister_character() -> None:
    st = _lions_tooth_ambushed(f"A:{TOMMEN}#1").state()
    assert st.cards[f"A:{TOOTH}#1"].host == f"A:{TOMMEN}#1" and st.players[0].gold == 3 - 2


def test_09030_lion_s_tooth_misuse_R_ATTACH_4_ambushed_onto_a_non_unique_character() -> None:
    g = _lions_tooth_ambushed("A:01187#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ATTACH-4")
