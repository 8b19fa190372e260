"""Cancel interrupts: "When the effects of ... would initiate, cancel those effects"
([R-CANCEL-1]). The interrupt is logged right before the ability it cancels and names that
ability's card as its target; the cancelled ability follows at once, marked ``cancelled``
(``engine.game.play.abilities`` checks the pairing)."""

from __future__ import annotations

from engine.game.cardtext.model import Ability, ConditionFn, Cost, Prim, Target, Use
from engine.game.cardtext.vocab import effects
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def cancel_interrupt(
    label: str,
    target: Target,
    costs: tuple[Cost, ...] = (),
    condition: ConditionFn | None = None,
) -> Ability:
    """The interrupt that cancels the effects of the ability of ``target``'s card."""
    return Ability(
        "interrupt",
        label,
        effects.on_targets("cancel"),
        costs=costs,
        targets=(target,),
        condition=condition,
        would=("initiate",),
    )


def an_opponents_event() -> Target:
    """ "An opponent's event": the event card an opponent is playing (still in hand, since
    the cancelled ability follows)."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        inst = st.cards.get(cid)
        return (
            inst is not None
            and inst.zone == "hand"
            and inst.owner != use.seat
            and inst.card.type == "event"
        )

    return Target(test, what="an event an opponent is playing")


def a_triggered_card_ability(types: tuple[str, ...]) -> Target:
    """ "A triggered character, location, or attachment ability": the card of one of those
    types whose ability is about to initiate (where it is: an ability may be used from an
    out-of-play area)."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        inst = st.cards.get(cid)
        return inst is not None and inst.card.type in types

    return Target(test, what="a " + ", ".join(types) + " whose ability would initiate")


def an_ability_card() -> Target:
    """ "An ability" (any card's, or a faction card's): the card whose ability is about to
    initiate, wherever it is (an event in hand, a plot revealed, a card in play)."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        return cid != use.source and (cid in st.cards or cid.endswith(":faction"))

    return Target(test, what="a card whose ability would initiate", factions=True)


def cancel_only_target(st: GameState, use: Use) -> list[Prim]:
    """Cancel the effects of the ability of the first target's card, an ability that chooses
    the second target as its only target (the cancelled event is checked to name it alone,
    ``only_target``: Fear Cuts Deeper Than Swords)."""
    if len(use.targets) != 2:
        raise RuleError("R-TARGET-3", "name the ability's card, then its only target")
    card, only = use.targets
    return [primitives.cancel(card=card, only_target=only)]
