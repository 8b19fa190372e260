"""Fury of the Storm, House Baratheon (fots_baratheon_late): a legal use and a misuse of each
scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame


def _game(a: list[str], **kw: object) -> CardGame:
    return CardGame(a=a, b=[], faction_a="baratheon", **kw)  # type: ignore[arg-type]


# --- 14016 Wily Smuggler ----------------------------------------------------------------------


def _smuggled() -> CardGame:
    g = _game(["14016"])
    g.start(setup_a=["14016#1"], hand_a=["01053#1"]).round()
    return g.ability("A", "A:14016#1", "action", targets=["A:01053#1"], at="F-AW-3")


def test_14016_wily_smuggler_the_card_goes_on_top_and_is_drawn_as_the_phase_ends() -> None:
    g = _smuggled()
    st = g.state()
    assert st.players[0].deck[-1] == "A:01053#1" and "A:01053#1" not in st.players[0].hand
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    g.ev("draw", seat="A", cards=["A:01053#1"])
    st = g.state()
    assert "A:01053#1" in st.players[0].hand and st.phase == "challenges"


def test_14016_wily_smuggler_misuse_R_DELAYED_2_the_delayed_draw_left_out() -> None:
    g = _smuggled()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["A:14016#1"])
    g.ev("defenders", seat="B", defenders=[])  # the step is left with the draw still due
    assert g.error()[:2] == (g.last_seq(), "R-DELAYED-2")


def test_14016_wily_smuggler_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _smuggled()
    g.ability("A", "A:14016#1", "action", targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


def test_14016_wily_smuggler_misuse_R_TARGET_1_a_card_in_play() -> None:
    g = _game(["14016"])
    g.start(setup_a=["14016#1", "01053#1"]).round()
    g.ability("A", "A:14016#1", "action", targets=["A:01053#1"], at="F-AW-3")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 14024 Nightfire Visions ------------------------------------------------------------------

VISIONS = "A:14024#1"


def _visions(trait: str, rhllor: bool = True) -> CardGame:
    """Round 1 up to the taxation phase's action window, A (with Fiery Followers, R'hllor,
    or a filler) plays Nightfire Visions naming ``trait``, then both reveal The Winds of
    Winter (Winter); B, with less power, wins the initiative."""
    g = _game(["14024", "01054"])
    g.start(setup_a=["01054#1" if rhllor else "01053#1"], hand_a=["14024#1"]).round()
    for _ in range(2):  # marshaling, then challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    st = g.state()
    for p in st.players:  # discard down to the reserve of 5, keeping Nightfire Visions
        spare = sorted(c for c in p.hand if c != VISIONS)
        if len(p.hand) > 5:
            g.ev("reserve", seat=p.key, cards=spare[: len(p.hand) - 5])
    g.ability("A", VISIONS, "action", choice=trait, at="F-AW-7")
    g.ev("plot", seat="A", card="A:01025#2").ev("plot", seat="B", card="B:01025#2")
    return g


def test_14024_nightfire_visions_an_opponents_plot_with_the_trait_draws_3() -> None:
    g = _visions("Winter")
    g.draw("A", 3)
    g.ev("first_player", seat="B")
    assert len(g.state().players[0].hand) == 5 - 1 + 3


def test_14024_nightfire_visions_another_trait_draws_nothing() -> None:
    g = _visions("War").ev("first_player", seat="A")
    assert g.state().players[0].pending_draw == 0


def test_14024_nightfire_visions_misuse_R_DELAYED_2_the_3_cards_not_drawn() -> None:
    g = _visions("Winter").ev("first_player", seat="A")
    assert g.error()[:2] == (g.last_seq(), "R-DELAYED-2")


def test_14024_nightfire_visions_misuse_R_PLAYRES_1_no_rhllor_character() -> None:
    g = _visions("Winter", rhllor=False)
    assert g.error()[1] == "R-PLAYRES-1"


def test_14024_nightfire_visions_misuse_R_ACTION_2_in_the_marshaling_phase() -> None:
    g = _game(["14024", "01054"])
    g.start(setup_a=["01054#1"], hand_a=["14024#1"]).round()
    g.ability("A", VISIONS, "action", choice="Winter", at="F-AW-3")
    assert g.error()[:2] == (g.last_seq(), "R-ACTION-2")
