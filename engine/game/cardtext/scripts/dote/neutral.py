"""DotE, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, costs, effects, triggers
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import factions
from engine.game.state.model import GameState, RuleError, characters, strength


def _braavos_gold(st: GameState, use: Use) -> list[Prim]:
    """ "X is the number of different factions among characters you control" (neutral is
    no faction, as in throneteki; affiliations as card text leaves them)."""
    found = {f for cid in characters(st, use.seat) for f in factions(st, cid)} - {"neutral"}
    return [primitives.gain_gold(SEATS[use.seat], len(found))] if found else []


def _kneel_your_strongest(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "kneel a character with the highest STR among characters you control" (kneeling
    ones count for the highest, as in throneteki; a tie: any of them) ([R-COST-2])."""
    mine = characters(st, use.seat)
    chosen = [p for p in paid if p["op"] == "kneel" and "card" in p][:1]
    if use.offering and not chosen and mine:
        top = max(strength(st, c) for c in mine)
        chosen = [primitives.kneel(next(c for c in mine if strength(st, c) == top))]
    if not chosen:
        raise RuleError("R-COST-2", "the cost is to kneel your highest-STR character: name it")
    cid = chosen[0]["card"]
    if cid not in mine or strength(st, cid) < max(strength(st, c) for c in mine):
        raise RuleError("R-COST-2", f"{cid} is not a character with the highest STR you control")
    return chosen


def _kingsguard_to_put(st: GameState, use: Use, cid: str) -> bool:
    """ "a Kingsguard character" in the user's hand or discard pile (printed Traits: out of
    play) that can enter play now."""
    inst = st.cards[cid]
    return (
        inst.zone in ("hand", "discard")
        and inst.owner == use.seat
        and inst.card.type == "character"
        and inst.card.has_trait("Kingsguard")
        and can_enter_play(st, cid, use.seat)
    )


def _put_under_your_control(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


register(
    # Braavos: "Marshaling Action": kneel it to gain X gold
    Script(
        "15042",
        abilities=(
            Ability(
                "action",
                "kneel Braavos to gain 1 gold for each faction among your characters",
                _braavos_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Champion's Challenge: "After an opponent initiates a challenge against you", kneel your
    # highest-STR character to end it with no winner or loser
    Script(
        "15049",
        abilities=(
            Ability(
                "reaction",
                "after a challenge is initiated against you, kneel your highest-STR "
                "character to end the challenge",
                effects.end_challenge,
                trigger=triggers.initiated_against_you(),
                costs=(Cost(_kneel_your_strongest, "kneel a character with the highest STR"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # The White Swords: "You may put a Kingsguard character into play from your hand or
    # discard pile"
    Script(
        "15048",
        abilities=(
            Ability(
                "when_revealed",
                "you may put a Kingsguard character into play from your hand or discard pile",
                _put_under_your_control,
                targets=(
                    Target(
                        _kingsguard_to_put,
                        0,
                        1,
                        "a Kingsguard character in your hand or discard pile",
                    ),
                ),
            ),
        ),
    ),
)
