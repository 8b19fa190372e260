"""LoCR, martell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, strength


def _lower_str_than_his(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with lower STR than his" (both read now)."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and strength(st, cid) < strength(st, use.source)
    )


def _doubled_then_killed(st: GameState, use: Use) -> list[Prim]:
    """Double its STR until the end of the phase; "At the end of the phase, if that character
    is still in play, kill it" (the delayed ``at_end`` kill, [R-DELAYED-1..2])."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.strength(cid, 2, "phase", mode="double"))  # fmt: skip
        found.append(primitives.lasting("at_end", "phase", card=cid, name="kill"))  # fmt: skip
    return found


register(
    # Trystane Martell: after you lose a challenge he participates in, a character with lower
    # STR than his cannot be declared as a defender until the end of the phase
    Script(
        "05029",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge Trystane participates in, a character with lower "
                "STR cannot defend this phase",
                effects.lasting("cannot", until="phase", target="targets", name="defend"),
                trigger=triggers.lost_challenge(self_participating=True),
                targets=(Target(_lower_str_than_his, what="a character with lower STR"),),
            ),
        ),
    ),
    # You Murdered Her Children: a [martell] character you control has its STR doubled until
    # the end of the phase, then is killed if still in play
    Script(
        "05030",
        abilities=(
            Ability(
                "action",
                "double a martell character's STR; kill it at the end of the phase",
                _doubled_then_killed,
                phase="challenges",
                targets=(
                    choose(
                        card_test(type="character", controller="you", faction="martell"),
                        "a martell character you control",
                    ),
                ),
            ),
        ),
    ),
)
