"""TIMC, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

WOLF_KING, TUMBLESTONE = "04062", "01150"  # Tumblestone Knight: a [stark] character, no text


def _wolf_king_attacks(ctype: str) -> CardGame:
    host = f"{TUMBLESTONE}#1"
    g = CardGame(a=[WOLF_KING, TUMBLESTONE], b=[], faction_a="stark")
    g.start(setup_a=[host, f"{WOLF_KING}#1"], attach_a={f"{WOLF_KING}#1": host}).round()
    to_challenges(g)
    unopposed(g, ctype, [host])
    return g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)


def test_04062_the_wolf_king_king_trait_and_no_kneel_attacking_in_military() -> None:
    g = _wolf_king_attacks("military")
    st = g.state()
    assert has_trait(st, f"A:{TUMBLESTONE}#1", "King")
    assert not st.cards[f"A:{TUMBLESTONE}#1"].kneeling


def test_04062_the_wolf_king_misuse_F_4_2_4_attacks_again_after_kneeling_in_power() -> None:
    g = _wolf_king_attacks("power")
    assert g.state().cards[f"A:{TUMBLESTONE}#1"].kneeling  # only [military] challenges
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{TUMBLESTONE}#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4")


JOJEN = "04061"


def _jojen_stands(choice: str, drawn_b: str | None = None) -> tuple[CardGame, str, str]:
    """Jojen Reed knelt, then stood; his reaction reveals a card of each deck (the top ones:
    the order is unknown) and resolves ``choice``; B draws ``drawn_b`` (default: its card)."""
    g = CardGame(a=[JOJEN], b=[], faction_a="stark")
    g.start(setup_a=[f"{JOJEN}#1"]).round()
    me = f"A:{JOJEN}#1"
    faction_action(g, "A", {"op": "kneel", "card": me}, at="F-AW-3")
    faction_action(g, "A", {"op": "stand", "card": me})
    (top_a,), (top_b,) = g._filler("A", 1), g._filler("B", 1)
    effects: list[dict[str, object]] = [
        {"op": "reveal", "seat": "A", "cards": [top_a]},
        {"op": "reveal", "seat": "B", "cards": [top_b]},
    ]
    if choice == "draw":
        effects += [{"op": "draw", "seat": "A", "cards": [top_a]},
                    {"op": "draw", "seat": "B", "cards": [drawn_b or top_b]}]  # fmt: skip
    else:
        effects += [{"op": "discard", "card": top_a}, {"op": "discard", "card": top_b}]
    g.ability("A", me, "reaction", choice=choice, effects=effects)
    return g, top_a, top_b


def test_04061_jojen_reed_each_player_draws_the_revealed_card() -> None:
    g, top_a, top_b = _jojen_stands("draw")
    st = g.state()
    assert st.cards[top_a].zone == "hand" and st.cards[top_b].zone == "hand"


def test_04061_jojen_reed_discards_the_revealed_cards() -> None:
    g, top_a, top_b = _jojen_stands("discard")
    st = g.state()
    assert st.cards[top_a].zone == "discard" and st.cards[top_b].zone == "discard"


def test_04061_jojen_reed_misuse_R_EFFECT_1_draws_another_card_than_the_revealed_one() -> None:
    g, _, _ = _jojen_stands("draw", drawn_b="B:01053#8")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and "revealed" in message
