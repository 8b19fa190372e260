"""FFH, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, hand_of
from tests.engine.cards.rounds import to_challenges

CROWN, LORD = "04044", "01028"  # Littlefinger: a Lord, [intrigue] and [power], STR 4


def _crowned() -> CardGame:
    g = CardGame(a=[CROWN, LORD], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{CROWN}#1", f"{LORD}#1"], attach_a={f"{CROWN}#1": f"{LORD}#1"},
            setup_b=["01053#1"], hand_a=["01113#1", "01113#2", "01113#3"]).round()  # fmt: skip
    return g


def _use_crown(g: CardGame, discard: str) -> CardGame:
    return g.ability("A", f"A:{CROWN}#1", "action", costs=[{"op": "discard", "card": discard}])


def test_04044_crown_of_golden_roses_king_trait_and_str_per_icon() -> None:
    g = _use_crown(_crowned(), "A:01113#1")
    st = g.state()
    assert has_trait(st, f"A:{LORD}#1", "King")
    assert strength(st, f"A:{LORD}#1") == 4 + 2 and st.cards["A:01113#1"].zone == "discard"


def test_04044_crown_of_golden_roses_misuse_R_LIMIT_1_three_times_a_round() -> None:
    g = _use_crown(_use_crown(_crowned(), "A:01113#1"), "A:01113#2")
    _use_crown(g, "A:01113#3")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and CROWN in message


RENLY, PYCELLE = "04043", "01085"  # Grand Maester Pycelle: loyal


def _renly_insight(drawn: str) -> CardGame:
    """Renly attacks unopposed, wins, draws ``drawn`` using insight and reveals it."""
    g = CardGame(a=[RENLY, PYCELLE], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{RENLY}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[f"{RENLY}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:2])
    g.ev("keyword", seat="A", keyword="insight", card=f"A:{RENLY}#1", cards=[drawn])
    g.drawn["A"].add(drawn)
    more = g._filler("A", 1)
    g.drawn["A"].update(more)
    return g.ability("A", f"A:{RENLY}#1", "reaction",
                     costs=[{"op": "reveal", "seat": "A", "cards": [drawn], "from": "hand"}],
                     effects=[{"op": "draw", "seat": "A", "cards": more}])  # fmt: skip


def test_04043_renly_baratheon_reveals_a_loyal_card_drawn_by_insight_to_draw_1() -> None:
    g = _renly_insight(f"A:{PYCELLE}#1")
    st = g.state()
    more = g.events[-1]["effects"][0]["cards"][0]
    assert st.cards[f"A:{PYCELLE}#1"].zone == "hand" and st.cards[more].zone == "hand"


def test_04043_renly_baratheon_misuse_R_REACTION_3_not_a_loyal_card() -> None:
    in_deck = next(c for c in CardGame([], []).deck_ids("A") if "01113" in c)
    g = _renly_insight(in_deck)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and RENLY in message


def _renly_killed_with_a_dupe(king: bool) -> CardGame:
    """A's Renly has a duplicate; B controls Littlefinger, crowned King (``king``) or not; a
    kill of Renly is saved by the duplicate."""
    setup_b = [f"{LORD}#1", f"{CROWN}#1"] if king else [f"{LORD}#1"]
    attach_b = {f"{CROWN}#1": f"{LORD}#1"} if king else None
    g = CardGame(a=[RENLY], b=[CROWN, LORD], faction_a="tyrell")
    g.start(setup_a=[f"{RENLY}#1"], hand_a=[f"{RENLY}#2"], setup_b=setup_b, attach_b=attach_b)
    g.round()
    g.ev("marshal", seat="A", card=f"{RENLY}#2")  # a duplicate: no gold
    faction_action(g, "A", {"op": "kill", "card": f"A:{RENLY}#1", "saved_by": f"A:{RENLY}#2"})
    return g


def test_04043_renly_baratheon_saved_while_no_opponent_controls_a_king() -> None:
    st = _renly_killed_with_a_dupe(False).state()
    assert st.cards[f"A:{RENLY}#1"].zone == "play" and st.cards[f"A:{RENLY}#2"].zone == "discard"


def test_04043_renly_baratheon_misuse_R_SAVE_3_saved_while_an_opponent_has_a_king() -> None:
    g = _renly_killed_with_a_dupe(True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-SAVE-3") and RENLY in message
