"""Core Set, House Baratheon (01046-01064). Each script quotes at most a phrase of its card.
Bastard in Hiding (01053) has no text."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state import GameState

_RHLLOR_CHARACTER_YOU_CONTROL = card_test(type="character", controller="you", traits=("R'hllor",))


def _control_rhllor_character(st: GameState, use: Use) -> str | None:
    if any(
        _RHLLOR_CHARACTER_YOU_CONTROL(st, use.seat, use.source, cid)
        for cid in st.players[use.seat].in_play
    ):
        return None
    return "play only if you control a R'hllor character"


register(
    # Maester Cressen: kneel him to discard a Condition attachment
    Script(
        "01046",
        abilities=(
            Ability(
                "action",
                "kneel Maester Cressen to discard a Condition attachment",
                effects.on_targets("discard"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="attachment", traits=("Condition",)),
                        "a Condition attachment",
                    ),
                ),
            ),
        ),
    ),
    # Robert Baratheon: "+1 STR for each other kneeling character in play"
    Script(
        "01048",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(type="character", kneeling=True, other=True)
                ),
            ),
        ),
    ),
    # Selyse Baratheon: pay 1 gold, a [baratheon] character gains an [intrigue] icon
    Script(
        "01049",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: a Baratheon character gains an intrigue icon until the phase ends",
                effects.on_targets("icon", icon="intrigue", until="phase"),
                phase="challenges",
                costs=(costs.pay_gold(1),),
                targets=(
                    choose(
                        card_test(type="character", faction="baratheon"), "a Baratheon character"
                    ),
                ),
            ),
        ),
    ),
    # Fiery Followers: "After the dominance phase begins, stand Fiery Followers"
    Script(
        "01054",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, stand Fiery Followers",
                effects.on_self("stand"),
                trigger=on.happened("phase_began", phase="dominance"),
            ),
        ),
    ),
    # King's Hunting Party: an [intrigue] icon while an opponent controls a King
    Script(
        "01055",
        constants=(
            constants.on_self(
                "icon",
                "intrigue",
                when=constants.controls(
                    card_test(type="character", controller="opponent", traits=("King",))
                ),
            ),
        ),
    ),
    # Dragonstone Faithful: kneel, the next [baratheon] character costs 1 less
    Script(
        "01056",
        abilities=(
            Ability(
                "action",
                "kneel to reduce the cost of the next Baratheon character by 1",
                effects.reduce_next_cost(1, "character:baratheon"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Dragonstone Port: kneel, the next [baratheon] card costs 1 less
    Script(
        "01059",
        abilities=(
            Ability(
                "action",
                "kneel to reduce the cost of the next Baratheon card by 1",
                effects.reduce_next_cost(1, "card:baratheon"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Seen In Flames: with a R'hllor character, discard a card from an opponent's hand
    Script(
        "01064",
        abilities=(
            Ability(
                "action",
                "look at an opponent's hand and discard 1 card from it",
                effects.on_targets("discard"),
                phase="challenges",
                condition=_control_rhllor_character,
                targets=(
                    choose(
                        card_test(controller="opponent", zone="hand"),
                        "a card in an opponent's hand",
                    ),
                ),
            ),
        ),
    ),
)
