"""Lions of Casterly Rock, the other factions' cards and Wildling Bandit: a legal use and a
misuse of each scripted card."""

from __future__ import annotations

from engine.game.rules import contests
from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.reveal import reveal_plots
from tests.engine.cards.rounds import to_challenges

EDRIC, DISPUTED, VICTARION, BRIDGE, JEYNE, BARRISTAN, ALERIE, DELAY, BANDIT = (
    "05025", "05026", "05027", "05032", "05033", "05035", "05037", "05047", "05041",
)  # fmt: skip
EDDARD = "03003"  # a [stark] Lord


def _hand(g: CardGame, seat: str) -> list[str]:
    return sorted(g.state().players["AB".index(seat)].hand)


def _unopposed(g: CardGame, ctype: str, attackers: list[str]) -> CardGame:
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    return g


# --- 05025 Edric Storm ------------------------------------------------------------------------


def _edric(at_dominance: bool) -> CardGame:
    g = CardGame(a=[EDRIC], b=[])
    g.start(setup_a=[f"{EDRIC}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    if at_dominance:
        g.ev("pass", seat="A").ev("pass", seat="B")
        g.ability("A", f"A:{EDRIC}#1", "reaction", targets=["B:01053#1"])
    else:
        g.ability("A", f"A:{EDRIC}#1", "reaction", targets=["B:01053#1"], at="F-AW-4.1")
    return g


def test_05025_edric_storm_takes_a_character_out_of_dominance() -> None:
    st = _edric(True).state()
    assert contests.dominance_totals(st)[1] == st.players[1].gold  # B's 2 STR no longer count


def test_05025_edric_storm_misuse_R_REACTION_3_in_the_challenges_phase() -> None:
    assert _edric(False).error()[1] == "R-REACTION-3"


# --- 05026 Disputed Claim -----------------------------------------------------------------------


def _disputed(a_power: int) -> CardGame:
    g = CardGame(a=[DISPUTED, EDRIC], b=[])
    g.start(setup_a=[f"{EDRIC}#1", f"{DISPUTED}#1"],
            attach_a={f"{DISPUTED}#1": f"{EDRIC}#1"}).round()  # fmt: skip
    if a_power:
        faction_action(g, "A", {"op": "gain_power", "seat": "A", "amount": a_power})
    return g


def test_05026_disputed_claim_gives_2_str_and_renown_while_leading() -> None:
    st = _disputed(1).state()
    assert strength(st, f"A:{EDRIC}#1") == 4 and has_keyword(st, f"A:{EDRIC}#1", "renown")


def test_05026_disputed_claim_misuse_F_4_2_2_bonus_while_tied() -> None:
    g = _disputed(0)
    to_challenges(g)
    _unopposed(g, "power", [f"{EDRIC}#1"])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


# --- 05027 Victarion Greyjoy --------------------------------------------------------------------


def _victarion(power: int) -> CardGame:
    g = CardGame(a=[VICTARION], b=[])
    g.start(setup_a=[f"{VICTARION}#1"]).round()
    if power:
        faction_action(g, "A", {"op": "gain_power", "card": f"A:{VICTARION}#1", "amount": power})
    g.ability("A", f"A:{VICTARION}#1", "interrupt",
              costs=[{"op": "discard_power", "card": f"A:{VICTARION}#1", "amount": 2}])  # fmt: skip
    faction_action(g, "B", {"op": "kill", "card": f"A:{VICTARION}#1"})
    return g


def test_05027_victarion_discards_2_power_to_save_himself() -> None:
    st = _victarion(3).state()
    assert st.cards[f"A:{VICTARION}#1"].zone == "play" and st.cards[f"A:{VICTARION}#1"].power == 1


def test_05027_victarion_misuse_R_ABIL_8_without_2_power() -> None:
    _seq, rule, message = _victarion(1).error()
    assert rule == "R-ABIL-8" and "05027 Victarion Greyjoy" in message


# --- 05032 Bridge of Skulls ---------------------------------------------------------------------


def _bridge(b_attacks: str | None) -> CardGame:
    g = CardGame(a=[BRIDGE], b=[])
    g.start(setup_a=[f"{BRIDGE}#1"], setup_b=["01053#1"]).round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")
    if b_attacks:
        g.ev("challenge", seat="B", challenge=b_attacks, attackers=["01053#1"])
        g.ev("defenders", seat="A", defenders=[])
        if b_attacks == "military":
            pass  # A has no character: no claim
        else:
            g.ev("claim", seat="A", amount=0)
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ability("A", f"A:{BRIDGE}#1", "interrupt",
              effects=[{"op": "discard", "card": _hand(g, "B")[0]}])  # fmt: skip
    return g


def test_05032_bridge_of_skulls_random_discard_as_challenges_end() -> None:
    g = _bridge("power")
    victim = g.events[-1]["effects"][0]["card"]
    assert g.state().cards[victim].zone == "discard"


def test_05032_bridge_of_skulls_misuse_R_PLAYRES_1_military_challenge_against_you() -> None:
    assert _bridge("military").error()[1] == "R-PLAYRES-1"


# --- 05033 Jeyne Westerling ---------------------------------------------------------------------


def _jeyne(target: str) -> CardGame:
    g = CardGame(a=[JEYNE, EDDARD], b=[], faction_a="stark")
    g.start(setup_a=[f"{JEYNE}#1", f"{EDDARD}#1"][:1], hand_a=[f"{EDDARD}#1"]).round()
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{EDDARD}#1"})
    faction_action(g, "A", {"op": "kneel", "card": target})
    g.ability("A", f"A:{JEYNE}#1", "action", targets=[target],
              costs=[{"op": "kneel", "card": f"A:{JEYNE}#1"}])  # fmt: skip
    return g


def test_05033_jeyne_westerling_stands_a_stark_lord() -> None:
    assert not _jeyne(f"A:{EDDARD}#1").state().cards[f"A:{EDDARD}#1"].kneeling


def test_05033_jeyne_westerling_misuse_R_TARGET_1_not_a_king_or_lord() -> None:
    g = CardGame(a=[JEYNE], b=[], faction_a="stark")
    g.start(setup_a=[f"{JEYNE}#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": "A:01053#1"})
    g.ability("A", f"A:{JEYNE}#1", "action", targets=["A:01053#1"],
              costs=[{"op": "kneel", "card": f"A:{JEYNE}#1"}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


# --- 05035 Ser Barristan Selmy ------------------------------------------------------------------


def _barristan(a_discards: int) -> CardGame:
    g = CardGame(a=[BARRISTAN], b=[])
    g.start(setup_a=[f"{BARRISTAN}#1"]).round()
    for cid in _hand(g, "A")[:a_discards]:
        faction_action(g, "A", {"op": "discard", "card": cid})
    to_challenges(g)
    _unopposed(g, "power", [f"{BARRISTAN}#1"])
    g.ability("A", f"A:{BARRISTAN}#1", "reaction",
              effects=[{"op": "stand", "card": f"A:{BARRISTAN}#1"}])  # fmt: skip
    return g


def test_05035_ser_barristan_stands_with_fewer_cards_in_hand() -> None:
    assert not _barristan(3).state().cards[f"A:{BARRISTAN}#1"].kneeling


def test_05035_ser_barristan_misuse_R_EFFECT_1_stands_with_more_cards() -> None:
    assert _barristan(0).error()[1] == "R-EFFECT-1"


# --- 05037 Alerie Tyrell ------------------------------------------------------------------------


def _alerie(found: str | None) -> CardGame:
    """``found``: a card of A's deck, or None for a Garden Caretaker (Tyrell, cost 1)."""
    g = CardGame(a=[ALERIE, "03001", "01188"], b=[])
    g.start(hand_a=[f"{ALERIE}#1"]).round()
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{ALERIE}#1"})
    g.ability("A", f"A:{ALERIE}#1", "reaction", targets=[found or "A:01188#1"])
    return g


def test_05037_alerie_tyrell_finds_a_cheap_tyrell_character() -> None:
    g = _alerie(None)
    found = g.events[-1]["targets"][0]
    assert g.state().cards[found].zone == "hand"


def test_05037_alerie_tyrell_misuse_R_TARGET_1_not_a_tyrell_character() -> None:
    assert _alerie("A:03001#1").error()[1] == "R-TARGET-1"


# --- 05047 Unexpected Delay ---------------------------------------------------------------------


def _delay(targets: list[str]) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=[DELAY])
    g.start(setup_a=["01053#1"], setup_b=["01113#1"])
    reveal_plots(g, f"{DELAY}#1")
    to_challenges(g)
    g.ability("A", f"A:{DELAY}#1", "forced", targets=targets)
    return g


def test_05047_unexpected_delay_returns_a_character_of_each_player() -> None:
    st = _delay(["A:01053#1", "B:01113#1"]).state()
    assert st.cards["A:01053#1"].zone == "hand" and st.cards["B:01113#1"].zone == "hand"


def test_05047_unexpected_delay_misuse_R_TARGET_1_one_player_spared() -> None:
    assert _delay(["B:01113#1"]).error()[1] == "R-TARGET-1"


def test_05047_unexpected_delay_still_resolves_after_time_is_called() -> None:
    """Time called while the forced ability waits for its choice is no game action: the
    challenges phase has still just begun when it resolves ([T-END-2], [R-FORCED-1]; the
    simulator's melee stalled when a concession closed that moment, seed 803)."""
    g = CardGame(a=[], b=[], plots_a=[DELAY])
    g.start(setup_a=["01053#1"], setup_b=["01113#1"])
    reveal_plots(g, f"{DELAY}#1")
    to_challenges(g).ev("time_called", at="F-AW-4.1")
    g.ability("A", f"A:{DELAY}#1", "forced", targets=["A:01053#1", "B:01113#1"])
    assert g.state().cards["B:01113#1"].zone == "hand"


def test_05047_unexpected_delay_misuse_R_FORCED_1_a_pass_after_time_is_called() -> None:
    g = CardGame(a=[], b=[], plots_a=[DELAY])
    g.start(setup_a=["01053#1"], setup_b=["01113#1"])
    reveal_plots(g, f"{DELAY}#1")
    to_challenges(g).ev("time_called", at="F-AW-4.1").ev("pass", seat="A")
    assert g.error()[:2] == (g.last_seq(), "R-FORCED-1")


# --- 05041 Wildling Bandit ----------------------------------------------------------------------


def _bandit(a_spends: bool, stated: int) -> CardGame:
    g = CardGame(a=[BANDIT], b=[])
    g.start(setup_a=[f"{BANDIT}#1"], hand_a=["01053#1"]).round()
    if a_spends:
        g.ev("marshal", seat="A", card="A:01053#1")  # A: 1 gold left, B keeps 3
    to_challenges(g)
    _unopposed(g, "military", [f"{BANDIT}#1"])
    g.ev("challenge_result", winner="A", attacker_str=stated, defender_str=0, unopposed=True)
    return g


def test_05041_wildling_bandit_gets_2_str_against_a_richer_opponent() -> None:
    assert _bandit(True, 3).verdict().errors == ()


def test_05041_wildling_bandit_misuse_F_4_2_2_bonus_against_an_equal_pool() -> None:
    assert _bandit(False, 3).error()[1] == "F-4.2.2"


# --- 05048 Summoned to Court -------------------------------------------------------------------

SUMMONED = "05048"


def _summoned(a_card: str) -> CardGame:
    g = CardGame(a=["01121"], b=[], plots_a=[SUMMONED])
    g.start(hand_a=["01053#1", "01121#1"])
    reveal_plots(g, f"{SUMMONED}#1")
    b_card = next(c for c in _hand(g, "B") if c[2:7] == "01113")
    g.ability("A", f"A:{SUMMONED}#1", "forced", targets=[f"A:{a_card}", b_card], choice="A")
    return g


def test_05048_summoned_to_court_puts_a_lowest_cost_character_into_play() -> None:
    assert _summoned("01053#1").state().cards["A:01053#1"].zone == "play"


def test_05048_summoned_to_court_misuse_R_TARGET_1_an_event_revealed() -> None:
    assert _summoned("01121#1").error()[1] == "R-TARGET-1"
