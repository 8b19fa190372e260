"""Champion's Challenge (15049, DotE, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError, characters, strength


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


register(
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
)
