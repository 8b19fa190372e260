"""CtA, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

BALON = "04031"
SEA_TOWER, SCOUT = "01080", "01079"  # [greyjoy] locations, cost 0
VISERYS = "04014"  # a King character (B's)


def _balon_attacks(king_b: bool = False) -> CardGame:
    """Balon Greyjoy attacks alone in a [military] challenge; B declares no defender."""
    g = CardGame(a=[BALON, SEA_TOWER, SCOUT], b=[VISERYS], faction_a="greyjoy")
    g.start(setup_a=[f"{BALON}#1", f"{SEA_TOWER}#1", f"{SCOUT}#1"],
            setup_b=[f"{VISERYS}#1" if king_b else "01113#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{BALON}#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def _kneel(card: str) -> list[dict[str, object]]:
    return [{"op": "kneel", "card": card}]


def test_04031_balon_greyjoy_stands_attacking_and_gives_loyal_characters_1_str() -> None:
    g = _balon_attacks()
    assert not g.state().cards[f"A:{BALON}#1"].kneeling  # B controls no King
    g.ability("A", f"A:{BALON}#1", "action", costs=_kneel(f"A:{SEA_TOWER}#1"))
    st = g.state()
    assert strength(st, f"A:{BALON}#1") == 5 + 1 and st.cards[f"A:{SEA_TOWER}#1"].kneeling


def test_04031_balon_greyjoy_kneels_against_an_opponent_with_a_king() -> None:
    assert _balon_attacks(king_b=True).state().cards[f"A:{BALON}#1"].kneeling


def test_04031_balon_greyjoy_misuse_R_LIMIT_1_twice_in_a_challenge() -> None:
    g = _balon_attacks()
    g.ability("A", f"A:{BALON}#1", "action", costs=_kneel(f"A:{SEA_TOWER}#1"))
    g.ability("A", f"A:{BALON}#1", "action", costs=_kneel(f"A:{SCOUT}#1"))
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and BALON in message


OLD_WAY = "04032"
THEON, AERON = "01071", "01065"  # [greyjoy]: Theon has stealth, Aeron has not
TYRION = "01089"  # B's: [lannister], stealth


def _old_way(choice: str, challenges: bool = True) -> CardGame:
    """A plays Ours is the Old Way (cost 4, after gaining 1 gold) with ``choice``."""
    g = CardGame(a=[OLD_WAY, THEON, AERON], b=[TYRION], faction_a="greyjoy")
    g.start(setup_a=[f"{THEON}#1", f"{AERON}#1"], setup_b=[f"{TYRION}#1"],
            hand_a=[f"{OLD_WAY}#1"]).round()  # fmt: skip
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
    if challenges:
        to_challenges(g)
    at = {} if challenges else {"at": "F-AW-3"}  # pinned to the marshaling phase's window
    g.ability("A", f"A:{OLD_WAY}#1", "action", choice=choice,
              costs=[{"op": "spend_gold", "seat": "A", "amount": 4}], **at)  # fmt: skip
    return g


def test_04032_ours_is_the_old_way_greyjoy_characters_gain_stealth() -> None:
    st = _old_way("gain").state()
    assert has_keyword(st, f"A:{AERON}#1", "stealth") and has_keyword(
        st, f"B:{TYRION}#1", "stealth"
    )


def test_04032_ours_is_the_old_way_non_greyjoy_characters_lose_stealth() -> None:
    st = _old_way("lose").state()
    assert not has_keyword(st, f"B:{TYRION}#1", "stealth")
    assert has_keyword(st, f"A:{THEON}#1", "stealth") and not has_keyword(
        st, f"A:{AERON}#1", "stealth"
    )


def test_04032_ours_is_the_old_way_misuse_R_ACTION_2_played_in_marshaling() -> None:
    g = _old_way("gain", challenges=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ACTION-2") and OLD_WAY in message
