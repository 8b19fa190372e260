"""Core Set, House Lannister (01084-01101). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state import CardInst, GameState

_LANNISTER_CHARACTER = "character:lannister"


def _gold_in_pool(st: GameState, inst: CardInst) -> int:
    return st.players[inst.controller].gold


register(
    # Tyrion Lannister: "After an [intrigue] challenge is initiated, gain 2 gold."
    Script(
        "01089",
        abilities=(
            Ability(
                "reaction",
                "after an intrigue challenge is initiated, gain 2 gold",
                effects.gain_gold(2),
                trigger=on.happened("challenge_initiated", type="intrigue"),
                limit=Limit(2, "round"),
            ),
        ),
    ),
    # Tywin Lannister: "+1 STR for each gold in your gold pool" (his +2 Income the framework reads)
    Script("01090", constants=(constants.on_self("str", value=_gold_in_pool),)),
    # Lannisport Merchant: kneel to reduce the next [lannister] character by 1
    Script(
        "01094",
        abilities=(
            Ability(
                "action",
                "kneel to reduce the cost of the next Lannister character by 1",
                effects.reduce_next_cost(1, _LANNISTER_CHARACTER),
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Casterly Rock: "an additional [intrigue] challenge"
    Script("01097", constants=(constants.for_controller("challenges", "intrigue"),)),
    # Lannisport: "After you win an [intrigue] challenge, draw 1 card."
    Script(
        "01098",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, draw 1 card",
                effects.draw(1),
                trigger=on.won_challenge("intrigue"),
            ),
        ),
    ),
    # Widow's Wail: +2 STR (the framework reads it); Joffrey gains a [military] icon
    Script(
        "01096",
        constants=(
            constants.on_attached(
                "icon",
                "military",
                when=lambda st, inst: (
                    inst.host is not None and st.cards[inst.host].card.name == "Joffrey Baratheon"
                ),
            ),
        ),
    ),
)

_ = card_test  # the vocabulary's card requirements (used by the other cards of the faction)
