"""TtB, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import deck_search
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

# "After you win a [power] challenge by 5 or more STR" (Support of the People, Street of
# the Sisters)
_WON_POWER_BY_5 = on.won_challenge("power", margin=5)


def _army_attacking_claim(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During a challenge in which you control an attacking Army character", +1 claim."""
    ch = st.challenge
    if ch is None or ch.attacker != inst.controller:
        return []
    if not any(has_trait(st, cid, "Army") for cid in rules.attacking(st, ch)):
        return []
    return [Contribution("plot", inst.controller, 1, "claim", inst.id)]


register(
    # 02017 Support of the People: a location of printed cost 3 or lower from the deck into
    # play, then shuffle (max 1 per challenge)
    Script(
        "02017",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge by 5 or more STR, put a location of "
                "printed cost 3 or lower from your deck into play",
                effects.found_into_play_and_shuffle,
                trigger=_WON_POWER_BY_5,
                targets=(
                    deck_search(
                        card_test(type="location", zone="deck", max_printed_cost=3),
                        "a location with printed cost 3 or lower",
                    ),
                ),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
    # 02018 Street of the Sisters: kneel your faction card to gain 1 power for your faction
    Script(
        "02018",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge by 5 or more STR, kneel your faction card "
                "to gain 1 power for your faction",
                effects.gain_power_faction(1),
                trigger=_WON_POWER_BY_5,
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
    # 02019 Muster the Realm: +1 claim while you control an attacking Army character
    Script(
        "02019",
        constants=(constants.constant("plot", _army_attacking_claim, names="claim"),),
    ),
    # 02020 Here to Serve: a Maester character of printed cost 3 or lower from the deck into
    # play, then shuffle
    Script(
        "02020",
        abilities=(
            Ability(
                "when_revealed",
                "search your deck for a Maester character with printed cost 3 or lower and "
                "put it into play",
                effects.found_into_play_and_shuffle,
                targets=(
                    deck_search(
                        card_test(
                            type="character", zone="deck", traits=("Maester",), max_printed_cost=3
                        ),
                        "a Maester character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
