"""GoH, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.cardtext.immunity import immune_to
from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

CRASTER = "04085"
QIYA, PEACH = "04015", "04084"  # Shierak Qiya: an Omen event; Offer of a Peach: none


def _craster_after_kills() -> CardGame:
    """In the marshaling phase A's filler and B's filler are killed."""
    g = CardGame(a=[CRASTER], b=[QIYA, PEACH], faction_a="thenightswatch")
    g.start(setup_a=[f"{CRASTER}#1", "01053#1"], setup_b=["01053#1"],
            hand_b=[f"{QIYA}#1", f"{PEACH}#1"]).round()  # fmt: skip
    for cid in ("A:01053#1", "B:01053#1"):
        faction_action(g, "A", {"op": "kill", "card": cid}, at="F-AW-3")
    return g


def _sacrifice_craster(g: CardGame) -> CardGame:
    return g.ability("A", f"A:{CRASTER}#1", "action",
                     costs=[{"op": "sacrifice", "card": f"A:{CRASTER}#1"}])  # fmt: skip


def test_04085_craster_puts_each_character_killed_this_phase_back_into_play() -> None:
    st = _sacrifice_craster(_craster_after_kills()).state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards["B:01053#1"].zone == "play"
    assert st.cards["B:01053#1"].controller == 1 and st.cards[f"A:{CRASTER}#1"].zone == "discard"


def test_04085_craster_is_immune_to_omen_card_effects_only() -> None:
    st = _craster_after_kills().state()
    assert immune_to(st, f"A:{CRASTER}#1", 1, f"B:{QIYA}#1")
    assert not immune_to(st, f"A:{CRASTER}#1", 1, f"B:{PEACH}#1")


def test_04085_craster_misuse_R_PLAYRES_1_the_kills_were_in_an_earlier_phase() -> None:
    g = _sacrifice_craster(to_challenges(_craster_after_kills()))
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and CRASTER in message


DAGGER, WAYMAR, MARGAERY = "04086", "01128", "01181"  # a [thenightswatch] character; STR +3


def _dagger_attacks() -> CardGame:
    """Ser Waymar Royce (STR 3) bears Dragonglass Dagger and attacks; B controls Margaery
    Tyrell ("choose a character ... gets +3 STR")."""
    g = CardGame(a=[DAGGER, WAYMAR], b=[MARGAERY], faction_a="thenightswatch",
                 faction_b="tyrell")  # fmt: skip
    g.start(setup_a=[f"{WAYMAR}#1", f"{DAGGER}#1"], attach_a={f"{DAGGER}#1": f"{WAYMAR}#1"},
            setup_b=[f"{MARGAERY}#1"]).round()  # fmt: skip
    assert strength(g.state(), f"A:{WAYMAR}#1") == 3
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{WAYMAR}#1"])
    return g


def test_04086_dragonglass_dagger_gives_2_str_while_participating() -> None:
    g = _dagger_attacks()
    assert strength(g.state(), f"A:{WAYMAR}#1") == 3 + 2


def test_04086_dragonglass_dagger_misuse_R_IMMUNE_1_an_opponents_character_ability() -> None:
    g = _dagger_attacks()
    g.ability("B", f"B:{MARGAERY}#1", "action", targets=[f"A:{WAYMAR}#1"],
              costs=[{"op": "kneel", "card": f"B:{MARGAERY}#1"}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-IMMUNE-1") and WAYMAR in message
