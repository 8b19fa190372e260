"""Wolves of the North, House Stark: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.reveal import reveal_plots
from tests.engine.cards.rounds import next_round, to_challenges

KRH, CATELYN, EDDARD, BLACKFISH, JON, WOLVES, ARYA, JORY = (
    "03001", "03002", "03003", "03004", "03005", "03006", "03007", "03008",
)  # fmt: skip
MINSTREL, OSHA, LOYALIST, SANSA, SHAGGY, RICKON = (
    "03009",
    "03011",
    "03012",
    "03013",
    "03014",
    "03016",
)
WINTERFELL, HEART_TREE, NYMERIA, FROZEN, GIFT = "03017", "03018", "03019", "03021", "03024"
CONFINEMENT, TAXATION = "01121", "01024"  # Taxation: a non-Winter plot, initiative 6


def _game(a: list[str], b: list[str] = (), **kw: object) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="stark", **kw)  # type: ignore[arg-type]


def _kill(g: CardGame, seat: str, cid: str) -> None:
    faction_action(g, seat, {"op": "kill", "card": cid})


# --- 03001 King Robb's Host -------------------------------------------------------------------


def _robbs_host_wins(ctype: str) -> CardGame:
    g = _game([KRH])
    g.start(setup_a=[f"{KRH}#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 2})
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=[f"{KRH}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", f"A:{KRH}#1", "reaction", targets=[f"A:{KRH}#1"])
    return g


def test_03001_king_robbs_host_moves_1_power_from_the_loser_to_an_attacker() -> None:
    st = _robbs_host_wins("military").state()
    assert st.cards[f"A:{KRH}#1"].power == 1 and st.players[1].power == 1


def test_03001_king_robbs_host_misuse_R_REACTION_3_power_challenge() -> None:
    _seq, rule, message = _robbs_host_wins("power").error()
    assert rule == "R-REACTION-3" and "03001 King Robb's Host" in message


# --- 03002 Catelyn Stark ------------------------------------------------------------------------


def _catelyn_and(victim: str) -> CardGame:
    g = _game([CATELYN, LOYALIST])
    g.start(setup_a=[f"{CATELYN}#1"], hand_a=[victim]).round()  # setup: 8 gold at most
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{victim}"})
    _kill(g, "B", f"A:{victim}")
    g.ability("A", f"A:{CATELYN}#1", "reaction")
    return g


def test_03002_catelyn_gains_1_power_after_a_stark_character_is_killed() -> None:
    st = _catelyn_and(f"{LOYALIST}#1").state()
    assert st.cards[f"A:{CATELYN}#1"].power == 1
    assert strength(st, f"A:{CATELYN}#1") == 5 + 1  # +1 STR for each power she has


def test_03002_catelyn_misuse_R_REACTION_3_a_non_stark_character_killed() -> None:
    assert _catelyn_and("01053#1").error()[1] == "R-REACTION-3"


# --- 03003 Eddard Stark -------------------------------------------------------------------------


def _eddard_renown(target: str) -> CardGame:
    g = _game([EDDARD])
    g.start(setup_a=[f"{EDDARD}#1", "01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{EDDARD}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{EDDARD}#1")
    g.ability("A", f"A:{EDDARD}#1", "reaction", targets=[target])
    return g


def test_03003_eddard_gives_1_power_to_another_participant_after_renown() -> None:
    g = _game([EDDARD])
    g.start(setup_a=[f"{EDDARD}#1", "01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{EDDARD}#1", "01187#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{EDDARD}#1")
    g.ability("A", f"A:{EDDARD}#1", "reaction", targets=["A:01187#1"])
    st = g.state()
    assert st.cards["A:01187#1"].power == 1 and st.cards[f"A:{EDDARD}#1"].power == 1


def test_03003_eddard_misuse_R_TARGET_1_a_character_not_participating() -> None:
    assert _eddard_renown("A:01187#1").error()[1] == "R-TARGET-1"


# --- 03004 The Blackfish -----------------------------------------------------------------------


def _blackfish_challenge(attacker: str) -> CardGame:
    g = _game([BLACKFISH])
    g.start(setup_a=[f"{BLACKFISH}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    if attacker == "A":
        g.ev("challenge", seat="A", challenge="military", attackers=[f"{BLACKFISH}#1"])
        g.ev("defenders", seat="B", defenders=[])
    else:
        g.ev("pass", seat="A")
        g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
        g.ev("defenders", seat="A", defenders=[f"{BLACKFISH}#1"])
    return g


def test_03004_blackfish_draws_1_after_a_military_win_as_attacker() -> None:
    g = _blackfish_challenge("A")
    top = sorted(c for c in g.deck_ids("A") if c not in g.drawn["A"])[0]
    g.ability("A", f"A:{BLACKFISH}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": [top]}])  # fmt: skip
    assert top in g.state().players[0].hand


def test_03004_blackfish_misuse_R_REACTION_3_won_as_the_defender() -> None:
    g = _blackfish_challenge("B")
    top = sorted(c for c in g.deck_ids("A") if c not in g.drawn["A"])[0]
    g.ability("A", f"A:{BLACKFISH}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": [top]}])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


# --- 03005 Jon Snow -----------------------------------------------------------------------------


def _jon_stands(sacrificed: str) -> CardGame:
    g = _game([JON, LOYALIST])
    g.start(setup_a=[f"{JON}#1", f"{LOYALIST}#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": f"A:{JON}#1"})
    g.ability("A", f"A:{JON}#1", "action", costs=[{"op": "sacrifice", "card": sacrificed}],
              targets=[f"A:{JON}#1"])  # fmt: skip
    return g


def test_03005_jon_snow_sacrifices_a_stark_character_to_stand_himself() -> None:
    st = _jon_stands(f"A:{LOYALIST}#1").state()
    assert not st.cards[f"A:{JON}#1"].kneeling
    assert st.cards[f"A:{LOYALIST}#1"].zone == "discard"


def test_03005_jon_snow_misuse_R_COST_2_a_non_stark_sacrifice() -> None:
    g = _game([JON])
    g.start(setup_a=[f"{JON}#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": f"A:{JON}#1"})
    g.ability("A", f"A:{JON}#1", "action", costs=[{"op": "sacrifice", "card": "A:01053#1"}],
              targets=[f"A:{JON}#1"])  # fmt: skip
    assert g.error()[1] == "R-COST-2"


# --- 03006 Wolves of the North ------------------------------------------------------------------


def test_03006_wolves_bypassed_character_gets_minus_x_str() -> None:
    g = _game([WOLVES])
    g.start(setup_a=[f"{WOLVES}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{WOLVES}#1"],
         stealth={f"A:{WOLVES}#1": "B:01053#1"})  # fmt: skip
    g.ability("A", f"A:{WOLVES}#1", "reaction")
    assert strength(g.state(), "B:01053#1") == 2 - 1  # one Direwolf card: Wolves itself


def test_03006_wolves_misuse_R_REACTION_3_no_character_bypassed() -> None:
    g = _game([WOLVES])
    g.start(setup_a=[f"{WOLVES}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{WOLVES}#1"])
    g.ability("A", f"A:{WOLVES}#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 03007 Arya Stark ---------------------------------------------------------------------------


def _arya_kills(victim: str) -> CardGame:
    g = _game([ARYA, LOYALIST], [KRH])
    g.start(setup_a=[f"{ARYA}#1", f"{LOYALIST}#1"], setup_b=[victim]).round()
    _kill(g, "B", f"A:{LOYALIST}#1")
    g.ability("A", f"A:{ARYA}#1", "reaction", costs=[{"op": "sacrifice", "card": f"A:{ARYA}#1"}],
              targets=[f"B:{victim}"])  # fmt: skip
    return g


def test_03007_arya_sacrifices_herself_to_kill_a_str_3_character() -> None:
    st = _arya_kills("01053#1").state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards[f"A:{ARYA}#1"].zone == "discard"


def test_03007_arya_misuse_R_TARGET_1_a_str_8_character() -> None:
    assert _arya_kills(f"{KRH}#1").error()[1] == "R-TARGET-1"


# --- 03008 Jory Cassel --------------------------------------------------------------------------


def _jory_saves(saved: str) -> CardGame:
    g = _game([JORY, ARYA])
    g.start(setup_a=[f"{JORY}#1", saved]).round()
    g.ability("A", f"A:{JORY}#1", "interrupt", costs=[{"op": "sacrifice", "card": f"A:{JORY}#1"}],
              targets=[f"A:{saved}"])  # fmt: skip
    _kill(g, "B", f"A:{saved}")
    return g


def test_03008_jory_saves_a_unique_stark_character_winter_gives_power() -> None:
    st = _jory_saves(f"{ARYA}#1").state()
    assert st.cards[f"A:{ARYA}#1"].zone == "play"
    assert st.cards[f"A:{ARYA}#1"].power == 1  # The Winds of Winter is a Winter plot


def test_03008_jory_misuse_R_TARGET_1_a_non_unique_character() -> None:
    assert _jory_saves("01053#1").error()[1] == "R-TARGET-1"


# --- 03009 Riverrun Minstrel --------------------------------------------------------------------


def _minstrel_enters(target: str) -> CardGame:
    g = _game([MINSTREL])
    g.start(hand_a=[f"{MINSTREL}#1"], setup_a=["01053#1"]).round()
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{MINSTREL}#1"})
    g.ability("A", f"A:{MINSTREL}#1", "reaction", targets=[target])
    return g


def test_03009_riverrun_minstrel_gives_a_house_tully_character_1_power() -> None:
    assert _minstrel_enters(f"A:{MINSTREL}#1").state().cards[f"A:{MINSTREL}#1"].power == 1


def test_03009_riverrun_minstrel_misuse_R_TARGET_1_not_house_tully() -> None:
    assert _minstrel_enters("A:01053#1").error()[1] == "R-TARGET-1"


# --- 03011 Osha ----------------------------------------------------------------------------------


def test_03011_osha_leaves_the_challenge_and_stands() -> None:
    g = _game([OSHA])
    g.start(setup_a=[f"{OSHA}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{OSHA}#1"])
    g.ability("A", f"A:{OSHA}#1", "action")
    st = g.state()
    assert not st.cards[f"A:{OSHA}#1"].kneeling
    assert st.challenge is not None and f"A:{OSHA}#1" not in st.challenge.attackers


def test_03011_osha_misuse_R_PLAYRES_1_not_participating() -> None:
    g = _game([OSHA])
    g.start(setup_a=[f"{OSHA}#1", "01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", f"A:{OSHA}#1", "action")
    assert g.error()[1] == "R-PLAYRES-1"


# --- 03012 Bear Island Loyalist -----------------------------------------------------------------


def _confinement_on(target: str) -> CardGame:
    g = _game([LOYALIST, OSHA], [CONFINEMENT])
    g.start(setup_a=[f"{LOYALIST}#1", f"{OSHA}#1"], hand_b=[f"{CONFINEMENT}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{LOYALIST}#1", f"{OSHA}#1"])
    g.ability("B", f"B:{CONFINEMENT}#1", "action", costs=[{"op": "spend_gold", "seat": "B",
              "amount": 1}], targets=[target])  # fmt: skip
    return g


def test_03012_bear_island_loyalist_itself_is_not_immune() -> None:
    assert _confinement_on(f"A:{LOYALIST}#1").verdict().errors == ()


def test_03012_bear_island_loyalist_misuse_R_IMMUNE_1_event_on_other_participant() -> None:
    _seq, rule, message = _confinement_on(f"A:{OSHA}#1").error()
    assert rule == "R-IMMUNE-1" and "01121 Confinement" in message


# --- 03013 Sansa Stark, 03014 Shaggydog: constants, checked through a stated STR total -----------


def _attack_alone(g: CardGame, attacker: str, stated: int) -> CardGame:
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power" if attacker == SANSA else "military",
         attackers=[f"{attacker}#1"])  # fmt: skip
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=stated, defender_str=0, unopposed=True)
    return g


def _sansa(stated: int) -> CardGame:
    g = _game([SANSA, LOYALIST])
    g.start(setup_a=[f"{SANSA}#1", f"{LOYALIST}#1"]).round()
    _kill(g, "B", f"A:{LOYALIST}#1")
    return _attack_alone(g, SANSA, stated)


def test_03013_sansa_gets_minus_1_str_per_stark_character_in_the_dead_pile() -> None:
    st = _sansa(3).state()
    assert strength(st, f"A:{SANSA}#1") == 3 and not has_keyword(st, f"A:{SANSA}#1", "insight")


def test_03013_sansa_misuse_F_4_2_2_printed_str_stated() -> None:
    assert _sansa(4).error()[1] == "F-4.2.2"


def _shaggydog(stated: int, rickon: bool = True) -> CardGame:
    g = _game([SHAGGY, RICKON])
    g.start(setup_a=[f"{SHAGGY}#1"] + ([f"{RICKON}#1"] if rickon else [])).round()
    return _attack_alone(g, SHAGGY, stated)


def test_03014_shaggydog_gets_2_str_with_rickon() -> None:
    assert strength(_shaggydog(5).state(), f"A:{SHAGGY}#1") == 5


def test_03014_shaggydog_misuse_F_4_2_2_bonus_without_rickon() -> None:
    assert _shaggydog(5, rickon=False).error()[1] == "F-4.2.2"


# --- 03017 Winterfell ----------------------------------------------------------------------------


def _winterfell(plot_a: str | None) -> CardGame:
    g = _game([WINTERFELL, OSHA], plots_a=[TAXATION])
    g.start(setup_a=[f"{WINTERFELL}#1", f"{OSHA}#1"]).round(plot_a=plot_a)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{OSHA}#1"])
    g.ability("A", f"A:{WINTERFELL}#1", "reaction", costs=[{"op": "kneel",
              "card": f"A:{WINTERFELL}#1"}])  # fmt: skip
    g.ability("A", f"A:{OSHA}#1", "action")
    return g


def test_03017_winterfell_with_winter_plots_nobody_is_silenced() -> None:
    st = _winterfell(None).state()
    assert st.cards[f"A:{WINTERFELL}#1"].kneeling
    assert strength(st, f"A:{OSHA}#1") == 2 + 1  # each Stark character you control +1 STR


def test_03017_winterfell_misuse_R_CANNOT_1_non_winter_player_triggers() -> None:
    _seq, rule, message = _winterfell(f"{TAXATION}#1").error()
    assert rule == "R-CANNOT-1" and "A" in message


# --- 03018 Winterfell Heart Tree ---------------------------------------------------------------


def _heart_tree(target: str) -> CardGame:
    g = _game([HEART_TREE, OSHA])
    g.start(setup_a=[f"{HEART_TREE}#1", f"{OSHA}#1"], setup_b=["01053#1"]).round()
    g.ability("A", f"A:{HEART_TREE}#1", "reaction", costs=[{"op": "sacrifice",
              "card": f"A:{HEART_TREE}#1"}], targets=[target])  # fmt: skip
    return g


def test_03018_heart_tree_makes_a_stark_card_immune_to_plots() -> None:
    st = _heart_tree(f"A:{OSHA}#1").state()
    assert any(e.contribution.kind == "immune" and e.contribution.target == f"A:{OSHA}#1"
               for e in st.lasting)  # fmt: skip
    assert st.cards[f"A:{HEART_TREE}#1"].zone == "discard"


def test_03018_heart_tree_misuse_R_TARGET_1_an_opponents_card() -> None:
    assert _heart_tree("B:01053#1").error()[1] == "R-TARGET-1"


# --- 03019 Nymeria, 03024 Arya's Gift ---------------------------------------------------------


def _nymeria_on_rickon(extra: str, hand: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    g = _game([RICKON, NYMERIA, ARYA, GIFT])
    g.start(setup_a=[f"{RICKON}#1", f"{NYMERIA}#1", extra], hand_a=list(hand),
            attach_a={f"{NYMERIA}#1": f"{RICKON}#1"}).round()  # fmt: skip
    return g


def test_03019_nymeria_gives_intimidate_and_moves_for_1_gold() -> None:
    g = _nymeria_on_rickon("01053#1")
    assert has_keyword(g.state(), f"A:{RICKON}#1", "intimidate")
    g = _nymeria_on_rickon(f"{ARYA}#1")
    g.ability("A", f"A:{NYMERIA}#1", "action", costs=[{"op": "spend_gold", "seat": "A",
              "amount": 1}], targets=[f"A:{ARYA}#1"], at="F-AW-3")  # fmt: skip
    st = g.state()
    assert st.cards[f"A:{NYMERIA}#1"].host == f"A:{ARYA}#1"
    assert has_keyword(st, f"A:{ARYA}#1", "intimidate")
    assert not has_keyword(st, f"A:{RICKON}#1", "intimidate")


def test_03019_nymeria_misuse_R_ATTACH_4_a_non_unique_character() -> None:
    g = _nymeria_on_rickon("01053#1")
    g.ability("A", f"A:{NYMERIA}#1", "action", costs=[{"op": "spend_gold", "seat": "A",
              "amount": 1}], targets=["A:01053#1"], at="F-AW-3")  # fmt: skip
    assert g.error()[1] == "R-ATTACH-4"


def test_03024_aryas_gift_moves_an_attachment_to_another_character() -> None:
    g = _nymeria_on_rickon(f"{ARYA}#1", hand=[f"{GIFT}#1"])
    g.ability("A", f"A:{GIFT}#1", "action", targets=[f"A:{NYMERIA}#1", f"A:{ARYA}#1"])
    st = g.state()
    assert st.cards[f"A:{NYMERIA}#1"].host == f"A:{ARYA}#1"
    assert st.cards[f"A:{GIFT}#1"].zone == "discard"


def test_03024_aryas_gift_misuse_R_TARGET_1_to_an_opponents_character() -> None:
    g = _game([RICKON, NYMERIA, GIFT], [ARYA])
    g.start(setup_a=[f"{RICKON}#1", f"{NYMERIA}#1"], hand_a=[f"{GIFT}#1"],
            attach_a={f"{NYMERIA}#1": f"{RICKON}#1"}, setup_b=[f"{ARYA}#1"]).round()  # fmt: skip
    g.ability("A", f"A:{GIFT}#1", "action", targets=[f"A:{NYMERIA}#1", f"B:{ARYA}#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 03021 Frozen Solid ------------------------------------------------------------------------


def test_03021_frozen_solid_blanks_the_attached_location() -> None:
    g = _game([FROZEN, HEART_TREE])
    g.start(setup_a=[f"{HEART_TREE}#1", f"{FROZEN}#1"],
            attach_a={f"{FROZEN}#1": f"{HEART_TREE}#1"}).round()  # fmt: skip
    g.ability("A", f"A:{HEART_TREE}#1", "reaction", costs=[{"op": "sacrifice",
              "card": f"A:{HEART_TREE}#1"}], targets=[f"A:{HEART_TREE}#1"])  # fmt: skip
    _seq, rule, message = g.error()
    assert rule == "R-BLANK-1" and "03018 Winterfell Heart Tree" in message


def test_03021_frozen_solid_misuse_R_ATTACH_4_printed_cost_over_3() -> None:
    g = _game([FROZEN, WINTERFELL])
    g.start(setup_a=[f"{WINTERFELL}#1", f"{FROZEN}#1"],
            attach_a={f"{FROZEN}#1": f"{WINTERFELL}#1"})  # fmt: skip
    assert g.error()[1] == "R-ATTACH-4"


# --- 03046 A Time For Wolves ---------------------------------------------------------------------


def _time_for_wolves(found: str, choice: str) -> CardGame:
    g = _game([SHAGGY, WOLVES], plots_a=["03046"])
    reveal_plots(g.start(), "03046#1", draw=0)
    g.ability("A", "A:03046#1", "when_revealed", targets=[f"A:{found}"], choice=choice)
    return g


def test_03046_a_time_for_wolves_puts_a_cheap_direwolf_into_play() -> None:
    st = _time_for_wolves(f"{SHAGGY}#1", "play").state()
    assert st.cards[f"A:{SHAGGY}#1"].zone == "play" and not st.players[0].deck_known


def test_03046_a_time_for_wolves_misuse_R_EFFECT_1_a_cost_5_direwolf_into_play() -> None:
    assert _time_for_wolves(f"{WOLVES}#1", "play").error()[1] == "R-EFFECT-1"


# --- 03015 House Tully Septon ---------------------------------------------------------------------


def _septon(paid_from: str) -> CardGame:
    g = _game(["03015", MINSTREL])
    g.start(setup_a=["03015#1", "01053#1"], hand_a=[f"{MINSTREL}#1"]).round()
    faction_action(g, "A", {"op": "gain_power", "card": paid_from, "amount": 1}, at="F-AW-3")
    g.ability("A", "A:03015#1", "action",
              costs=[{"op": "discard_power", "card": paid_from, "amount": 1}])  # fmt: skip
    return g


def test_03015_house_tully_septon_reduces_the_next_house_tully_character_by_2() -> None:
    g = _septon("A:01053#1")
    g.ev("marshal", seat="A", card=f"A:{MINSTREL}#1", cost=2)  # Riverrun Minstrel: 4 - 2
    assert g.state().cards[f"A:{MINSTREL}#1"].zone == "play"


def test_03015_house_tully_septon_misuse_R_COST_2_power_from_the_faction_card() -> None:
    g = _game(["03015"])
    g.start(setup_a=["03015#1"]).round()
    faction_action(g, "A", {"op": "gain_power", "seat": "A", "amount": 1}, at="F-AW-3")
    g.ability("A", "A:03015#1", "action",
              costs=[{"op": "discard_power", "seat": "A", "amount": 1}])  # fmt: skip
    assert g.error()[1] == "R-COST-2"


# --- 03022 As Hard as Winter --------------------------------------------------------------------


def test_03022_as_hard_as_winter_puts_a_no_dearer_stark_character_into_play() -> None:
    g = _game(["03022", LOYALIST, "01149"])
    g.start(setup_a=[f"{LOYALIST}#1"], hand_a=["03022#1", "01149#1"]).round()
    next_round(g, keep=("A:03022#1", "A:01149#1"))
    faction_action(g, "B", {"op": "kill", "card": f"A:{LOYALIST}#1"}, at="F-AW-3")
    g.ability("A", "A:03022#1", "reaction", targets=["A:01149#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    assert g.state().cards["A:01149#1"].zone == "play"  # Direwolf Pup: cost 2, Loyalist 3


def test_03022_as_hard_as_winter_misuse_R_PLAYRES_1_no_winter_plot_used() -> None:
    g = _game(["03022", LOYALIST, "01149"])
    g.start(setup_a=[f"{LOYALIST}#1"], hand_a=["03022#1", "01149#1"]).round()
    faction_action(g, "B", {"op": "kill", "card": f"A:{LOYALIST}#1"}, at="F-AW-3")
    g.ability("A", "A:03022#1", "reaction", targets=["A:01149#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    assert g.error()[1] == "R-PLAYRES-1"


# --- 03023 The Pack Survives ---------------------------------------------------------------------


def _pack_survives(paid: list[dict[str, object]]) -> CardGame:
    g = _game(["03023", OSHA, LOYALIST], [CONFINEMENT])
    g.start(setup_a=[f"{OSHA}#1", f"{LOYALIST}#1"], hand_a=["03023#1"],
            hand_b=[f"{CONFINEMENT}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ability("A", "A:03023#1", "interrupt", costs=paid, targets=[f"B:{CONFINEMENT}#1"])
    g.ability("B", f"B:{CONFINEMENT}#1", "action", targets=[f"A:{OSHA}#1"], cancelled=True,
              costs=[{"op": "spend_gold", "seat": "B", "amount": 1}], at="F-AW-4.1")  # fmt: skip
    return g


def test_03023_the_pack_survives_cancels_an_event_for_2_stark_kneels() -> None:
    kneels = [{"op": "kneel", "card": f"A:{OSHA}#1"}, {"op": "kneel", "card": f"A:{LOYALIST}#1"}]
    st = _pack_survives(kneels).state()
    assert st.cards[f"B:{CONFINEMENT}#1"].zone == "discard" and st.cards[f"A:{OSHA}#1"].kneeling


def test_03023_the_pack_survives_misuse_R_COST_2_one_kneel_only() -> None:
    _seq, rule, _ = _pack_survives([{"op": "kneel", "card": f"A:{OSHA}#1"}]).error()
    assert rule == "R-COST-2"


# --- 03016 Rickon Stark --------------------------------------------------------------------------

SUMMONS = "01022"  # When Revealed: "Search the top 10 cards of your deck for a character"


def _rickon_cancels(plot_b: str) -> CardGame:
    g = _game([RICKON], plots_b=[SUMMONS])
    g.start(setup_a=[f"{RICKON}#1"])
    reveal_plots(g, "01025#1", plot_b, draw=0)
    g.ability("A", f"A:{RICKON}#1", "interrupt", targets=[f"B:{plot_b}"],
              costs=[{"op": "sacrifice", "card": f"A:{RICKON}#1"}])  # fmt: skip
    g.ability("B", f"B:{plot_b}", "when_revealed", cancelled=True)
    return g


def test_03016_rickon_cancels_a_search() -> None:
    st = _rickon_cancels(f"{SUMMONS}#1").state()
    assert st.cards[f"A:{RICKON}#1"].zone == "discard"
    assert f"B:{SUMMONS}#1" in st.when_revealed_used and len(st.players[1].hand) == 7


def test_03016_rickon_misuse_R_TARGET_1_an_ability_without_search() -> None:
    g = _game([RICKON], plots_b=["01010"])  # Counting Coppers: "Draw 3 cards."
    g.start(setup_a=[f"{RICKON}#1"])
    reveal_plots(g, "01025#1", "01010#1", draw=0)
    g.ability("A", f"A:{RICKON}#1", "interrupt", targets=["B:01010#1"],
              costs=[{"op": "sacrifice", "card": f"A:{RICKON}#1"}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"
