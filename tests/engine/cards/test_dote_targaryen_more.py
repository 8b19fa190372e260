"""Dragons of the East, House Targaryen, continued: a legal use and a misuse of each scripted
card."""

from __future__ import annotations

from engine.game.play.options import card_ability_choices, legal_options
from engine.game.rules.zones import leave_play
from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

_WARRIOR = "01168"  # Braided Warrior: Dothraki, cost 2


def _game(a: list[str], b: list[str] = (), **kw: object) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="targaryen", **kw)  # type: ignore[arg-type]


# --- 15001 Daenerys Targaryen -----------------------------------------------------------------


def _dany(card: str, choice: str, host: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    g = _game(["15001", card.split("#")[0]])
    g.start(setup_a=["15001#1"]).round()
    return g.ability("A", "A:15001#1", "action", targets=[f"A:{card}", *host], choice=choice)


def test_15001_daenerys_puts_a_cheap_attachment_into_play() -> None:
    st = _dany("15021#1", "play", ["A:15001#1"]).state()  # Pit Fighter's Blade (1)
    assert st.cards["A:15021#1"].host == "A:15001#1" and not st.players[0].deck_known


def test_15001_daenerys_adds_a_dragon_to_hand() -> None:
    assert _dany("15002#1", "hand").state().cards["A:15002#1"].zone == "hand"


def test_15001_daenerys_misuse_R_TARGET_1_a_cost_7_dragon_into_play() -> None:
    g = _dany("15002#1", "play")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15005 Khal Drogo -------------------------------------------------------------------------


def _drogo_saves(target: str) -> CardGame:
    g = _game(["15005", _WARRIOR])
    g.start(setup_a=["15005#1", f"{_WARRIOR}#1"], hand_a=["01053#1"]).round()
    g.ev("marshal", seat="A", card="01053#1", cost=2)
    spare = sorted(g.drawn["A"] - {"A:15005#1", f"A:{_WARRIOR}#1", "A:01053#1"})[0]
    g.ability("A", "A:15005#1", "interrupt", targets=[target],
              costs=[{"op": "discard", "card": spare}])  # fmt: skip
    faction_action(g, "A", {"op": "return_to_hand", "card": target})
    return g


def test_15005_khal_drogo_saves_a_dothraki_from_returning_to_hand() -> None:
    assert _drogo_saves(f"A:{_WARRIOR}#1").state().cards[f"A:{_WARRIOR}#1"].zone == "play"


def test_15005_khal_drogo_misuse_R_TARGET_1_saves_a_non_dothraki() -> None:
    g = _drogo_saves("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq() - 1, "R-TARGET-1")  # the interrupt, before the return
    assert "15005 Khal Drogo" in message


# --- 15006 Galazza Galare ---------------------------------------------------------------------


def _galazza(found: list[str]) -> CardGame:
    g = _game(["15006", "15002", "15015"])
    g.start(hand_a=["15006#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ev("marshal", seat="A", card="15006#1", cost=6)
    return g.ability("A", "A:15006#1", "reaction", targets=found)


def test_15006_galazza_finds_up_to_3_cheap_targaryen_characters() -> None:
    st = _galazza(["A:15015#1", "A:15015#2"]).state()  # Horselords: cost 2
    assert st.cards["A:15015#1"].zone == "hand" and st.cards["A:15015#2"].zone == "hand"


def test_15006_galazza_misuse_R_TARGET_1_a_big_and_a_cheap_one() -> None:
    g = _galazza(["A:15002#1", "A:15015#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15008 The Shavepate ----------------------------------------------------------------------


def _shavepate(pay: int) -> CardGame:
    g = _game(["15008", _WARRIOR])
    g.start(setup_a=["15008#1"], hand_a=[f"{_WARRIOR}#1"]).round()
    faction_action(g, "A", {"op": "move", "card": f"A:{_WARRIOR}#1", "to": "discard"},
                   at="F-AW-3")  # fmt: skip
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g.ability("A", "A:15008#1", "action", targets=[f"A:{_WARRIOR}#1"],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": pay}])  # fmt: skip


def test_15008_the_shavepate_pays_2_for_a_cost_2_character_from_discard() -> None:
    st = _shavepate(2).state()
    assert st.cards[f"A:{_WARRIOR}#1"].zone == "play" and st.players[0].gold == 1


def test_15008_the_shavepate_misuse_R_TARGET_1_pays_less_than_its_cost() -> None:
    g = _shavepate(1)
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15020 Dragon Egg -------------------------------------------------------------------------


def _egg_on(host: str) -> CardGame:
    """Dragon Egg marshaled onto ``host`` in round 1; round 2's marshaling phase begins and
    the Egg is sacrificed for the Hatchling Drogon (01161)."""
    from tests.engine.cards.rounds import next_round

    g = _game(["15020", "01160", "01161", "01072"])
    g.start(setup_a=[host], hand_a=["15020#1"]).round()
    g.ev("marshal", seat="A", card="15020#1", attach_to=host, cost=2)
    assert has_keyword(g.state(), f"A:{host}", "insight")
    next_round(g, keep=("A:15020#1",))
    return g.ability("A", "A:15020#1", "reaction", targets=["A:01161#1"],
                     costs=[{"op": "sacrifice", "card": "A:15020#1"}])  # fmt: skip


def test_15020_dragon_egg_on_daenerys_puts_a_hatchling_into_play() -> None:
    st = _egg_on("01160#1").state()  # the Core Daenerys Targaryen
    assert st.cards["A:01161#1"].zone == "play" and st.cards["A:15020#1"].zone == "discard"


def test_15020_dragon_egg_misuse_R_PLAYRES_1_not_on_daenerys() -> None:
    g = _egg_on("01072#1")  # Black Wind's Crew
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")


# --- 15017 Womb of the World ------------------------------------------------------------------


def _womb(pick: str) -> CardGame:
    g = _game(["15017", _WARRIOR])
    g.start(setup_a=["15017#1"]).round()
    deck = sorted(set(g.deck_ids("A")) - g.drawn["A"])
    top = [f"A:{_WARRIOR}#1", *[c for c in deck if c != f"A:{_WARRIOR}#1"][:4]]
    return g.ability("A", "A:15017#1", "action", targets=[pick],
                     costs=[{"op": "kneel", "card": "A:15017#1"}],
                     effects=[{"op": "reveal", "seat": "A", "cards": top},
                              {"op": "put_into_play", "card": pick},
                              {"op": "lasting", "effect": "at_end", "card": pick,
                               "name": "return_to_hand", "until": "phase"},
                              {"op": "shuffle", "seat": "A"}])  # fmt: skip


def test_15017_womb_of_the_world_a_revealed_dothraki_for_the_phase() -> None:
    g = _womb(f"A:{_WARRIOR}#1")
    assert g.state().cards[f"A:{_WARRIOR}#1"].zone == "play"
    g.ev("pass", seat="A").ev("pass", seat="B")
    assert g.state().cards[f"A:{_WARRIOR}#1"].zone == "hand"


def test_15017_womb_of_the_world_misuse_R_TARGET_1_a_card_not_revealed() -> None:
    g = _womb(f"A:{_WARRIOR}#2")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15018 Pentos -----------------------------------------------------------------------------


def _pentos(drawn: str) -> CardGame:
    g = _game(["15018", "15021"])
    g.start(setup_a=["15018#1", "01053#1"])
    g.ev("plot", seat="A", card="A:01025#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="A", at="F-1.3.I")
    g.ev("first_player", seat="A")
    other = sorted(set(g.deck_ids("A")) - g.drawn["A"] - {drawn, "A:15021#1"})[0]
    g.draw("A", cards=[drawn, other])
    top = sorted(set(g.deck_ids("A")) - g.drawn["A"] - {"A:15021#1", "A:15021#2"})[:1]
    return g.ability("A", "A:15018#1", "reaction", targets=["A:01053#1"],
                     costs=[{"op": "kneel", "card": "A:15018#1"}],
                     effects=[{"op": "put_into_play", "card": drawn, "attach_to": "A:01053#1"},
                              {"op": "draw", "seat": "A", "cards": top}])  # fmt: skip


def test_15018_pentos_puts_a_drawn_attachment_into_play_and_draws() -> None:
    st = _pentos("A:15021#1").state()  # Pit Fighter's Blade
    assert st.cards["A:15021#1"].host == "A:01053#1" and st.cards["A:15018#1"].kneeling


def test_15018_pentos_misuse_R_REACTION_3_after_drawing_a_character() -> None:
    g = _pentos("A:01053#2")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 15014 Dothraki Handmaiden ----------------------------------------------------------------

_BLADE = "15021"  # Pit Fighter's Blade: attachment, cost 1


def _handmaiden(setup: str, target: str = f"{_BLADE}#1") -> CardGame:
    """Handmaiden marshaled, then her Marshaling Action on ``target`` (a card in A's hand)."""
    g = _game(["15001", "15014", _BLADE, _WARRIOR])
    g.start(setup_a=[setup], hand_a=["15014#1", f"{_BLADE}#1"]).round()
    g.ev("marshal", seat="A", card="A:15014#1", cost=2)
    return g.ability("A", "A:15014#1", "action", targets=[f"A:{target}"])


def test_15014_dothraki_handmaiden_attaches_facedown_then_marshals_it_with_daenerys() -> None:
    g = _handmaiden("15001#1")
    st = g.state()
    blade, maiden = st.cards[f"A:{_BLADE}#1"], st.cards["A:15014#1"]
    # facedown: not one of her attachments, no text of its own applies ([R-FACEDOWN-1])
    assert (blade.zone, blade.host, maiden.facedown) == ("facedown", "A:15014#1", [blade.id])
    assert maiden.attachments == [] and strength(st, maiden.id) == 2
    g.ev("marshal", seat="A", card=f"A:{_BLADE}#1", attach_to="A:15001#1", cost=1)
    st = g.state()
    assert st.cards[f"A:{_BLADE}#1"].host == "A:15001#1" and st.players[0].gold == 0
    assert st.cards["A:15014#1"].facedown == []


def test_15014_dothraki_handmaiden_facedown_card_returns_to_hand_when_she_leaves_play() -> None:
    st = _handmaiden(f"{_WARRIOR}#1").state()  # no Daenerys needed to attach facedown
    leave_play(st, "A:15014#1", "dead")
    assert st.cards[f"A:{_BLADE}#1"].zone == "hand"  # as an attachment ([R-ATTACH-6])


def test_15014_dothraki_handmaiden_misuse_R_MARSHAL_1_facedown_card_without_daenerys() -> None:
    g = _handmaiden(f"{_WARRIOR}#1")
    g.ev("marshal", seat="A", card=f"A:{_BLADE}#1", attach_to="A:15014#1", cost=1)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-MARSHAL-1") and "facedown" in message


def test_15014_dothraki_handmaiden_misuse_R_TARGET_1_a_character_from_hand() -> None:
    g = _game(["15001", "15014", _BLADE])
    g.start(setup_a=["15001#1"], hand_a=["15014#1", "15014#2"]).round()
    g.ev("marshal", seat="A", card="A:15014#1", cost=2)
    g.ability("A", "A:15014#1", "action", targets=["A:15014#2"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


def test_15014_dothraki_handmaiden_the_simulator_is_offered_both_uses() -> None:
    g = _game(["15001", "15014", _BLADE])
    g.start(setup_a=["15001#1"], hand_a=["15014#1", f"{_BLADE}#1"]).round()
    g.ev("marshal", seat="A", card="A:15014#1", cost=2)
    actions = [c.fields for c in card_ability_choices(g.state())]
    assert {"source": "A:15014#1", "kind": "action", "targets": [f"A:{_BLADE}#1"]} in actions
    g.ability("A", "A:15014#1", "action", targets=[f"A:{_BLADE}#1"])
    marshals = [c.fields for c in legal_options(g.state()) if c.type == "marshal"]
    assert {"card": f"A:{_BLADE}#1", "cost": 1, "attach_to": "A:15001#1"} in marshals
