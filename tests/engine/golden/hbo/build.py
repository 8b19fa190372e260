"""The hand-written golden logs of the HBO edition (rules/hbo.md section 12), deliberately.

    python tests/engine/golden/hbo/build.py [--check]

Each worked example of the rulebook is a log here, with a variant per rule it shows that
breaks that rule. The expected verdicts in ``EXPECTED`` are written by hand from the book
(e.g. Illyrio's Gift: 1 + 3 = 4 power), never computed by the engine;
``tests/engine/game/test_hbo_golden.py`` replays every file against them. This script only
writes the logs (one event per line) and ``expected.json``; ``--check`` reports what would
change. Seat A plays Lannister, seat B Stark.
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT))

from engine.game.rulesets.hbo.cardfile import hbo_cards, house_box  # noqa: E402

OUT = Path(__file__).resolve().parent
Log = dict[str, Any]


class HboLog:
    """A log being written: seats with the fixed house decks, numbered events, and the
    cards each seat has drawn (fillers are the first undrawn ids in code order)."""

    def __init__(
        self, plots_a: list[str] | None = None, options: dict[str, Any] | None = None
    ) -> None:
        box = house_box(hbo_cards())
        self.decks = {"A": box.decks["lannister"], "B": box.decks["stark"]}
        plots = {"A": plots_a or list(self.decks["A"].plots), "B": list(self.decks["B"].plots)}
        self.seats = [
            {
                "seat": key,
                "name": name,
                "deck": {
                    "faction": self.decks[key].house,
                    "agenda": None,
                    "plots": {code: 1 for code in sorted(plots[key])},
                    "cards": dict(self.decks[key].cards),
                },
            }
            for key, name in (("A", "Lannister player"), ("B", "Stark player"))
        ]
        self.options = options or {}
        self.events: list[dict[str, Any]] = []
        self.drawn: dict[str, set[str]] = {"A": set(), "B": set()}

    def ev(self, type_: str, **fields: Any) -> HboLog:
        self.events.append({"seq": len(self.events) + 1, "type": type_, **fields})
        return self

    def draw(
        self, seat: str, n: int, named: tuple[str, ...] = (), avoid: tuple[str, ...] = ()
    ) -> HboLog:
        cards = [f"{seat}:{c}" for c in named]
        for code, count in self.decks[seat].cards:
            for k in range(1, count + 1):
                cid = f"{seat}:{code}#{k}"
                fresh = cid not in self.drawn[seat] and cid not in cards
                if len(cards) < n and fresh and code not in avoid:
                    cards.append(cid)
        self.drawn[seat].update(cards)
        return self.ev("draw", seat=seat, cards=cards)

    def doc(self) -> Log:
        head: Log = {
            "format": "agot-match-log/1",
            "ruleset": "hbo-2p",
            "card_data": "hbo-2p",
            "restricted_list": None,
        }
        if self.options:
            head["options"] = self.options
        return {**head, "seats": copy.deepcopy(self.seats), "events": copy.deepcopy(self.events)}


# Cards named by the examples (seat A Lannister, seat B Stark).
HOUND, DEVIOUS, ALAPHD = "HL01#1", "HL03#1", "HL05#1"
GUARD1, GUARD2, KNIGHT = "HL11#1", "HL11#2", "HL12#1"
ARYA, JON, EDDARD, HOTK, NOT_TODAY = "HS02#1", "HS03#1", "HS01#1", "HS09#1", "HS10#1"
CASTLE1, CASTLE2, ESCORT = "HS07#1", "HS07#2", "HS05#1"
STARK_SETUP_HAND = [ARYA, JON, EDDARD, HOTK, NOT_TODAY, CASTLE1, CASTLE2]  # [H-EX-SETUP]
LANNISTER_HAND = [HOUND, DEVIOUS, GUARD1, GUARD2, KNIGHT, "HL11#3", "HL11#4"]
AVOID = ("HS05", "HS03", "HS01", "HL03")  # fillers never take a named example card


def a(card: str) -> str:
    return f"A:{card}"


def b(card: str) -> str:
    return f"B:{card}"


def setup(log: HboLog, stark_places: list[str]) -> HboLog:
    """[H-SETUP-5..7]: no first player at setup, 7 cards, no mulligan, simultaneous
    placement (Lannister: The Hound and two guards, 3 + 1 + 1 = 5 gold), draw up to 7."""
    log.draw("A", 7, tuple(LANNISTER_HAND)).draw("B", 7, tuple(STARK_SETUP_HAND))
    log.ev("mulligan", seat="A", mulligan=False).ev("mulligan", seat="B", mulligan=False)
    log.ev("setup", seat="A", cards=[a(HOUND), a(GUARD1), a(GUARD2)])
    log.ev("setup", seat="B", cards=[b(c) for c in stark_places])
    log.draw("A", 3, avoid=AVOID)
    return log.draw("B", len(stark_places), (ESCORT,) if len(stark_places) == 3 else (), AVOID)


def setup_placement() -> HboLog:
    """[H-EX-SETUP]: Arya Stark + Jon Snow + one Winterfell Castle cost exactly 5."""
    return setup(HboLog(), [ARYA, JON, CASTLE1])


def round_one(
    log: HboLog,
    a_plot: str = "HP01",
    b_plot: str = "HP14",
    a_draw: tuple[str, ...] = (),
    b_draw: tuple[str, ...] = (),
) -> HboLog:
    """Plots (A Game of Thrones: initiative 3, claim 1; Crossing the Trident: 2), the
    Lannister player wins initiative and goes first; draw 2 each ([H-DRAW-1]), the cards
    named by an example first."""
    log.ev("plot", seat="A", card=f"A:{a_plot}#1").ev("plot", seat="B", card=f"B:{b_plot}#1")
    log.ev("initiative", seat="A").ev("first_player", seat="A")
    return log.draw("A", 2, a_draw, AVOID).draw("B", 2, b_draw, AVOID)


def challenge_example() -> HboLog:
    """[H-EX-CHAL] step by step, in round 1 after the setup example."""
    log = round_one(setup_placement())
    log.ev("marshal", seat="A", card=a(KNIGHT), cost=2).ev("pass", seat="A")
    log.ev("marshal", seat="B", card=b(ESCORT), cost=2).ev("pass", seat="B")
    log.ev("challenge", seat="A", challenge="military", attackers=[a(HOUND)])  # step 1
    log.ev("defenders", seat="B", defenders=[b(JON), b(ESCORT)])  # step 2
    escort_draw = log.draw("B", 1, avoid=AVOID).events.pop()["cards"]
    log.ev(  # step 3: Stark Escort's response
        "ability", seat="B", source=b(ESCORT), kind="reaction",
        effects=[{"op": "draw", "seat": "B", "cards": escort_draw}],
    )  # fmt: skip
    log.ev(  # step 4: Devious Methods, +2 STR for this challenge
        "ability", seat="A", source=a(DEVIOUS), kind="action", targets=[a(HOUND)],
        effects=[{"op": "strength", "card": a(HOUND), "amount": 2, "until": "challenge"}],
    )  # fmt: skip
    log.ev("challenge_result", winner="A", attacker_str=5, defender_str=4, unopposed=False)
    devious_draw = log.draw("A", 2, avoid=AVOID).events.pop()["cards"]
    log.ev(  # step 5: the rest of Devious Methods, then claim 1
        "ability", seat="A", source=a(DEVIOUS), kind="forced",
        effects=[{"op": "draw", "seat": "A", "cards": devious_draw}],
    )  # fmt: skip
    log.ev("claim", seat="B", cards=[b(ESCORT)])
    log.ev(  # step 6: Jon Snow's response stands him
        "ability", seat="B", source=b(JON), kind="reaction",
        effects=[{"op": "stand", "card": b(JON)}],
    )  # fmt: skip
    log.ev("pass", seat="A").ev("pass", seat="B")
    # Dominance: A 1 + 1 + 2 (guards, knight) + 3 gold = 7; B 2 + 2 (Arya, Jon) + 4 gold = 8.
    log.ev("dominance", winner="B")
    return log.ev(
        "checkpoint",
        round=1,
        seats={
            "A": {"power": 0, "hand": 9, "dead": 0, "discard": 1, "deck": 36},
            "B": {"power": 1, "hand": 9, "dead": 1, "discard": 0, "deck": 37},
        },
    )


def claims() -> HboLog:
    """Round 2 after the challenge example: Valar Morghulis (claim 2). A power challenge
    against a banner of 1 power moves that 1 ([H-EX-CLAIM-POW]) and is unopposed (+1,
    [H-EX-UNOPP]); a military claim of 2 kills 2 different characters ([H-EX-MILHIGH])."""
    log = challenge_example()
    log.ev("plot", seat="A", card="A:HP05#1").ev("plot", seat="B", card="B:HP11#1")
    log.ev("initiative", seat="A").ev("first_player", seat="A")
    log.draw("A", 2, avoid=AVOID).draw("B", 2, avoid=AVOID)
    log.ev("pass", seat="A").ev("pass", seat="B")
    log.ev("challenge", seat="A", challenge="power", attackers=[a(KNIGHT)])
    log.ev("defenders", seat="B", defenders=[])
    log.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    log.ev("claim", seat="B", amount=1)
    log.ev("challenge", seat="A", challenge="military", attackers=[a(HOUND), a(GUARD1)])
    log.ev("defenders", seat="B", defenders=[])
    log.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    log.ev("claim", seat="B", cards=[b(ARYA), b(JON)])
    log.ev("pass", seat="A").ev("pass", seat="B")
    # Dominance: A 1 (the standing guard) + 3 gold = 4; B no character + 6 gold = 6.
    log.ev("dominance", winner="B")
    return log.ev(
        "checkpoint",
        round=2,
        seats={"A": {"power": 3, "faction_power": 3}, "B": {"power": 1, "dead": 3}},
    )


def illyrio(stark_places: list[str]) -> HboLog:
    """[H-EX-ILLYRIO]: the Lannister plot deck holds Illyrio's Gift from the plot draft
    ([H-DRAFT-5]); revealed in round 1, dominance is won or tied with no challenge made."""
    plots = [*house_box(hbo_cards()).decks["lannister"].plots[:6], "HP21"]
    log = setup(HboLog(plots, {"plot_draft": True}), stark_places)
    log = round_one(log, "HP21", "HP15")  # Illyrio's Gift: initiative 2; Spies: 1
    log.ev("pass", seat="A").ev("pass", seat="B")
    return log.ev("pass", seat="A").ev("pass", seat="B")


def illyrio_won() -> HboLog:
    """A: 3 + 1 + 1 STR + 4 gold = 9; B (Arya, Jon): 2 + 2 + 4 gold = 8. A gains 1 + 3."""
    log = illyrio([ARYA, JON])
    log.ev("dominance", winner="A")
    return log.ev("checkpoint", round=1, seats={"A": {"power": 4, "faction_power": 4}})


def illyrio_tied() -> HboLog:
    """B also places Winterfell Castle (+1 income): 4 + 5 gold = 9, a tie: nobody gains."""
    log = illyrio([ARYA, JON, CASTLE1])
    log.ev("dominance")
    return log.ev("checkpoint", round=1, seats={"A": {"power": 0}, "B": {"power": 0}})


def eddard_power() -> HboLog:
    """[H-EX-EDDARD-POWER]: the Stark player plays Eddard Stark in round 1 and uses his
    Response at once ([H-RESP-3]): 1 power from the pool onto Eddard, Stark's total +1."""
    log = round_one(setup_placement())
    log.ev("pass", seat="A")
    log.ev("marshal", seat="B", card=b(EDDARD), cost=4)
    log.ev(
        "ability", seat="B", source=b(EDDARD), kind="reaction",
        effects=[{"op": "gain_power", "card": b(EDDARD), "amount": 1}],
    )  # fmt: skip
    log.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    return log.ev(
        "checkpoint", round=1, seats={"B": {"power": 1, "faction_power": 0}, "A": {"power": 0}}
    )


def save_example() -> HboLog:
    """[H-EX-SAVE] (BG: Jon Snow): The Hound (3) attacks alone, Jon Snow and Stark Escort
    (2 + 2) defend and win; the Lannister player answers the lost challenge with A Lannister
    Always Pays His Debts, kneeling a guard to kill Jon Snow ([H-EX-ALAPHD]); Not Today,
    logged right before that kill, saves him ([H-SAVE-2]); the guard stays knelt
    ([H-SAVE-3]) and both events go to their owners' discard piles."""
    log = round_one(setup_placement())
    log.ev("pass", seat="A")
    log.ev("marshal", seat="B", card=b(ESCORT), cost=2).ev("pass", seat="B")
    log.ev("challenge", seat="A", challenge="military", attackers=[a(HOUND)])
    log.ev("defenders", seat="B", defenders=[b(JON), b(ESCORT)])
    log.ev("challenge_result", winner="B", attacker_str=3, defender_str=4, unopposed=False)
    log.ev(
        "ability", seat="B", source=b(NOT_TODAY), kind="interrupt",
        effects=[{"op": "save", "card": b(JON)}],
    )  # fmt: skip
    log.ev(
        "ability", seat="A", source=a(ALAPHD), kind="reaction",
        costs=[{"op": "kneel", "card": a(GUARD1)}], effects=[{"op": "kill", "card": b(JON)}],
    )  # fmt: skip
    log.ev("pass", seat="A").ev("pass", seat="B")
    return log.ev(
        "checkpoint",
        round=1,
        seats={"A": {"discard": 1, "dead": 0}, "B": {"discard": 1, "dead": 0}},
    )


# Cards the Stark player's setup draw (Littlefinger) or the Lannister player's (the second
# Hound, Varys, a Lion's Cunning) brings as fillers, or later draws name.
LITTLEFINGER, HOUND2, VARYS, CUNNING = "HN01#1", "HL01#2", "HL02#1", "HL04#1"
MINE, GOLD_CLOAK, VETERAN, GUARD3, GUARD4 = "HL17#1", "HL16#1", "HL13#1", "HL11#3", "HL11#4"


def next_round(log: HboLog, a_plot: str, b_plot: str, a_draw: tuple[str, ...] = ()) -> HboLog:
    """A later round's plot phase (the Lannister player wins initiative on the plots' values
    and goes first) and draw phase."""
    log.ev("plot", seat="A", card=f"A:{a_plot}#1").ev("plot", seat="B", card=f"B:{b_plot}#1")
    log.ev("initiative", seat="A").ev("first_player", seat="A")
    return log.draw("A", 2, a_draw, AVOID).draw("B", 2, avoid=AVOID)


def littlefinger_both() -> HboLog:
    """[H-EX-LITTLEFINGER] / [H-UNIQ-3]: uniqueness is checked per player. In round 1 the
    Lannister player (Uneasy Peace: 4 gold) and then the Stark player (Crossing the Trident
    5 + Winterfell Castle 1 = 6 gold) each play their own Littlefinger: both are in play at
    once."""
    log = round_one(setup_placement(), "HP02", "HP14", a_draw=(LITTLEFINGER,))
    log.ev("marshal", seat="A", card=a(LITTLEFINGER), cost=3).ev("pass", seat="A")
    log.ev("marshal", seat="B", card=b(LITTLEFINGER), cost=3).ev("pass", seat="B")
    log.ev("pass", seat="A").ev("pass", seat="B")  # no challenges
    # Dominance: A 3 + 1 + 1 + 2 (Littlefinger) + 1 gold = 8; B 2 + 2 + 2 + 3 gold = 9.
    log.ev("dominance", winner="B")
    return log.ev("checkpoint", round=1, seats={"A": {"power": 0}, "B": {"power": 1}})


def littlefinger_other_dead() -> HboLog:
    """[H-EX-LITTLEFINGER]: "if Stark's Littlefinger is dead, Lannister may still play
    theirs". Round 1: the Stark player plays Littlefinger; The Hound's unopposed military
    challenge (+1) makes the Stark player kill him (claim 1); Jon Snow's unopposed military
    challenge (+1) makes the Lannister player kill The Hound. Round 2: the Lannister player
    plays his own Littlefinger: the Stark copy in the Stark dead pile does not block it."""
    log = round_one(setup_placement(), "HP02", "HP14")
    log.ev("pass", seat="A")  # the Draw phase's action window closes
    log.ev("pass", seat="A")  # the Lannister player marshals nothing (4 gold)
    log.ev("marshal", seat="B", card=b(LITTLEFINGER), cost=3).ev("pass", seat="B")
    log.ev("challenge", seat="A", challenge="military", attackers=[a(HOUND)])
    log.ev("defenders", seat="B", defenders=[])
    log.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    log.ev("claim", seat="B", cards=[b(LITTLEFINGER)])
    log.ev("pass", seat="A")
    log.ev("challenge", seat="B", challenge="military", attackers=[b(JON)])
    log.ev("defenders", seat="A", defenders=[])
    log.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    log.ev("claim", seat="A", cards=[a(HOUND)])
    log.ev("pass", seat="B")
    # Dominance: A 1 + 1 (guards) + 4 gold = 6; B 2 (Arya; Jon knelt) + 3 gold = 5.
    log.ev("dominance", winner="A")
    log.ev("checkpoint", round=1, seats={"A": {"power": 2}, "B": {"power": 1}})
    next_round(log, "HP01", "HP15", (LITTLEFINGER,))  # initiative 3 against 1
    log.ev("marshal", seat="A", card=a(LITTLEFINGER), cost=3).ev("pass", seat="A")
    log.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    # Dominance: A 1 + 1 + 2 + 2 gold = 6; B 2 + 2 + 5 gold (Spies 4 + Castle 1) = 9.
    log.ev("dominance", winner="B")
    return log.ev(
        "checkpoint",
        round=2,
        seats={"A": {"power": 2, "dead": 1}, "B": {"power": 2, "dead": 1}},
    )


def lions_cunning() -> HboLog:
    """[H-EX-LIONCUNNING] / [H-GOLD-2]: "Any phase: pay 2 gold to kneel a character of your
    choice". Round 1, Challenges phase, before any challenge: the Lannister player, 5 gold
    unspent, plays Lion's Cunning: 2 gold back to the treasury (5 -> 3) and the standing
    Jon Snow kneels; no challenge follows."""
    log = round_one(setup_placement())  # the Lannister player draws both Lion's Cunning
    log.ev("pass", seat="A")  # the Draw phase's action window closes
    log.ev("pass", seat="A").ev("pass", seat="B")  # no marshaling: 5 and 6 gold
    log.ev(
        "ability", seat="A", source=a(CUNNING), kind="action", targets=[b(JON)],
        costs=[{"op": "spend_gold", "seat": "A", "amount": 2}],
        effects=[{"op": "kneel", "card": b(JON)}],
    )  # fmt: skip
    log.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    # Dominance: A 3 + 1 + 1 + 3 gold = 8; B 2 (Arya; Jon knelt) + 6 gold = 8: a tie.
    log.ev("dominance")
    return log.ev(
        "checkpoint",
        round=1,
        seats={"A": {"power": 0, "discard": 1}, "B": {"power": 0, "discard": 0}},
    )


def varys() -> HboLog:
    """[H-EX-VARYS] / [H-PASSIVE-2]: the Lannister player plays Varys with no other Ally
    character in play; his mandatory passive resolves at once ([H-PASSIVE-4]) and discards
    the only Ally, Varys himself, to the discard pile (not the dead pile)."""
    log = round_one(setup_placement())
    log.ev("marshal", seat="A", card=a(VARYS), cost=2)
    log.ev(
        "ability", seat="A", source=a(VARYS), kind="forced",
        effects=[{"op": "discard", "card": a(VARYS)}],
    )  # fmt: skip
    log.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    # Dominance: A 3 + 1 + 1 + 3 gold = 8; B 2 + 2 + 6 gold = 10.
    log.ev("dominance", winner="B")
    return log.ev(
        "checkpoint",
        round=1,
        seats={"A": {"power": 0, "discard": 1, "dead": 0}, "B": {"power": 1}},
    )


def income() -> HboLog:
    """[H-EX-INCOME] / [H-INCOME-4]: round 1, the Lannister player is first player with A
    Game of Thrones (income 5) and marshals Casterly Rock Mine (+1 income): his gold this
    round is 5: the Mine, Lannisport Knight and a guard, 2 + 2 + 1. Round 2, Hear Me Roar!
    (income 5 as well) gives 6 with the Mine: Kingsguard Veteran, Gold Cloak and a guard,
    3 + 2 + 1. The Stark player's setup Winterfell Castle counts from round 1
    ([H-INCOME-6])."""
    log = round_one(setup_placement(), a_draw=(MINE, GOLD_CLOAK))
    for card, cost in ((MINE, 2), (KNIGHT, 2), (GUARD3, 1)):
        log.ev("marshal", seat="A", card=a(card), cost=cost)
    log.ev("pass", seat="A")
    log.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    # Dominance: A 3 + 1 + 1 + 2 + 1 + 0 gold = 8; B 2 + 2 + 6 gold = 10.
    log.ev("dominance", winner="B")
    log.ev("checkpoint", round=1, seats={"A": {"power": 0}, "B": {"power": 1}})
    next_round(log, "HP03", "HP11", (VETERAN,))  # initiative 6 against 3
    for card, cost in ((VETERAN, 3), (GOLD_CLOAK, 2), (GUARD4, 1)):
        log.ev("marshal", seat="A", card=a(card), cost=cost)
    log.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    # Dominance: A 8 + 3 + 2 + 1 + 0 gold = 14; B 2 + 2 + 6 gold = 10.
    log.ev("dominance", winner="A")
    return log.ev("checkpoint", round=2, seats={"A": {"power": 1}, "B": {"power": 1}})


def initiative(stark_intrigue: bool = True) -> HboLog:
    """[H-EX-INIT]: two rounds bring the Lannister player to 4 power on his banner + 1 on
    Kingsguard Veteran (Renown) = 5 and the Stark player to 5 on the banner (4 without his
    round-2 intrigue challenge); round 3 both reveal a plot of initiative 3 (A Game of
    Thrones, The Old Gods)."""
    log = round_one(setup_placement(), "HP02", "HP14", a_draw=(VETERAN,))  # 4 against 2
    log.ev("marshal", seat="A", card=a(VETERAN), cost=3).ev("pass", seat="A")
    log.ev("pass", seat="B")
    # Power challenge, unopposed: +1; claim 1 against an empty banner; Renown +1 on him.
    log.ev("challenge", seat="A", challenge="power", attackers=[a(VETERAN)])
    log.ev("defenders", seat="B", defenders=[])
    log.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    log.ev("pass", seat="A")
    log.ev("challenge", seat="B", challenge="military", attackers=[b(JON)])
    log.ev("defenders", seat="A", defenders=[])
    log.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    log.ev("claim", seat="A", cards=[a(GUARD1)])
    log.ev("challenge", seat="B", challenge="intrigue", attackers=[b(ARYA)])
    log.ev("defenders", seat="A", defenders=[])
    log.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    log.ev("claim", seat="A", cards=[a(DEVIOUS)])
    log.ev("pass", seat="B")
    # Dominance: A 3 + 1 (The Hound, a guard) + 1 gold = 5; B 6 gold (both knelt) = 6.
    log.ev("dominance", winner="B")
    log.ev(
        "checkpoint",
        round=1,
        seats={"A": {"power": 2, "faction_power": 1}, "B": {"power": 3, "faction_power": 3}},
    )
    next_round(log, "HP04", "HP15", (GOLD_CLOAK,))  # initiative 2 against 1
    log.ev("marshal", seat="A", card=a(GOLD_CLOAK), cost=2).ev("pass", seat="A")
    log.ev("marshal", seat="B", card=b(ESCORT), cost=2).ev("pass", seat="B")
    log.ev("challenge", seat="A", challenge="military", attackers=[a(HOUND)])
    log.ev("defenders", seat="B", defenders=[])
    log.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    log.ev("claim", seat="B", cards=[b(ESCORT)])
    log.ev("challenge", seat="A", challenge="intrigue", attackers=[a(GOLD_CLOAK)])
    log.ev("defenders", seat="B", defenders=[])
    log.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    log.ev("claim", seat="B", cards=[b(HOTK)])
    log.ev("pass", seat="A")
    log.ev("challenge", seat="B", challenge="military", attackers=[b(JON)])
    log.ev("defenders", seat="A", defenders=[])
    log.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    log.ev("claim", seat="A", cards=[a(GUARD2)])
    if stark_intrigue:
        log.ev("challenge", seat="B", challenge="intrigue", attackers=[b(ARYA)])
        log.ev("defenders", seat="A", defenders=[])
        log.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
        log.ev("claim", seat="A", cards=[a(GUARD3)])
    log.ev("pass", seat="B")
    # Dominance: A 3 (Kingsguard Veteran) + 4 gold = 7; B 3 gold (+ 2 for Arya when she
    # makes no intrigue challenge) = 3 or 5.
    log.ev("dominance", winner="A")
    b_power = 5 if stark_intrigue else 4
    log.ev(
        "checkpoint",
        round=2,
        seats={
            "A": {"power": 5, "faction_power": 4},
            "B": {"power": b_power, "faction_power": b_power},
        },
    )
    log.ev("plot", seat="A", card="A:HP01#1").ev("plot", seat="B", card="B:HP11#1")
    if stark_intrigue:  # 3 = 3 and 5 = 5 power: a random pick ([H-INIT-3])
        log.ev("initiative", seat="A", tiebreak="random").ev("first_player", seat="A")
    else:  # 3 = 3, but 4 power against 5: the Stark player ([H-INIT-2]) chooses
        log.ev("initiative", seat="B").ev("first_player", seat="B")
    return log.draw("A", 2, avoid=AVOID).draw("B", 2, avoid=AVOID)


def removed(log: HboLog, seq: int) -> HboLog:
    """A copy of the log without event ``seq`` (the following ones renumbered)."""
    other = copy.deepcopy(log)
    del other.events[seq - 1]
    for i, ev in enumerate(other.events, start=1):
        ev["seq"] = i
    return other


def changed(log: HboLog, seq: int, **fields: Any) -> HboLog:
    """A copy of the log with event ``seq``'s fields replaced (a broken variant)."""
    other = copy.deepcopy(log)
    other.events[seq - 1].update(fields)
    return other


def inserted(log: HboLog, seq: int, event: dict[str, Any]) -> HboLog:
    """A copy with ``event`` inserted as number ``seq`` (the following ones renumbered)."""
    other = copy.deepcopy(log)
    other.events.insert(seq - 1, event)
    for i, ev in enumerate(other.events, start=1):
        ev["seq"] = i
    return other


def seq_of(log: HboLog, type_: str, nth: int = 1, **match: Any) -> int:
    found = [
        ev["seq"]
        for ev in log.events
        if ev["type"] == type_ and all(ev.get(k) == v for k, v in match.items())
    ]
    return int(found[nth - 1])


def valid(power: dict[str, int], rounds: int) -> dict[str, Any]:
    return {"status": "incomplete", "errors": [], "power": power, "rounds": rounds}


def broken(seq: int, rule: str) -> dict[str, Any]:
    return {"status": "invalid", "error": [seq, rule]}


def corpus() -> dict[str, tuple[HboLog, dict[str, Any]]]:
    """Every golden log with its hand-written expected verdict."""
    place = setup_placement()
    stark_setup = seq_of(place, "setup", seat="B")
    chal, cl, won = challenge_example(), claims(), illyrio_won()
    first_claim_pow = seq_of(cl, "claim", amount=1)
    mil_claim = seq_of(cl, "claim", cards=[b(ARYA), b(JON)])
    result = seq_of(chal, "challenge_result")
    eddard, save = eddard_power(), save_example()
    eddard_used = seq_of(eddard, "ability")
    not_today = seq_of(save, "ability", kind="interrupt")
    lf_dead = littlefinger_other_dead()
    lf_round_two = seq_of(lf_dead, "marshal", card=a(LITTLEFINGER))
    cunning, var, inc = lions_cunning(), varys(), income()
    cunning_used = seq_of(cunning, "ability")
    varys_passive = seq_of(var, "ability")
    third_marshal = seq_of(inc, "marshal", card=a(GUARD3))
    tie, fewer = initiative(), initiative(stark_intrigue=False)
    tie_won, fewer_won = seq_of(tie, "initiative", 3), seq_of(fewer, "initiative", 3)
    return {
        "setup-placement": (place, valid({"A": 0, "B": 0}, 0)),
        "setup-placement--second-limited-card": (
            changed(place, stark_setup, cards=[b(ARYA), b(CASTLE1), b(CASTLE2)]),
            broken(stark_setup, "H-SETUP-6-LIMITED"),
        ),
        "setup-placement--attachment": (
            changed(place, stark_setup, cards=[b(ARYA), b(HOTK)]),
            broken(stark_setup, "H-SETUP-6-TYPES"),
        ),
        "setup-placement--event": (
            changed(place, stark_setup, cards=[b(ARYA), b(NOT_TODAY)]),
            broken(stark_setup, "H-SETUP-6-TYPES"),
        ),
        "setup-placement--over-five-gold": (
            changed(place, stark_setup, cards=[b(ARYA), b(JON), b(EDDARD)]),
            broken(stark_setup, "H-SETUP-6-GOLD"),
        ),
        "setup-placement--first-player-at-setup": (
            inserted(place, 1, {"seq": 1, "type": "first_player", "seat": "A"}),
            broken(1, "H-SETUP-NOFP"),
        ),
        "challenge-example": (chal, valid({"A": 0, "B": 1}, 1)),
        "challenge-example--defender-wins": (
            changed(chal, result, winner="B"),
            broken(result, "H-CHAL-RES-2"),
        ),
        "challenge-example--claim-two-characters": (
            changed(chal, seq_of(chal, "claim"), cards=[b(ESCORT), b(JON)]),
            broken(seq_of(chal, "claim"), "H-CHAL-CLAIM-MAX"),
        ),
        "claims": (cl, valid({"A": 3, "B": 1}, 2)),
        "claims--power-claim-of-two": (
            changed(cl, first_claim_pow, amount=2),
            broken(first_claim_pow, "H-CHAL-CLAIM-POW"),
        ),
        "claims--same-character-twice": (
            changed(cl, mil_claim, cards=[b(JON), b(JON)]),
            broken(mil_claim, "H-MILHIGH-1"),
        ),
        "claims--not-unopposed": (
            changed(cl, first_claim_pow - 1, unopposed=False),
            broken(first_claim_pow - 1, "H-CHAL-UNOPP-1"),
        ),
        "illyrio-dominance": (won, valid({"A": 4, "B": 0}, 1)),
        "illyrio-dominance--one-power": (
            changed(won, len(won.events), seats={"A": {"power": 1}}),
            broken(len(won.events), "LOG-CHECKPOINT"),
        ),
        "illyrio-dominance-tie": (illyrio_tied(), valid({"A": 0, "B": 0}, 1)),
        "eddard-power": (eddard, valid({"A": 0, "B": 1}, 1)),
        "eddard-power--twice": (
            inserted(eddard, eddard_used + 1, {**eddard.events[eddard_used - 1]}),
            broken(eddard_used + 1, "H-RESP-1"),
        ),
        "eddard-power--after-pass": (
            inserted(eddard, eddard_used, {"seq": 0, "type": "pass", "seat": "B"}),
            broken(eddard_used + 1, "H-RESP-3"),
        ),
        "save-example": (save, valid({"A": 0, "B": 0}, 1)),
        "save-example--not-unique": (
            changed(save, not_today, effects=[{"op": "save", "card": b(ESCORT)}]),
            broken(not_today, "H-SAVE-2"),
        ),
        "save-example--reaction": (
            changed(save, not_today, kind="reaction"),
            broken(not_today, "H-SAVE-1"),
        ),
        "save-example--before-the-result": (
            inserted(save, not_today - 1, {**save.events[not_today], "at": "F-AW-4.2.1"}),
            broken(not_today - 1, "H-RESP-1"),
        ),
        "littlefinger-both-in-play": (littlefinger_both(), valid({"A": 0, "B": 1}, 1)),
        "littlefinger-other-dead": (lf_dead, valid({"A": 2, "B": 2}, 2)),
        "littlefinger-other-dead--own-copy-dead": (
            inserted(lf_dead, lf_round_two, marshal_event(HOUND2, 3)),
            broken(lf_round_two, "H-UNIQ-2"),
        ),
        "lions-cunning": (cunning, valid({"A": 0, "B": 0}, 1)),
        "lions-cunning--one-gold": (
            inserted(
                inserted(
                    inserted(cunning, cunning_used - 2, marshal_event(KNIGHT, 2)),
                    cunning_used - 1,
                    marshal_event(GUARD3, 1),
                ),
                cunning_used,
                marshal_event(GUARD4, 1),
            ),
            broken(cunning_used + 3, "H-GOLD-4"),
        ),
        "lions-cunning--kneeling-character": (
            inserted(
                cunning,
                cunning_used + 2,
                {**cunning.events[cunning_used - 1], "source": a("HL04#2")},
            ),
            broken(cunning_used + 2, "H-KNEEL-3"),
        ),
        "varys": (var, valid({"A": 0, "B": 1}, 1)),
        "varys--discards-a-guard": (
            changed(var, varys_passive, effects=[{"op": "discard", "card": a(GUARD1)}]),
            broken(varys_passive, "H-PASSIVE-2"),
        ),
        "varys--passive-skipped": (
            removed(var, varys_passive),
            broken(varys_passive, "H-PASSIVE-4"),
        ),
        "income": (inc, valid({"A": 1, "B": 1}, 2)),
        "income--bonus-counted-at-once": (
            inserted(inc, third_marshal + 1, marshal_event(GUARD4, 1)),
            broken(third_marshal + 1, "H-GOLD-1"),
        ),
        "initiative-tie": (tie, valid({"A": 5, "B": 5}, 3)),
        "initiative-tie--not-random": (
            changed(tie, tie_won, tiebreak="power"),
            broken(tie_won, "H-INIT-3"),
        ),
        "initiative-fewer-power": (fewer, valid({"A": 5, "B": 4}, 3)),
        "initiative-fewer-power--more-power-wins": (
            changed(fewer, fewer_won, seat="A"),
            broken(fewer_won, "H-INIT-2"),
        ),
    }


def marshal_event(card: str, cost: int) -> dict[str, Any]:
    """The Lannister player marshals ``card`` (seq filled in by ``inserted``)."""
    return {"seq": 0, "type": "marshal", "seat": "A", "card": a(card), "cost": cost}


def dump_log(log: Log) -> bytes:
    """The log as JSON with the header indented and one event per line (diff-friendly)."""
    head = {k: v for k, v in log.items() if k != "events"}
    text = orjson.dumps(head, option=orjson.OPT_INDENT_2).decode().rstrip()
    body = ",\n    ".join(orjson.dumps(ev).decode() for ev in log["events"])
    return (text[:-1].rstrip() + f',\n  "events": [\n    {body}\n  ]\n}}\n').encode()


def files() -> dict[Path, bytes]:
    expected: dict[str, Any] = {}
    result: dict[Path, bytes] = {}
    for name, (log, verdict) in corpus().items():
        result[OUT / f"{name}.json"] = dump_log(log.doc())
        expected[name] = verdict
    result[OUT / "expected.json"] = (
        orjson.dumps(expected, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"
    )
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report changes, write nothing")
    args = parser.parse_args(argv)
    stale = [p for p, data in files().items() if not p.exists() or p.read_bytes() != data]
    if args.check:
        for path in stale:
            print(f"would change: {path.name}")
        return 1 if stale else 0
    for path, data in files().items():
        path.write_bytes(data)
    print(f"written: {len(files())} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
