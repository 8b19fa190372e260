"""FotS, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

CLOAK, SHE_BEAR = "14034", "14033"
_KNIGHT = "01150"  # Tumblestone Knight: a [stark] character without text, STR 2


def _cloaked_attacks(host: str) -> CardGame:
    """A attacks with the cloaked ``host``, bypassing B's filler by stealth."""
    g = CardGame(a=[CLOAK, host], b=[], faction_a="stark")
    g.start(setup_a=[f"{host}#1", f"{CLOAK}#1"], attach_a={f"{CLOAK}#1": f"{host}#1"},
            setup_b=["01053#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{host}#1"],
         stealth={f"A:{host}#1": "B:01053#1"})  # fmt: skip
    return g


def test_14034_bearskin_cloak_gives_1_str_and_stealth_to_house_mormont() -> None:
    g = _cloaked_attacks(SHE_BEAR)
    st = g.state()
    assert strength(st, f"A:{SHE_BEAR}#1") == 4 and has_keyword(st, f"A:{SHE_BEAR}#1", "stealth")


def test_14034_bearskin_cloak_misuse_R_KW_STEALTH_1_on_a_non_mormont_character() -> None:
    g = _cloaked_attacks(_KNIGHT)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-STEALTH-1") and _KNIGHT in message
    g.events.pop()  # the +1 STR stays on any character
    assert strength(g.state(), f"A:{_KNIGHT}#1") == 3


_EDDARD = "01144"  # Eddard Stark: printed cost 7


def _she_bear_marshaled(card: str, choice: str | None = None) -> CardGame:
    g = CardGame(a=[SHE_BEAR, CLOAK, _EDDARD], b=[], faction_a="stark")
    g.start(hand_a=[f"{SHE_BEAR}#1", card]).round()
    g.ev("marshal", seat="A", card=f"{SHE_BEAR}#1")
    fields = {"choice": choice} if choice else {}
    return g.ability("A", f"A:{SHE_BEAR}#1", "reaction", targets=[f"A:{card}"], **fields)


def test_14033_she_bear_puts_a_cheap_stark_attachment_into_play_on_herself() -> None:
    st = _she_bear_marshaled(f"{CLOAK}#1", choice=f"A:{SHE_BEAR}#1").state()
    assert st.cards[f"A:{CLOAK}#1"].zone == "play" and st.players[0].gold == 3 - 3
    assert st.cards[f"A:{SHE_BEAR}#1"].attachments == [f"A:{CLOAK}#1"]
    assert strength(st, f"A:{SHE_BEAR}#1") == 4 and has_keyword(st, f"A:{SHE_BEAR}#1", "stealth")


def test_14033_she_bear_misuse_R_TARGET_1_a_character_of_printed_cost_7() -> None:
    g = _she_bear_marshaled(f"{_EDDARD}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "printed cost 3" in message
