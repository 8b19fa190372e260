"""Lions of Casterly Rock, neutral cards: "The Rains of Castamere" and its Scheme plots, the
neutral plots and Wildling Bandit: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
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
    return g.ability("A", "A:agenda", "reaction",
                     costs=[{"op": "kneel", "card": "A:faction"}], targets=[f"A:{scheme}#1"])  # fmt: skip


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
    assert "05045 \"The Rains of Castamere\"" in message


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
