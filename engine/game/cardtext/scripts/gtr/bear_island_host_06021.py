"""Bear Island Host (06021, GtR, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab.bestow import bestow, discard_gold_self

_NO_KNEEL_MILITARY_ATTACKER = effects.lasting(
    "no_kneel", until="phase", target="targets", name="attacker:military"
)


_A_MORMONT = choose(
    card_test(type="character", traits=("House Mormont",)), "a House Mormont character"
)


register(
    # Bear Island Host: bestow (3) (No attachments: framework); discard 1 gold from it: a
    # House Mormont character "does not kneel when declared as an attacker in a [military]
    # challenge" until the end of the phase (lasting ``no_kneel``)
    Script(
        "06021",
        abilities=(
            bestow(3),
            Ability(
                "action",
                "discard 1 gold from Bear Island Host: a House Mormont character does not "
                "kneel when declared as a military attacker this phase",
                _NO_KNEEL_MILITARY_ATTACKER,
                costs=(discard_gold_self(),),
                targets=(_A_MORMONT,),
            ),
        ),
    ),
)
