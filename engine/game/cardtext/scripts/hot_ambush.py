"""House of Thorns, cards that change what an ambush costs: Highgarden Honor Guard (09005)
and The Bastard of Godsgrace (09031). Each script quotes at most a short phrase.

An ``ambush_cost`` contribution on a card in hand lowers its own ambush (X); a one-shot cost
change whose ``match`` ends "|ambush" applies to the next card ambushed too
(``engine.game.cardtext.lasting``, ``engine.game.play.handlers.marshal.ambush_cost``).
"""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, effects, in_play_matching
from engine.game.logformat import primitives
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_REACH = card_test(type="location", controller="you", traits=("The Reach",))


def _cheaper_ambush_per_reach(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the cost to ambush <this card> by 1 for each The Reach location you
    control" (from its owner's hand)."""
    count = len(in_play_matching(st, _REACH, inst.owner, inst.id))
    return [Contribution("ambush_cost", inst.id, count, "", inst.id)] if count else []


def _discard_own_power(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    return [primitives.discard_power(1, card=use.source)]


register(
    # Highgarden Honor Guard: Ambush (6) and No attachments are the framework's
    Script(
        "09005",
        constants=(
            Constant(frozenset({"ambush_cost"}), _cheaper_ambush_per_reach, zones=("hand",)),
        ),
    ),
    # The Bastard of Godsgrace: renown is the framework's; his action lowers the next card
    # played or ambushed this phase by 2 (in the challenges phase nothing is marshaled)
    Script(
        "09031",
        abilities=(
            Ability(
                "action",
                "discard 1 power from him: the next card you play or ambush costs 2 less",
                effects.reduce_next_cost(2, "card|play|ambush"),
                phase="challenges",
                costs=(Cost(_discard_own_power, "discard 1 power from this card"),),
            ),
        ),
    ),
)
