"""The Houses of Thorns, House Tyrell (hot_tyrell_late): a legal use and a misuse of each
scripted card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

GROWING_STRONG = "A:01195#1"  # a 1-cost challenges action: up to three Tyrell characters +2 STR


def _game(a: list[str], **kw: object) -> CardGame:
    return CardGame(a=a, b=[], faction_a="tyrell", **kw)  # type: ignore[arg-type]


# --- 09001 Mace Tyrell -------------------------------------------------------------------------

MACE, COURTESAN = "A:09001#1", "A:01187#1"  # Courtesan of the Rose: a Tyrell filler, cost 2


def _mace_and_a_courtesan_marshaled(card: str = COURTESAN) -> CardGame:
    g = _game(["09001"])
    g.start(setup_a=["09001#1"], hand_a=[card[2:]]).round()
    return g.ev("marshal", seat="A", card=card)


def test_09001_mace_tyrell_pays_1_to_gain_power_after_a_tyrell_character_enters() -> None:
    g = _mace_and_a_courtesan_marshaled()
    g.ability("A", MACE, "reaction", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])
    st = g.state()
    assert st.cards[MACE].power == 1 and st.players[0].gold == 3 - 2 - 1


def test_09001_mace_tyrell_misuse_R_REACTION_3_a_character_of_another_faction() -> None:
    g = _mace_and_a_courtesan_marshaled("A:01053#1")
    g.ability("A", MACE, "reaction", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


def test_09001_mace_tyrell_removes_a_tyrell_character_until_the_next_phase() -> None:
    g = _mace_and_a_courtesan_marshaled()
    g.ability("A", MACE, "action", ability=2, targets=[COURTESAN],
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    assert g.state().cards[COURTESAN].zone == "removed"
    to_challenges(g)  # the challenges phase begins: it is back in play, standing
    st = g.state()
    assert st.cards[COURTESAN].zone == "play" and not st.cards[COURTESAN].kneeling
    assert COURTESAN in st.players[0].in_play


def test_09001_mace_tyrell_misuse_R_TARGET_1_removes_himself() -> None:
    g = _mace_and_a_courtesan_marshaled()
    g.ability("A", MACE, "action", ability=2, targets=[MACE],
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 09011 Emissary of the Hightower ----------------------------------------------------------


def _growing_strong_in_discard(emissary: bool = True) -> CardGame:
    g = _game(["09011", "01195"])
    g.start(hand_a=["09011#1", "01195#1"]).round()
    faction_action(g, "A", {"op": "move", "card": GROWING_STRONG, "to": "discard"},
                   {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")  # fmt: skip
    to_challenges(g)
    if emissary:
        g.ev("ambush", seat="A", card="A:09011#1")
        g.ability("A", "A:09011#1", "reaction", targets=[GROWING_STRONG])
    return g


def _play_growing_strong(g: CardGame) -> CardGame:
    return g.ability("A", GROWING_STRONG, "action", targets=["A:09011#1"],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_09011_emissary_an_event_played_from_the_discard_pile_is_removed_from_the_game() -> None:
    g = _play_growing_strong(_growing_strong_in_discard())
    st = g.state()
    assert strength(st, "A:09011#1") == 2 + 2
    assert st.cards[GROWING_STRONG].zone == "removed" and st.players[0].gold == 0


def test_09011_emissary_misuse_R_EVENT_7_no_emissary_no_play_from_the_discard_pile() -> None:
    g = _growing_strong_in_discard(emissary=False)
    g.ev("ambush", seat="A", card="A:09011#1")
    _play_growing_strong(g)
    assert g.error()[:2] == (g.last_seq(), "R-EVENT-7")


def test_09011_emissary_misuse_R_EVENT_7_the_permission_ends_with_the_phase() -> None:
    g = _game(["09011", "01195"])
    g.start(hand_a=["09011#1", "01195#1"]).round()
    faction_action(g, "A", {"op": "move", "card": GROWING_STRONG, "to": "discard"},
                   {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")  # fmt: skip
    g.ev("marshal", seat="A", card="A:09011#1")  # in the marshaling phase
    g.ability("A", "A:09011#1", "reaction", targets=[GROWING_STRONG])
    to_challenges(g)  # the marshaling phase ends
    _play_growing_strong(g)
    assert g.error()[:2] == (g.last_seq(), "R-EVENT-7")


def test_09011_emissary_misuse_R_TARGET_1_a_character_in_the_discard_pile() -> None:
    g = _game(["09011"])
    g.start(hand_a=["09011#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "move", "card": "A:01053#1", "to": "discard"},
                   {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")  # fmt: skip
    to_challenges(g)
    g.ev("ambush", seat="A", card="A:09011#1")
    g.ability("A", "A:09011#1", "reaction", targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 09024 Hidden Thorns ----------------------------------------------------------------------


def _hidden_thorns(setup: list[str], attackers: list[str], total: int) -> CardGame:
    g = _game(["09024", "09004"])
    g.start(setup_a=setup, hand_a=["09024#1"], hand_b=["01053#1", "01113#1", "01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)
    return g


def _play_hidden_thorns(g: CardGame, discards: list[str], back: bool = False) -> CardGame:
    stated: list[dict[str, object]] = [{"op": "discard", "card": c} for c in discards]
    if back:  # "return Hidden Thorns to your hand instead"
        stated.append({"op": "lasting", "effect": "event_to", "seat": "A", "name": "hand",
                       "until": "phase"})  # fmt: skip
    return g.ability("A", "A:09024#1", "reaction", effects=stated,
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_09024_hidden_thorns_the_loser_discards_2_and_it_goes_to_the_discard_pile() -> None:
    g = _hidden_thorns(["01113#1", "01113#2", "01187#1"], ["01113#1", "01113#2", "01187#1"], 6)
    st = _play_hidden_thorns(g, ["B:01053#1", "B:01113#1"]).state()
    assert st.cards["B:01053#1"].zone == "discard" and st.cards["B:01113#1"].zone == "discard"
    assert st.cards["A:09024#1"].zone == "discard"


def test_09024_hidden_thorns_with_the_queen_of_thorns_it_returns_to_hand() -> None:
    g = _hidden_thorns(["09004#1", "01187#1"], ["09004#1", "01187#1"], 5)
    st = _play_hidden_thorns(g, ["B:01053#1", "B:01187#1"], back=True).state()
    assert st.cards["A:09024#1"].zone == "hand" and st.cards["B:01187#1"].zone == "discard"


def test_09024_hidden_thorns_misuse_R_REACTION_3_a_win_by_4() -> None:
    g = _hidden_thorns(["01113#1", "01187#1"], ["01113#1", "01187#1"], 4)
    _play_hidden_thorns(g, ["B:01053#1", "B:01113#1"])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


def test_09024_hidden_thorns_misuse_R_EFFECT_1_one_card_discarded() -> None:
    g = _hidden_thorns(["01113#1", "01113#2", "01187#1"], ["01113#1", "01113#2", "01187#1"], 6)
    _play_hidden_thorns(g, ["B:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")
