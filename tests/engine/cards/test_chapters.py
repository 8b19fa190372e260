"""Chapter packs (TAK, SAT, TFM, TS): a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.cardtext.vocab import card_test
from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.reveal import finish_round, reveal_plots
from tests.engine.cards.rounds import to_challenges

MAESTER, NYSTERICA, TRAITOR, ACOLYTE, DOREA, GARDENS, VALAR = (
    "08002", "08004", "08009", "08012", "08016", "08017", "08020",
)  # fmt: skip
ARYA, FIERCELY, CELLADOR, NIGHTSONG, QYBURN, YWOYD, JHOGO = (
    "08081", "08104", "08105", "08107", "08109", "08120", "02113",
)  # fmt: skip
RICKON, BLOODRIDER, DOORS, CONFINEMENT = "03016", "04053", "01120", "01121"
LORAS = "01183"  # Core Randyll Tarly? any Tyrell character for the search


def _hand(g: CardGame, seat: str) -> list[str]:
    return sorted(g.state().players["AB".index(seat)].hand)


def _top(g: CardGame, seat: str, n: int = 1) -> list[str]:
    return sorted(c for c in g.deck_ids(seat) if c not in g.drawn[seat])[:n]


def _unopposed(g: CardGame, ctype: str, attackers: list[str], seat: str = "A") -> CardGame:
    other = "B" if seat == "A" else "A"
    g.ev("challenge", seat=seat, challenge=ctype, attackers=attackers)
    g.ev("defenders", seat=other, defenders=[])
    return g


# --- 08002 Dreadfort Maester ------------------------------------------------------------------


def _maester(ctype: str) -> CardGame:
    g = CardGame(a=[MAESTER], b=[])
    to_challenges(g.start(setup_a=[f"{MAESTER}#1", "01113#1", "01187#1"]).round())
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01187#1"])
    g.ability("A", f"A:{MAESTER}#1", "reaction",
              costs=[{"op": "sacrifice", "card": f"A:{MAESTER}#1"}])  # fmt: skip
    return g


def test_08002_dreadfort_maester_raises_claim_by_1() -> None:
    g = _maester("intrigue")
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=_hand(g, "B")[:3])  # The Winds of Winter's 2, +1
    assert len(g.state().players[1].discard) == 3


def test_08002_dreadfort_maester_misuse_R_REACTION_3_power_challenge() -> None:
    assert _maester("power").error()[1] == "R-REACTION-3"


# --- 08004 Septa Nysterica --------------------------------------------------------------------


def _nysterica(attacker: str) -> CardGame:
    g = CardGame(a=["03001"], b=[NYSTERICA])
    to_challenges(g.start(setup_a=[attacker], setup_b=[f"{NYSTERICA}#1"]).round())
    g.ev("challenge", seat="A", challenge="power", attackers=[attacker])
    g.ability("B", f"B:{NYSTERICA}#1", "action", targets=[f"A:{attacker}"],
              costs=[{"op": "kneel", "card": f"B:{NYSTERICA}#1"}])  # fmt: skip
    return g


def test_08004_septa_nysterica_stands_an_attacker_and_removes_it() -> None:
    st = _nysterica("01187#1").state()
    assert not st.cards["A:01187#1"].kneeling
    assert st.challenge is not None and not st.challenge.attackers


def test_08004_septa_nysterica_misuse_R_TARGET_1_attacker_with_str_8() -> None:
    assert _nysterica("03001#1").error()[1] == "R-TARGET-1"


# --- 08009 Traitor to the Crown -----------------------------------------------------------------


def _traitor(stated: int) -> CardGame:
    g = CardGame(a=[], b=[TRAITOR])
    g.start(setup_a=["01187#1", "01053#1"], hand_b=[f"{TRAITOR}#1"]).round()
    faction_action(g, "B", {"op": "put_into_play", "card": f"B:{TRAITOR}#1",
                            "attach_to": "A:01187#1"})  # fmt: skip
    to_challenges(g)
    _unopposed(g, "power", ["01187#1", "01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=stated, defender_str=0, unopposed=True)
    return g


def test_08009_traitor_to_the_crown_no_str_in_power_challenges() -> None:
    assert _traitor(2).verdict().errors == ()  # only 01053's 2 STR


def test_08009_traitor_to_the_crown_misuse_F_4_2_2_its_str_counted() -> None:
    assert _traitor(4).error()[1] == "F-4.2.2"


# --- 08012 Acolyte of the Waves -----------------------------------------------------------------


def _acolyte(killed: bool) -> CardGame:
    g = CardGame(a=[ACOLYTE], b=[])
    g.start(setup_a=[f"{ACOLYTE}#1"]).round()
    if killed:
        faction_action(g, "B", {"op": "kill", "card": f"A:{ACOLYTE}#1"})
    g.ability("A", f"A:{ACOLYTE}#1", "interrupt")
    return g


def test_08012_acolyte_of_the_waves_gains_1_power_when_killed() -> None:
    assert _acolyte(True).state().players[0].power == 1


def test_08012_acolyte_of_the_waves_misuse_R_INTERRUPT_3_not_killed() -> None:
    assert _acolyte(False).error()[1] == "R-INTERRUPT-3"


# --- 08016 Dorea Sand -------------------------------------------------------------------------


def _dorea(victim: str) -> CardGame:
    g = CardGame(a=[DOREA], b=[RICKON])
    g.start(hand_a=[f"{DOREA}#1"], setup_b=[f"{RICKON}#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{DOREA}#1"})
    g.ability("A", f"A:{DOREA}#1", "reaction", targets=[victim])
    return g


def test_08016_dorea_sand_returns_a_character_with_printed_cost_1() -> None:
    assert _dorea(f"B:{RICKON}#1").state().cards[f"B:{RICKON}#1"].zone == "hand"


def test_08016_dorea_sand_misuse_R_TARGET_1_printed_cost_over_x() -> None:
    assert _dorea("B:01053#1").error()[1] == "R-TARGET-1"


# --- 08017 The Water Gardens ----------------------------------------------------------------------


def test_08017_water_gardens_no_plot_used_reduces_nothing() -> None:
    g = CardGame(a=[GARDENS, CONFINEMENT], b=[])
    g.start(setup_a=[f"{GARDENS}#1"], hand_a=[f"{CONFINEMENT}#1"], setup_b=["01053#1"]).round()
    g.ability("A", f"A:{GARDENS}#1", "action", costs=[{"op": "kneel",
              "card": f"A:{GARDENS}#1"}], at="F-AW-3")  # fmt: skip
    g.ability("A", f"A:{CONFINEMENT}#1", "action", targets=["B:01053#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    assert g.verdict().errors == ()


def test_08017_water_gardens_misuse_R_EFFECT_1_reduction_with_an_empty_used_pile() -> None:
    g = CardGame(a=[GARDENS], b=[])
    g.start(setup_a=[f"{GARDENS}#1"]).round()
    forged = [{"op": "lasting", "effect": "cost", "seat": "A", "amount": -1,
               "match": "noncharacter|play", "uses": 1, "until": "phase"}]  # fmt: skip
    g.ability("A", f"A:{GARDENS}#1", "action", costs=[{"op": "kneel",
              "card": f"A:{GARDENS}#1"}], effects=forged, at="F-AW-3")  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 08020 Valar Dohaeris, 08120 You Win Or You Die --------------------------------------------


def _valar(kept: list[str]) -> CardGame:
    g = CardGame(a=["03001"], b=[], plots_a=[VALAR])
    g.start(setup_a=["03001#1"], setup_b=["01053#1", "01113#1"])
    reveal_plots(g, f"{VALAR}#1", draw=0)
    g.ability("A", f"A:{VALAR}#1", "when_revealed", targets=kept)
    return g


def test_08020_valar_dohaeris_sends_the_characters_not_kept_to_the_deck_bottom() -> None:
    st = _valar(["A:03001#1", "B:01053#1"]).state()
    assert st.cards["B:01113#1"].zone == "deck" and st.players[1].deck[0] == "B:01113#1"
    assert st.cards["A:03001#1"].zone == "play"


def test_08020_valar_dohaeris_misuse_R_TARGET_1_kept_cost_over_10() -> None:
    g = CardGame(a=["03001", "01053"], b=[], plots_a=[VALAR])
    g.start(setup_a=["03001#1"], hand_a=["01053#1", "01053#2"]).round()
    for cid in ("A:01053#1", "A:01053#2"):
        faction_action(g, "A", {"op": "put_into_play", "card": cid})
    reveal_plots(finish_round(g), f"{VALAR}#1", draw=0)
    g.ability(
        "A", f"A:{VALAR}#1", "when_revealed", targets=["A:03001#1", "A:01053#1", "A:01053#2"]
    )  # 8 + 2 + 2 > 10
    assert g.error()[1] == "R-TARGET-1"


def test_08120_you_win_or_you_die_draws_2() -> None:
    g = CardGame(a=[], b=[], plots_a=[YWOYD])
    reveal_plots(g.start(), f"{YWOYD}#1", draw=0)
    cards = _top(g, "A", 2)
    g.ability("A", f"A:{YWOYD}#1", "when_revealed",
              effects=[{"op": "draw", "seat": "A", "cards": cards}])  # fmt: skip
    assert all(c in g.state().players[0].hand for c in cards)


def test_08120_you_win_or_you_die_misuse_R_DRAW_1_one_card_drawn() -> None:
    g = CardGame(a=[], b=[], plots_a=[YWOYD])
    reveal_plots(g.start(), f"{YWOYD}#1", draw=0)
    g.ability("A", f"A:{YWOYD}#1", "when_revealed",
              effects=[{"op": "draw", "seat": "A", "cards": _top(g, "A", 1)}])  # fmt: skip
    assert g.error()[1] == "R-DRAW-1"


# --- 08081 Arya Stark -------------------------------------------------------------------------


def _arya_then_claim(arya_kneels: bool) -> CardGame:
    g = CardGame(a=[ARYA], b=["03008", "03007"])
    g.start(setup_a=[f"{ARYA}#1", "01053#1"], setup_b=["03008#1", "03007#1"]).round()
    if arya_kneels:
        faction_action(g, "A", {"op": "kneel", "card": f"A:{ARYA}#1"})
    to_challenges(g)
    _unopposed(g, "military", ["01053#1"])
    g.ability("B", "B:03008#1", "interrupt", costs=[{"op": "sacrifice", "card": "B:03008#1"}],
              targets=["B:03007#1"])  # Jory Cassel saves Arya (03007)  # fmt: skip
    g.ev("claim", seat="B", cards=["B:03007#1"])
    return g


def test_08081_arya_kneeling_lets_characters_be_saved() -> None:
    assert _arya_then_claim(True).state().cards["B:03007#1"].zone == "play"


def test_08081_arya_misuse_R_SAVE_3_a_save_while_she_stands() -> None:
    assert _arya_then_claim(False).error()[1] == "R-SAVE-3"


# --- 08105 Septon Cellador --------------------------------------------------------------------


def _cellador(discards: bool) -> CardGame:
    g = CardGame(a=[CELLADOR], b=[])
    to_challenges(g.start(setup_a=[f"{CELLADOR}#1"]).round())
    victim = next(c for c in _hand(g, "B") if c[2:7] in ("01053", "01113", "01187"))
    effects = [{"op": "discard", "card": victim}] if discards else []
    g.ability("A", f"A:{CELLADOR}#1", "action", effects=effects,
              costs=[{"op": "kneel", "card": f"A:{CELLADOR}#1"}])  # fmt: skip
    return g


def test_08105_septon_cellador_makes_the_opponent_discard_a_character() -> None:
    g = _cellador(True)
    victim = g.events[-1]["effects"][0]["card"]
    assert g.state().cards[victim].zone == "discard"


def test_08105_septon_cellador_misuse_R_EFFECT_1_no_discard_named() -> None:
    assert _cellador(False).error()[1] == "R-EFFECT-1"


# --- 08107 The Bastard of Nightsong ------------------------------------------------------------


def _nightsong(ctype: str) -> CardGame:
    g = CardGame(a=[NIGHTSONG], b=[])
    g.start(setup_a=[f"{NIGHTSONG}#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 2})
    to_challenges(g)
    _unopposed(g, ctype, [f"{NIGHTSONG}#1"])
    g.ability("A", f"A:{NIGHTSONG}#1", "reaction")
    return g


def test_08107_bastard_of_nightsong_moves_1_power_to_your_faction() -> None:
    st = _nightsong("power").state()
    assert st.players[1].power == 1 and st.players[0].power == 1  # before the unopposed bonus


def test_08107_bastard_of_nightsong_misuse_R_REACTION_3_military_challenge() -> None:
    assert _nightsong("military").error()[1] == "R-REACTION-3"


# --- 08109 Qyburn ------------------------------------------------------------------------------


def _qyburn(kill: bool) -> CardGame:
    g = CardGame(a=[QYBURN], b=[])
    g.start(setup_a=[f"{QYBURN}#1"], setup_b=["01053#1"]).round()
    if kill:
        faction_action(g, "A", {"op": "kill", "card": "B:01053#1"})
    drawn = _top(g, "A", 2)
    g.ability("A", f"A:{QYBURN}#1", "reaction", costs=[{"op": "kneel", "card": f"A:{QYBURN}#1"}],
              effects=[{"op": "draw", "seat": "A", "cards": drawn},
                       {"op": "discard", "card": drawn[0]}])  # fmt: skip
    return g


def test_08109_qyburn_draws_2_then_discards_1_after_a_kill() -> None:
    st = _qyburn(True).state()
    assert len(st.players[0].discard) == 1 and st.cards[f"A:{QYBURN}#1"].kneeling


def test_08109_qyburn_misuse_R_REACTION_3_nothing_killed() -> None:
    assert _qyburn(False).error()[1] == "R-REACTION-3"


# --- 02113 Jhogo --------------------------------------------------------------------------------


def _jhogo(stated: int) -> CardGame:
    g = CardGame(a=[JHOGO], b=[])
    g.start(setup_a=[f"{JHOGO}#1"], setup_b=["01053#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": "B:01053#1"})
    to_challenges(g)
    _unopposed(g, "military", [f"{JHOGO}#1"])
    g.ev("challenge_result", winner="A", attacker_str=stated, defender_str=0, unopposed=True)
    return g


def test_02113_jhogo_gets_1_str_per_character_in_the_defenders_dead_pile() -> None:
    st = _jhogo(4).state()
    assert strength(st, f"A:{JHOGO}#1") == 3 + 1  # still attacking: one dead character


def test_02113_jhogo_misuse_F_4_2_2_printed_str_while_attacking() -> None:
    assert _jhogo(3).error()[1] == "F-4.2.2"


# --- 08103 Mace Tyrell -------------------------------------------------------------------------

MACE = "08103"


def _mace(ctype: str) -> CardGame:
    g = CardGame(a=[MACE], b=[], faction_a="tyrell")
    to_challenges(g.start(setup_a=[f"{MACE}#1"]).round())
    g.ev("challenge", seat="A", challenge=ctype, attackers=[f"{MACE}#1"])  # he kneels
    drawn = _top(g, "A", 2)
    g.ability("A", f"A:{MACE}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": drawn},
                       {"op": "move", "card": drawn[0], "to": "deck", "top": True}])  # fmt: skip
    return g


def test_08103_mace_tyrell_draws_2_and_puts_1_back_on_top_after_kneeling() -> None:
    g = _mace("power")
    placed = g.events[-1]["effects"][1]["card"]
    st = g.state()
    assert st.players[0].deck[-1] == placed and placed not in st.players[0].hand


def test_08103_mace_tyrell_misuse_R_REACTION_3_he_did_not_kneel() -> None:
    g = CardGame(a=[MACE], b=[], faction_a="tyrell")
    to_challenges(g.start(setup_a=[f"{MACE}#1", "01187#1"]).round())
    g.ev("challenge", seat="A", challenge="power", attackers=["01187#1"])
    drawn = _top(g, "A", 2)
    g.ability("A", f"A:{MACE}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": drawn},
                       {"op": "move", "card": drawn[0], "to": "deck", "top": True}])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


# --- 08114 To Go Forward You Must Go Back ---------------------------------------------------

GO_BACK = "08114"


def _go_back(draws: int) -> CardGame:
    g = CardGame(a=[GO_BACK], b=[])
    to_challenges(g.start(hand_a=[f"{GO_BACK}#1"]).round())
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges are over: dominance
    hand = [c for c in _hand(g, "A") if c != f"A:{GO_BACK}#1"]
    g.ability("A", f"A:{GO_BACK}#1", "action", choice="A", at="F-AW-5",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}],
              effects=[*[{"op": "shuffle_into_deck", "card": c} for c in hand],
                       {"op": "draw", "seat": "A", "cards": hand[:draws]}])  # fmt: skip
    return g


def test_08114_to_go_forward_shuffles_the_hand_in_and_draws_5() -> None:
    st = _go_back(5).state()
    assert len(st.players[0].hand) == 5 and not st.players[0].deck_known


def test_08114_to_go_forward_misuse_R_DRAW_1_draws_4() -> None:
    _seq, rule, message = _go_back(4).error()
    assert rule == "R-DRAW-1" and "A draws 5 cards" in message


# --- 02102 Ward ---------------------------------------------------------------------------------

WARD, TAXATION = "02102", "01024"  # Taxation: 5 gold, initiative 6


def _ward(host: str) -> CardGame:
    g = CardGame(a=[WARD], b=["03001"], plots_a=[TAXATION], faction_a="stark")
    g.start(hand_a=[f"{WARD}#1"], setup_b=[host])
    reveal_plots(g, f"{TAXATION}#1")
    g.ev("marshal", seat="A", card=f"A:{WARD}#1", attach_to=f"B:{host}")
    return g


def test_02102_ward_takes_control_while_attached() -> None:
    g = _ward("01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].controller == 0 and "B:01053#1" in st.players[0].in_play
    assert card_test(faction="stark")(st, 0, f"A:{WARD}#1", "B:01053#1")  # gains [stark]
    faction_action(g, "B", {"op": "discard", "card": f"A:{WARD}#1"})  # Ward leaves play
    st = g.state()
    assert st.cards["B:01053#1"].controller == 1 and "B:01053#1" in st.players[1].in_play


def test_02102_ward_misuse_R_ATTACH_4_printed_cost_over_4() -> None:
    assert _ward("03001#1").error()[1] == "R-ATTACH-4"


# --- 08117 Mya Stone -----------------------------------------------------------------------------

MYA = "08117"


def _mya(ctype: str) -> CardGame:
    g = CardGame(a=[], b=[MYA])
    g.start(setup_a=["01187#1"], setup_b=[f"{MYA}#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 3})
    to_challenges(g)
    _unopposed(g, ctype, ["01187#1"])
    g.ability("B", f"B:{MYA}#1", "interrupt", costs=[{"op": "kneel", "card": f"B:{MYA}#1"}])
    return g


def test_08117_mya_stone_applies_power_claim_instead_of_intrigue() -> None:
    g = _mya("intrigue")
    g.ev("pass", seat="A")  # no intrigue claim is due any more
    st = g.state()
    assert st.players[1].power == 3 - 2 and not st.players[1].discard  # The Winds' claim 2


def test_08117_mya_stone_misuse_R_PLAYRES_1_in_a_power_challenge() -> None:
    assert _mya("power").error()[1] == "R-PLAYRES-1"
