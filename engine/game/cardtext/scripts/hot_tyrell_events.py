"""The Houses of Thorns, House Tyrell: Melee at Bitterbridge (09022, an X cost) and The Queen
of Thorns (09004, events for events). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import card_search
from engine.game.log import SEATS
from engine.game.state import GameState, strength

_PARTICIPATING = card_test(type="character", participating=True)
_EVENT_IN_HAND = card_test(type="event", controller="you", zone="hand")


def _pay_x() -> Cost:
    """X gold, X the number of participating characters chosen ([R-COST-1])."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        x = len(use.targets)
        return [{"op": "spend_gold", "seat": SEATS[use.seat], "amount": x}] if x else []

    return Cost(expect, "X gold, X the characters chosen")


def _during_challenge(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    return None if ch is not None and not ch.resolved else "play only during a challenge"


def _melee(st: GameState, use: Use) -> list[Prim]:
    """ "Each character with the highest STR among those characters gains renown until the end
    of the challenge. Each other chosen character does not contribute its STR"."""
    if not use.targets:
        return []
    best = max(strength(st, c) for c in use.targets)
    found: list[Prim] = []
    for cid in use.targets:
        if strength(st, cid) == best:
            found.append({"op": "keyword", "card": cid, "keyword": "renown", "until": "challenge"})
        else:
            found.append({"op": "lasting", "effect": "no_str", "card": cid, "until": "challenge"})
    return found


register(
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
                condition=_during_challenge,
                targets=(choose(_PARTICIPATING, "participating characters", 1, 20),),
            ),
        ),
    ),
)
