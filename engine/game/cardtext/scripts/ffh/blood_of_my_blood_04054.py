"""Blood of My Blood (04054, FFH, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab.cards import trait_search

# "At the end of the phase, if that card is still in play, return it to your hand."
_BACK_TO_HAND_AT_THE_END = effects.lasting(
    "at_end", until="phase", target="targets", name="return_to_hand"
)


register(
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
