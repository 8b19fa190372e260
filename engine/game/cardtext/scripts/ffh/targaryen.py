"""FFH, targaryen: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, effects
from engine.game.cardtext.vocab.cards import trait_search

_BLOODRIDERS_YOURS = card_test(type="character", controller="you", traits=("Bloodrider",))
# "At the end of the phase, if that card is still in play, return it to your hand."
_BACK_TO_HAND_AT_THE_END = effects.lasting(
    "at_end", until="phase", target="targets", name="return_to_hand"
)

register(
    # Devoted Bloodrider: "Each Bloodrider character you control gets +1 STR" (himself too)
    Script("04053", constants=(constants.on_each("str", _BLOODRIDERS_YOURS, value=1),)),
    # Blood of My Blood: "Search your deck for a Bloodrider character and put it into play";
    # back to its owner's hand at the end of the phase
    Script(
        "04054",
        abilities=(
            Ability(
                "action",
                "put a Bloodrider character from your deck into play until the end of the phase",
                effects.both(effects.found_into_play_and_shuffle, _BACK_TO_HAND_AT_THE_END),
                phase="challenges",
                targets=(trait_search(("character",), "Bloodrider"),),
            ),
        ),
    ),
)


# 04054 Blood of My Blood (event): Challenges Action.
# TODO: write its script from the vocabulary (docs/card-scripts.md, step 3), then
# register it; until then the card stays missing and its tests fail.
# register(Script("04054", constants=(...), abilities=(...)))
