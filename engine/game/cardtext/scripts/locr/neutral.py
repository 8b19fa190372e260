"""LoCR, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    constants,
    costs,
    effects,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError


def _challenges_phase(st: GameState, inst: CardInst) -> bool:
    return st.phase == "challenges"


def _out_of_faction_cheaper(st: GameState, use: Use) -> list[Prim]:
    """ "the next neutral or out-of-faction card you marshal this phase" costs 1 less: any
    card not of the user's faction (a neutral card is not of it either)."""
    faction = st.players[use.seat].faction
    return effects.reduce_next_cost(1, f"card:!{faction}")(st, use)


@answering("challenge_won")
def _intrigue_won_by_5(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a player wins an [intrigue] challenge by 5 or more STR" (any player)."""
    return h.kind == "challenge_won" and h.get("type") == "intrigue" and h.get("margin", 0) >= 5


_KNEELING_SMALL_COUNCIL = card_test(type="character", traits=("Small Council",), kneeling=True)


def _stand_each_small_council(st: GameState, use: Use) -> list[Prim]:
    """Stand each Small Council character (of every player); none kneeling, the event
    would change nothing ([R-ABIL-7])."""
    found = in_play_matching(st, _KNEELING_SMALL_COUNCIL, use.seat, use.source)
    if not found:
        raise RuleError("R-ABIL-7", "no kneeling Small Council character to stand")
    return [primitives.stand(cid) for cid in found]


def _your_character(st: GameState, use: Use, cid: str) -> bool:
    """The only target an opponent chose: a character the user controls (the ability that
    follows is checked to have chosen it, ``cardtext.retargets``)."""
    inst = st.cards[cid]
    return inst.zone == "play" and inst.card.type == "character" and inst.controller == use.seat


_YOUR_SEVEN = card_test(type="character", controller="you", traits=("The Seven",))


def _retarget(st: GameState, use: Use) -> list[Prim]:
    chosen, instead = use.targets
    return [primitives.retarget(chosen, instead)]


register(
    # High Septon: when an opponent chooses a character you control as the only target of a
    # triggered ability, an eligible The Seven character you control becomes its target
    # instead (Limit once per phase); logged right before that ability (cardtext.retargets)
    Script(
        "05039",
        abilities=(
            Ability(
                "interrupt",
                "when an opponent chooses your character as the only target, a The Seven "
                "character you control becomes the target instead",
                _retarget,
                targets=(
                    Target(_your_character, what="the character you control an opponent chose"),
                    Target(
                        lambda st, use, cid: _YOUR_SEVEN(st, use.seat, use.source, cid),
                        what="a The Seven character you control",
                    ),
                ),
                limit=Limit(1, "phase"),
                would=("target",),
            ),
        ),
    ),
    # Devout Freerider: "During the challenges phase, each player cannot gain gold" (the
    # gain_gold primitive reads the cannot, [R-CANNOT-1])
    Script(
        "05040",
        constants=(constants.for_each_player("cannot", "gain_gold", when=_challenges_phase),),
    ),
    # Ocean Road: Limited (framework); Marshaling Action: kneel it, the next neutral or
    # out-of-faction card you marshal this phase costs 1 less
    Script(
        "05042",
        abilities=(
            Ability(
                "action",
                "kneel Ocean Road: the next neutral or out-of-faction card costs 1 less",
                _out_of_faction_cheaper,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Appointed: unique character only (framework); attached character gains an [intrigue]
    # icon and the Small Council trait
    Script(
        "05043",
        constants=(
            constants.on_attached("icon", "intrigue"),
            constants.on_attached("trait", "Small Council"),
        ),
    ),
    # The Council Consents: after a player wins an [intrigue] challenge by 5 or more STR,
    # stand each Small Council character
    Script(
        "05044",
        abilities=(
            Ability(
                "reaction",
                "after a player wins an intrigue challenge by 5 or more STR, stand each "
                "Small Council character",
                _stand_each_small_council,
                trigger=_intrigue_won_by_5,
            ),
        ),
    ),
)
