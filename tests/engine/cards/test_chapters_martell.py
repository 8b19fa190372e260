"""Chapter packs, House Martell: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _game(a: list[str], b: list[str] = (), **kw: object) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="martell", **kw)  # type: ignore[arg-type]


def _to_challenges(g: CardGame) -> CardGame:
    return g.ev("pass", seat="A").ev("pass", seat="B")


# --- 06115 Dornish Spy ------------------------------------------------------------------------


def _spy(choice: str) -> CardGame:
    g = _game(["06115"])
    g.start(setup_b=["01053#1"], hand_a=["06115#1"]).round()
    g.ev("marshal", seat="A", card="06115#1", cost=3)
    return g.ability("A", "A:06115#1", "reaction", targets=["B:01053#1"], choice=choice)


def test_06115_dornish_spy_a_character_loses_an_icon() -> None:
    assert "military" not in icons(_spy("military").state(), "B:01053#1")


def test_06115_dornish_spy_misuse_R_TARGET_1_no_icon_named() -> None:
    g = _spy("stealth")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 06116 Locked Away ------------------------------------------------------------------------


def _locked_away() -> CardGame:
    g = _game(["06116"])
    g.start(setup_a=["01113#1"], setup_b=["01053#1"], hand_a=["06116#1"]).round()
    g.ev("marshal", seat="A", card="06116#1", attach_to="B:01053#1", cost=3)
    return g


def test_06116_locked_away_returns_attached_character_when_marshaling_begins() -> None:
    from tests.engine.cards.rounds import next_round

    g = next_round(_locked_away())
    g.ability("A", "A:06116#1", "reaction")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "hand" and st.cards["A:06116#1"].zone == "discard"


def test_06116_locked_away_misuse_R_REACTION_3_in_the_challenges_phase() -> None:
    g = _to_challenges(_locked_away())
    g.ability("A", "A:06116#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 04036 Venomous Blade ---------------------------------------------------------------------


def _blade(target: str) -> CardGame:
    g = _game(["04036", "14001"], ["14009"])
    g.start(setup_a=["01113#1"], setup_b=["01053#1", "14009#1"], hand_a=["04036#1"]).round()
    g.ev("marshal", seat="A", card="04036#1", attach_to="01113#1", cost=3)
    return g.ability("A", "A:04036#1", "reaction", targets=[target])


def test_04036_venomous_blade_poison_kills_at_the_end_of_the_phase() -> None:
    g = _blade("B:01053#1")
    assert g.state().tokens["B:01053#1"]["poison"] == 1
    g.ev("pass", seat="A").ev("pass", seat="B")
    assert g.state().cards["B:01053#1"].zone == "dead"


def test_04036_venomous_blade_misuse_R_TARGET_1_printed_str_4() -> None:
    g = _blade("B:14009#1")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 02035 Nymeria Sand -----------------------------------------------------------------------


def _nymeria(uses: int) -> CardGame:
    g = _game(["02035", "02015"])
    g.start(setup_a=["02035#1", "02015#1"], setup_b=["01053#1"]).round()
    _to_challenges(g)
    for _ in range(uses):
        g.ability("A", "A:02035#1", "action", targets=["B:01053#1"], choice="military")
    return g


def test_02035_nymeria_sand_takes_an_icon_for_the_sand_snakes() -> None:
    st = _nymeria(1).state()
    assert "military" not in icons(st, "B:01053#1")
    assert "military" in icons(st, "A:02015#1") and "military" in icons(st, "A:02035#1")


def test_02035_nymeria_sand_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _nymeria(2)
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


# --- 02015 Bastard Daughter -------------------------------------------------------------------


def _daughter_killed() -> CardGame:
    g = _game(["02015"])
    g.start(setup_a=["02015#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": "A:02015#1"})
    return g


def test_02015_bastard_daughter_killed_discards_at_random_from_each_opponent() -> None:
    g = _daughter_killed()
    card = sorted(g.drawn["B"])[0]
    g.ability("A", "A:02015#1", "interrupt", effects=[{"op": "discard", "card": card}])
    assert g.state().cards[card].zone == "discard"


def test_02015_bastard_daughter_misuse_R_EFFECT_1_discards_from_her_own_hand() -> None:
    g = _daughter_killed()
    card = sorted(c for c in g.drawn["A"] if c != "A:02015#1")[0]
    g.ability("A", "A:02015#1", "interrupt", effects=[{"op": "discard", "card": card}])
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 08076 Shandystone ------------------------------------------------------------------------


def _shandystone_after_losing_as_defender() -> CardGame:
    g = _game(["08076"])
    g.start(setup_a=["08076#1", "01113#1"], setup_b=["01053#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": "A:01113#1"})
    _to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    g.ability("A", "A:08076#1", "reaction", targets=["A:01113#1"],
              costs=[{"op": "kneel", "card": "A:08076#1"}])  # fmt: skip
    return g


def test_08076_shandystone_stands_a_character_after_losing_as_defender() -> None:
    assert not _shandystone_after_losing_as_defender().state().cards["A:01113#1"].kneeling


def test_08076_shandystone_misuse_R_REACTION_3_after_winning_as_the_attacker() -> None:
    g = _game(["08076"])
    g.start(setup_a=["08076#1", "01113#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": "A:01113#1"})
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ability("A", "A:08076#1", "reaction", targets=["A:01113#1"],
              costs=[{"op": "kneel", "card": "A:08076#1"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")
