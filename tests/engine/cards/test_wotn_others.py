"""Wolves of the North, the other factions and the neutral cards: a legal use and a misuse of
each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.reveal import finish_round, reveal_plots
from tests.engine.cards.rounds import to_challenges

JUSTICE, VIPER, TOWER, SIGHT, SPEARWIFE = "03026", "03032", "03034", "03036", "03040"
FALLEN, SONG, CACHE, DROGON = "03047", "03050", "03052", "01161"


def _hand(g: CardGame, seat: str) -> list[str]:
    return sorted(g.state().players["AB".index(seat)].hand)


def _top(g: CardGame, seat: str, n: int = 1) -> list[str]:
    return sorted(c for c in g.deck_ids(seat) if c not in g.drawn[seat])[:n]


def _gold(seat: str, amount: int) -> list[dict[str, object]]:
    return [{"op": "spend_gold", "seat": seat, "amount": amount}]


# --- 03026 Even Handed Justice ----------------------------------------------------------------


def _justice(targets: list[str]) -> CardGame:
    g = CardGame(a=[JUSTICE], b=[])
    g.start(setup_a=["01053#1"], setup_b=["01113#1"], hand_a=[f"{JUSTICE}#1"]).round()
    g.ability("A", f"A:{JUSTICE}#1", "action", costs=_gold("A", 2), targets=targets,
              at="F-AW-3")  # fmt: skip
    return g


def test_03026_even_handed_justice_kneels_a_character_of_each_player() -> None:
    st = _justice(["A:01053#1", "B:01113#1"]).state()
    assert st.cards["A:01053#1"].kneeling and st.cards["B:01113#1"].kneeling


def test_03026_even_handed_justice_misuse_R_TARGET_1_only_the_opponents() -> None:
    assert _justice(["B:01113#1"]).error()[1] == "R-TARGET-1"


# --- 03032 His Viper Eyes ---------------------------------------------------------------------


def _viper(ctype: str) -> CardGame:
    g = CardGame(a=[], b=[VIPER])
    g.start(setup_a=["01053#1", "01187#1"], hand_b=[f"{VIPER}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01187#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("B", f"B:{VIPER}#1", "reaction", targets=[_hand(g, "A")[0]])
    return g


def test_03032_his_viper_eyes_discards_from_the_winners_hand() -> None:
    g = _viper("power")
    victim = g.events[-1]["targets"][0]
    assert g.state().cards[victim].zone == "discard"


def test_03032_his_viper_eyes_misuse_R_REACTION_3_intrigue_challenge() -> None:
    assert _viper("intrigue").error()[1] == "R-REACTION-3"


# --- 03034 The Shadow Tower -------------------------------------------------------------------


def test_03034_shadow_tower_stops_a_loser_character_attacking() -> None:
    g = CardGame(a=[], b=[TOWER])
    g.start(setup_a=["01053#1", "01113#1"], setup_b=[f"{TOWER}#1", "01113#1", "01113#2"])
    g.round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["B:01113#1", "B:01113#2"])  # 4 STR to 2
    g.ability("B", f"B:{TOWER}#1", "reaction", targets=["A:01113#1"],
              costs=[{"op": "kneel", "card": f"B:{TOWER}#1"}])  # fmt: skip
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4") and "A:01113#1" in message


def test_03034_shadow_tower_misuse_R_REACTION_3_the_defender_lost() -> None:
    g = CardGame(a=[], b=[TOWER])
    g.start(setup_a=["01053#1", "01113#1"], setup_b=[f"{TOWER}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("B", f"B:{TOWER}#1", "reaction", targets=["A:01113#1"],
              costs=[{"op": "kneel", "card": f"B:{TOWER}#1"}])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


# --- 03036 Dragon Sight -----------------------------------------------------------------------


def _sight(during: bool) -> CardGame:
    g = CardGame(a=[SIGHT, DROGON], b=[])
    g.start(setup_a=["01053#1", f"{DROGON}#1"], hand_a=[f"{SIGHT}#1"]).round()
    to_challenges(g)
    if during:
        g.ev("challenge", seat="A", challenge="military", attackers=["01053#1", f"{DROGON}#1"])
    g.ability("A", f"A:{SIGHT}#1", "action", costs=_gold("A", 1))
    return g


def test_03036_dragon_sight_non_dragons_get_minus_1_str() -> None:
    st = _sight(True).state()
    assert strength(st, "A:01053#1") == 1 and strength(st, f"A:{DROGON}#1") == 4


def test_03036_dragon_sight_misuse_R_PLAYRES_1_outside_a_challenge() -> None:
    assert _sight(False).error()[1] == "R-PLAYRES-1"


# --- 03040 Young Spearwife ------------------------------------------------------------------------


def _spearwife(b_power: int) -> CardGame:
    g = CardGame(a=[SPEARWIFE], b=[])
    g.start(setup_a=[f"{SPEARWIFE}#1"], setup_b=["01053#1"]).round()
    if b_power:
        faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": b_power})
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{SPEARWIFE}#1"],
         stealth={f"A:{SPEARWIFE}#1": "B:01053#1"})  # fmt: skip
    return g


def test_03040_young_spearwife_has_stealth_while_behind_on_power() -> None:
    st = _spearwife(1).state()
    assert has_keyword(st, f"A:{SPEARWIFE}#1", "stealth")


def test_03040_young_spearwife_misuse_R_KW_STEALTH_1_not_behind() -> None:
    assert _spearwife(0).error()[1].startswith("R-KW-STEALTH")


# --- 03047 Fallen from Favor, 03050 A Song of Summer, 03052 Ranger's Cache ----------------------


def _fallen(target: str) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=[FALLEN])
    g.start(setup_a=["01053#1"], setup_b=["01113#1"])
    reveal_plots(g, f"{FALLEN}#1", draw=0)
    g.ability("A", f"A:{FALLEN}#1", "when_revealed", targets=[target])
    return g


def test_03047_fallen_from_favor_sacrifices_a_character_you_control() -> None:
    assert _fallen("A:01053#1").state().cards["A:01053#1"].zone == "discard"


def test_03047_fallen_from_favor_misuse_R_TARGET_1_an_opponents_character() -> None:
    assert _fallen("B:01113#1").error()[1] == "R-TARGET-1"


def _song(plot_b: str | None, stated: int) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=[SONG], plots_b=[SONG])
    g.start(setup_a=["01053#1"])
    reveal_plots(g, f"{SONG}#1", plot_b)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=stated, defender_str=0, unopposed=True)
    return g


def test_03050_a_song_of_summer_gives_your_characters_1_str() -> None:
    assert _song(f"{SONG}#1", 3).verdict().errors == ()


def test_03050_a_song_of_summer_misuse_F_4_2_2_bonus_with_a_winter_plot() -> None:
    assert _song(None, 3).error()[1] == "F-4.2.2"  # B's The Winds of Winter is Winter


def test_03052_rangers_cache_gains_3_gold_as_taxation_ends() -> None:
    g = CardGame(a=[], b=[], plots_a=[CACHE])
    reveal_plots(g.start(), f"{CACHE}#1")
    finish_round(g)
    g.ability("A", f"A:{CACHE}#1", "interrupt", choice="gold", at="F-1.2")
    st = g.state()
    assert st.players[0].gold == 3


def test_03052_rangers_cache_misuse_R_EFFECT_1_more_gold_than_printed() -> None:
    g = CardGame(a=[], b=[], plots_a=[CACHE])
    reveal_plots(g.start(), f"{CACHE}#1")
    finish_round(g)
    g.ability("A", f"A:{CACHE}#1", "interrupt", choice="gold", at="F-1.2",
              effects=[{"op": "gain_gold", "seat": "A", "amount": 5}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 03049 The Long Winter ---------------------------------------------------------------------


def _long_winter(targets: list[str]) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["03049"])
    g.start(setup_a=["01053#1"]).round()
    faction_action(g, "A", {"op": "gain_power", "card": "A:01053#1", "amount": 2})
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 1})
    reveal_plots(finish_round(g), "03049#1", draw=0)
    g.ability("A", "A:03049#1", "when_revealed", targets=targets)
    return g


def test_03049_the_long_winter_each_player_discards_1_power() -> None:
    st = _long_winter(["A:01053#1", "B:faction"]).state()
    assert st.cards["A:01053#1"].power == 1 and st.players[1].power == 0


def test_03049_the_long_winter_misuse_R_TARGET_3_a_player_spared() -> None:
    assert _long_winter(["A:01053#1"]).error()[1] == "R-TARGET-3"
