"""Lions of Casterly Rock, neutral cards: "The Rains of Castamere" and its Scheme plots, the
neutral plots and Wildling Bandit: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.data.cards import load_cards
from tests.engine.cards.harness import VANILLA_PLOT, CardGame
from tests.engine.cards.rounds import to_challenges

RAINS = "05045"
SCHEMES = ["01003", "01011", "01018", "01026", "05049"]  # LoCR-2's five Scheme plots
ATTACKERS = ["01113#1", "01113#2", "01187#1"]  # 6 STR of intrigue attackers


def _rains_game() -> CardGame:
    g = CardGame(a=[], b=[], plots_a=SCHEMES, agenda_a=RAINS)
    g.start(setup_a=ATTACKERS, setup_b=["01113#1"]).round()
    return to_challenges(g)


def _won_intrigue_by_6(g: CardGame) -> CardGame:
    g.ev("challenge", seat="A", challenge="intrigue", attackers=ATTACKERS)
    g.ev("defenders", seat="B", defenders=[])  # unopposed: 6 STR to 0
    return g


def _reveal(g: CardGame, scheme: str) -> CardGame:
    kneel = [{"op": "kneel", "card": "A:faction"}]
    return g.ability("A", "A:agenda", "reaction", costs=kneel, targets=[f"A:{scheme}#1"])


def test_05045_rains_reveals_a_scheme_after_an_intrigue_win_by_5() -> None:
    g = _won_intrigue_by_6(_rains_game())
    _reveal(g, "01011")
    g.ability("A", "A:01011#1", "when_revealed", targets=["B:01113#1"])  # Filthy Accusations
    st = g.state()
    a = st.players[0]
    assert a.revealed == "A:01011#1" and a.faction_kneeling
    assert a.used == ["A:01025#1"]  # the plot it replaced went to the used pile
    assert st.cards["B:01113#1"].kneeling
    assert st.challenge is not None and st.challenge.claim == 0  # not applied yet
    g.ev("claim", seat="B", cards=sorted(st.players[1].hand)[:1])  # Filthy Accusations: claim 1
    assert g.verdict().errors == ()


def test_05045_rains_scheme_is_removed_from_the_game_when_it_leaves_play() -> None:
    g = _won_intrigue_by_6(_rains_game())
    _reveal(g, "01018")  # Power Behind the Throne: its When Revealed places a stand token
    g.ability("A", "A:01018#1", "when_revealed")
    g.ev("claim", seat="B", cards=sorted(g.state().players[1].hand)[:1])
    for _ in range(2):  # marshaling is over: the rest of challenges, then dominance
        g.ev("pass", seat="A").ev("pass", seat="B")
    hand_a = sorted(g.state().players[0].hand)
    g.ev("reserve", seat="A", cards=hand_a[: len(hand_a) - 6])  # the Scheme's reserve 6
    hand_b = sorted(g.state().players[1].hand)
    g.ev("reserve", seat="B", cards=hand_b[: len(hand_b) - 5])
    g.ev("plot", seat="A", card="A:01025#2").ev("plot", seat="B", card="B:01025#2")
    g.ev("initiative", seat="A", tiebreak="random").ev("first_player", seat="A")
    st = g.state()
    a = st.players[0]
    assert a.removed == ["A:01018#1"] and "A:01018#1" not in a.used
    assert st.cards["A:01018#1"].zone == "removed"


def test_05045_rains_misuse_R_REACTION_3_intrigue_won_by_less_than_5() -> None:
    g = _rains_game()
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1", "01187#1"])
    g.ev("defenders", seat="B", defenders=["01113#1"])  # 4 STR to 2
    _reveal(g, "01011")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert '05045 "The Rains of Castamere"' in message


def test_05045_rains_misuse_R_TARGET_1_a_plot_that_is_no_scheme() -> None:
    g = _won_intrigue_by_6(_rains_game())
    g.ability("A", "A:agenda", "reaction",
              costs=[{"op": "kneel", "card": "A:faction"}], targets=["A:01025#2"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_05045_rains_misuse_R_COST_2_faction_card_not_knelt() -> None:
    g = _won_intrigue_by_6(_rains_game())
    g.ability("A", "A:agenda", "reaction", targets=["A:01011#1"])
    assert g.error()[1] == "R-COST-2"


def test_05045_rains_misuse_R_PLOT_9_scheme_chosen_in_the_plot_phase() -> None:
    g = CardGame(a=[], b=[], plots_a=SCHEMES, agenda_a=RAINS)
    g.start()
    g.ev("plot", seat="A", card="A:01011#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLOT-9")
    assert "05045" in message


def test_05045_rains_misuse_R_WHENREV_1_revealed_scheme_left_unresolved() -> None:
    g = _won_intrigue_by_6(_rains_game())
    _reveal(g, "01011")
    g.ev("claim", seat="B", cards=sorted(g.state().players[1].hand)[:1])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-WHENREV-1")
    assert "01011 Filthy Accusations" in message


def test_05045_without_rains_a_scheme_is_an_ordinary_plot() -> None:
    g = CardGame(a=[], b=[], plots_a=SCHEMES)
    g.start(setup_b=["01113#1"])
    g.ev("plot", seat="A", card="A:01011#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="A", tiebreak="random").ev("first_player", seat="A")
    g.ability("A", "A:01011#1", "when_revealed", targets=["B:01113#1"])
    assert g.state().cards["B:01113#1"].kneeling


# --- the neutral plots ----------------------------------------------------------------------


def _reveal_plots(g: CardGame, plot_a: str) -> CardGame:
    """Round 1: A reveals ``plot_a``, B The Winds of Winter (initiative 4); no power yet, so a
    tie on initiative is drawn at random (for A). The winner makes A the first player."""
    g.ev("plot", seat="A", card=f"A:{plot_a}").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#1")
    plot = load_cards().get(plot_a.split("#")[0]).plot
    assert plot is not None
    initiative = plot.initiative or 0
    if initiative == 4:
        g.ev("initiative", seat="A", tiebreak="random")
    g.ev("first_player", seat="A" if initiative >= 4 else "B")  # B, if it wins, picks itself
    return g


def _first_player(g: CardGame) -> str:
    return "AB"[g.state().first or 0]


def test_05051_time_of_plenty_each_player_draws_3() -> None:
    g = CardGame(a=[], b=[], plots_a=["05051"])
    _reveal_plots(g.start(), "05051#1")
    g.draw("A", 3).draw("B", 3)
    st = g.state()
    assert [len(p.hand) for p in st.players] == [10, 10]


def test_05051_time_of_plenty_misuse_F_2_2_only_2_drawn() -> None:
    g = CardGame(a=[], b=[], plots_a=["05051"])
    _reveal_plots(g.start(), "05051#1")
    g.draw("A", 2).draw("B", 2)
    assert g.error()[1] == "F-2.2"


def test_05052_early_frost_each_player_draws_1() -> None:
    g = CardGame(a=[], b=[], plots_a=["05052"])
    _reveal_plots(g.start(), "05052#1")
    g.draw("A", 1).draw("B", 1)
    assert [len(p.hand) for p in g.state().players] == [8, 8]


def test_05052_early_frost_misuse_F_2_2_two_drawn() -> None:
    g = CardGame(a=[], b=[], plots_a=["05052"])
    _reveal_plots(g.start(), "05052#1")
    g.draw("A", 2)
    assert g.error()[1] == "F-2.2"


CONFINEMENT = "01121"  # a 1-cost event: "Choose a character with STR 4 or lower"


def _meddling(pay: int) -> CardGame:
    g = CardGame(a=[CONFINEMENT], b=[], plots_a=["05049"])
    _reveal_plots(g.start(hand_a=[f"{CONFINEMENT}#1"], setup_b=["01053#1"]), "05049#1")
    g.draw("A", 2).draw("B", 2)
    costs = [{"op": "spend_gold", "seat": "A", "amount": pay}] if pay else []
    g.ability("A", f"A:{CONFINEMENT}#1", "action", costs=costs, targets=["B:01053#1"],
              at="F-AW-3")  # fmt: skip
    return g


def test_05049_littlefingers_meddling_reduces_each_event_by_2() -> None:
    g = _meddling(0)
    st = g.state()
    assert st.cards[f"A:{CONFINEMENT}#1"].zone == "discard"
    assert st.players[0].gold == 0  # B marshals first: A has no gold yet, and paid none


def test_05049_littlefingers_meddling_misuse_R_COST_2_printed_cost_paid() -> None:
    _seq, rule, message = _meddling(1).error()
    assert rule == "R-COST-2" and "01121 Confinement" in message


def _gossip(first_type: str) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["05050"])
    _reveal_plots(g.start(setup_a=["01113#1"]), "05050#1")
    g.draw("A", 2).draw("B", 2)
    to_challenges(g)
    if _first_player(g) == "B":
        g.ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge=first_type, attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    if first_type == "intrigue":
        g.ev("claim", seat="B", cards=sorted(g.state().players[1].hand)[:1])
    return g


def test_05050_gossip_and_lies_first_intrigue_attackers_do_not_kneel() -> None:
    g = _gossip("intrigue")
    assert not g.state().cards["A:01113#1"].kneeling
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])  # still standing
    assert g.state().cards["A:01113#1"].kneeling  # the military one is no intrigue challenge


def test_05050_gossip_and_lies_misuse_F_4_2_4_military_attacker_knelt() -> None:
    g = _gossip("military")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    assert g.error()[1] == "F-4.2-4"
