"""The Houses of Thorns, House Tyrell: Melee at Bitterbridge (09022, an X cost), The Queen of
Thorns (09004, events for events) and Wardens of the South (09046, a plot answering
declarations), with Highgarden Courtier (09015). Each script quotes at most a phrase of its
card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, choose, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import card_search
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, strength

_PARTICIPATING = card_test(type="character", participating=True)
_EVENT_IN_HAND = card_test(type="event", controller="you", zone="hand")


def _pay_x() -> Cost:
    """X gold, X the number of participating characters chosen ([R-COST-1])."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        x = len(use.targets)
        return [primitives.spend_gold(SEATS[use.seat], x)] if x else []

    return Cost(expect, "X gold, X the characters chosen")


def _melee(st: GameState, use: Use) -> list[Prim]:
    """ "Each character with the highest STR among those characters gains renown until the end
    of the challenge. Each other chosen character does not contribute its STR"."""
    if not use.targets:
        return []
    best = max(strength(st, c) for c in use.targets)
    found: list[Prim] = []
    for cid in use.targets:
        if strength(st, cid) == best:
            found.append(primitives.keyword(cid, "renown", "challenge"))
        else:
            found.append(primitives.lasting("no_str", "challenge", card=cid))
    return found


def _another_str_increased(st: GameState, use: Use, h: Happening) -> bool:
    """ "After another character's STR is increased by a card effect" (framework happening
    ``str_increased``; docs/decisions/card-text-timing.md for constant abilities)."""
    return h.kind == "str_increased" and h.card not in (None, use.source)


def _stand_that_character(st: GameState, use: Use) -> list[Prim]:
    card = use.answers.card if use.answers is not None else None
    if card is None or not st.cards[card].kneeling:
        return []
    return [primitives.stand(card)]


def _tyrell_declared(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [tyrell] character you control is declared as an attacker or defender"."""
    if h.kind == "challenge_initiated" and h.seat == use.seat:
        declared = h.get("attackers", ())
    elif h.kind == "defenders_declared" and h.seat == use.seat:
        declared = h.get("defenders", ())
    else:
        return False
    return any(of_faction(st, c, "tyrell") for c in declared)


def _declared_tyrell(st: GameState, use: Use, cid: str) -> bool:
    """One of the Tyrell characters of yours just declared (each is its own triggering
    condition: one use names any of them, [R-REACTION-2] for the rest)."""
    inst, h = st.cards[cid], use.answers
    if h is None:
        return False
    declared = h.get("attackers" if h.kind == "challenge_initiated" else "defenders", ())
    return (
        cid in declared
        and of_faction(st, inst.id, "tyrell")
        and inst.controller == use.seat
        and inst.zone == "play"
    )


register(
    # Highgarden Courtier: another character's STR increased: kneel it to stand that one
    Script(
        "09015",
        abilities=(
            Ability(
                "reaction",
                "after another character's STR is increased by a card effect, kneel Highgarden "
                "Courtier to stand that character",
                _stand_that_character,
                trigger=_another_str_increased,
                costs=(costs.kneel_self(),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Wardens of the South: each Tyrell character of yours declared gets +2 STR for the
    # challenge (the reactions to one declaration named together as targets)
    Script(
        "09046",
        abilities=(
            Ability(
                "reaction",
                "after Tyrell characters you control are declared as attackers or defenders, "
                "they get +2 STR until the end of the challenge",
                effects.on_targets("strength", amount=2, until="challenge"),
                trigger=_tyrell_declared,
                targets=(Target(_declared_tyrell, 1, 20, "a Tyrell character just declared"),),
            ),
        ),
    ),
    # The Queen of Thorns: insight (framework); after she is knelt, discard an event from
    # your hand to search your deck for an event
    Script(
        "09004",
        abilities=(
            Ability(
                "reaction",
                "after The Queen of Thorns is knelt, discard an event from your hand to search "
                "your deck for an event",
                effects.found_to_hand_and_shuffle,
                trigger=on.self_happened("knelt"),
                costs=(costs.choose_and("discard", _EVENT_IN_HAND, "an event in your hand"),),
                targets=(card_search(("event",), depth=10_000),),
            ),
        ),
    ),
    # Melee at Bitterbridge: X participants; the strongest gain renown, the others do not
    # contribute their STR
    Script(
        "09022",
        abilities=(
            Ability(
                "action",
                "choose X participating characters: the strongest gain renown, the others do "
                "not contribute their STR",
                _melee,
                costs=(_pay_x(),),
                condition=during_challenge,
                targets=(choose(_PARTICIPATING, "participating characters", 1, 20),),
            ),
        ),
    ),
)
