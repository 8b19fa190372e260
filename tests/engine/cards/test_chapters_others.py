"""Chapter packs, Baratheon, Stark, Night's Watch, Tyrell and Greyjoy cards: a legal use and a
misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import cannot_stand, has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _to_challenges(g: CardGame) -> CardGame:
    return g.ev("pass", seat="A").ev("pass", seat="B")


# --- 06008 Storm's End ------------------------------------------------------------------------


def _storms_end(targets: list[str]) -> CardGame:
    g = CardGame(a=["06008"], b=[], faction_a="baratheon")
    g.start(setup_a=["06008#1", "01053#1", "01053#2"]).round()
    faction_action(g, "A", {"op": "gain_power", "seat": "A", "amount": 1})
    for seat in "ABAB":  # then A wins dominance: 2 standing Bastards and gold
        g.ev("pass", seat=seat)
    return g.ability("A", "A:06008#1", "reaction", targets=targets,
                     costs=[{"op": "discard_power", "seat": "A", "amount": 1}])  # fmt: skip


def test_06008_storms_end_two_characters_gain_1_power() -> None:
    st = _storms_end(["A:01053#1", "A:01053#2"]).state()
    assert st.cards["A:01053#1"].power == 1 and st.cards["A:01053#2"].power == 1


def test_06008_storms_end_misuse_R_TARGET_3_one_character() -> None:
    g = _storms_end(["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-3")


# --- 08068 Dragonstone Castle -----------------------------------------------------------------


def _castle() -> CardGame:
    g = CardGame(a=["08068"], b=[], faction_a="baratheon")
    return g.start(setup_a=["08068#1"], setup_b=["01187#1"]).round()


def test_08068_dragonstone_castle_a_character_cannot_stand_this_phase() -> None:
    g = _to_challenges(_castle())
    g.ability("A", "A:08068#1", "reaction", targets=["B:01187#1"],
              costs=[{"op": "kneel", "card": "A:08068#1"}])  # fmt: skip
    assert cannot_stand(g.state(), "B:01187#1")


def test_08068_dragonstone_castle_misuse_R_TARGET_1_a_location() -> None:
    g = _to_challenges(_castle())
    g.ability("A", "A:08068#1", "reaction", targets=["A:08068#1"],
              costs=[{"op": "kneel", "card": "A:08068#1"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 06102 Northern Keep ----------------------------------------------------------------------


def test_06102_northern_keep_2_gold_with_more_winter_plots() -> None:
    g = CardGame(a=["06102"], b=[], faction_a="stark")
    g.start(setup_a=["06102#1"]).round()  # two The Winds of Winter
    g.ability("A", "A:06102#1", "action", costs=[{"op": "kneel", "card": "A:06102#1"}])
    assert g.state().players[0].gold == 3 + 2


def test_06102_northern_keep_misuse_R_EFFECT_1_2_gold_with_a_summer_plot() -> None:
    g = CardGame(a=["06102"], b=[], faction_a="stark", plots_b=["06020"])
    g.start(setup_a=["06102#1"]).round(plot_b="B:06020#1")
    g.ability("A", "A:06102#1", "action", costs=[{"op": "kneel", "card": "A:06102#1"}],
              effects=[{"op": "gain_gold", "seat": "A", "amount": 2}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 06006 Eastwatch-by-the-Sea ---------------------------------------------------------------


def test_06006_eastwatch_draws_with_a_higher_reserve_when_dominance_begins() -> None:
    g = CardGame(a=["06006"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["06006#1"]).round()
    for seat in "ABAB":
        g.ev("pass", seat=seat)
    top = g._filler("A", 1)
    g.ability("A", "A:06006#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": top}])
    assert g.state().cards[top[0]].zone == "hand"


def test_06006_eastwatch_misuse_R_PLAYRES_1_reserve_not_higher() -> None:
    g = CardGame(a=["06006"], b=[], faction_a="thenightswatch", plots_b=["14051"])
    g.start(setup_a=["06006#1"]).round(plot_b="B:14051#1")  # The Hand's Tourney: reserve 7
    for seat in "ABAB":
        g.ev("pass", seat=seat)
    g.ability("A", "A:06006#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": g._filler("A", 1)}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")


# --- 08063 Hightower Spy ----------------------------------------------------------------------


def _spy(state_reveal: bool) -> CardGame:
    g = CardGame(a=["08063"], b=[], faction_a="tyrell")
    g.start(hand_a=["08063#1"]).round()
    g.ev("marshal", seat="A", card="08063#1", cost=3)
    top = g._filler("A", 1)
    reveal = [{"op": "reveal", "seat": "A", "cards": top}] if state_reveal else []
    boost = {"op": "strength", "card": "A:08063#1", "amount": 2, "until": "phase"}
    return g.ability("A", "A:08063#1", "reaction", targets=["A:08063#1"],
                     effects=[*reveal, boost])  # fmt: skip


def test_08063_hightower_spy_gets_the_revealed_cards_printed_cost_as_str() -> None:
    assert strength(_spy(state_reveal=True).state(), "A:08063#1") == 2 + 2


def test_08063_hightower_spy_misuse_R_EFFECT_1_nothing_revealed() -> None:
    g = _spy(state_reveal=False)
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 08072 Support of Harlaw ------------------------------------------------------------------


def _harlaw(location: str) -> CardGame:
    g = CardGame(a=["08072", location], b=[], faction_a="greyjoy")
    g.start(setup_a=["01053#1", "08072#1", f"{location}#1"],
            attach_a={"08072#1": "01053#1"}).round()  # fmt: skip
    _to_challenges(g)
    return g.ability("A", "A:08072#1", "action", choice="stealth",
                     costs=[{"op": "kneel", "card": f"A:{location}#1"}])  # fmt: skip


def test_08072_support_of_harlaw_attached_gains_stealth() -> None:
    assert has_keyword(_harlaw("14019").state(), "A:01053#1", "stealth")  # Lyseni Galley


def test_08072_support_of_harlaw_misuse_R_COST_2_kneels_a_non_warship() -> None:
    g = _harlaw("14018")  # Cape Wrath
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


# --- 08071 Coastal Reaver ---------------------------------------------------------------------


def _reaver(card_of: str) -> tuple[CardGame, str]:
    g = CardGame(a=["08071"], b=[], faction_a="greyjoy")
    g.start(hand_a=["08071#1"]).round()
    g.ev("marshal", seat="A", card="08071#1", cost=3)
    card = sorted(g.drawn[card_of] - {"A:08071#1"})[0]
    g.ability("A", "A:08071#1", "reaction",
              effects=[{"op": "move", "card": card, "to": "deck", "top": True}])  # fmt: skip
    return g, card


def test_08071_coastal_reaver_the_opponent_puts_a_card_on_top_of_the_deck() -> None:
    g, card = _reaver("B")
    st = g.state()
    assert st.cards[card].zone == "deck" and st.players[1].deck[-1] == card


def test_08071_coastal_reaver_misuse_R_EFFECT_1_a_card_of_your_own_hand() -> None:
    g, _ = _reaver("A")
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")
