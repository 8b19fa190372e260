"""FotS, lannister: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_YOUR_CHARACTER = card_test(type="character", controller="you")
_CHEAP_LANNISTER_IN_HAND = card_test(
    type="character", controller="you", faction="lannister", zone="hand", max_printed_cost=4
)


def _lionstar_into_play(st: GameState, use: Use) -> list[Prim]:
    """The character enters play and, "At the end of the phase, if that card is still in
    play", is discarded from play (an ``at_end`` discard)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="discard"))
    return found


register(
    # 14027 Ser Gregor Clegane: forced, after you win a challenge he takes part in, kill a
    # character you control (intimidate, pillage: framework)
    Script(
        "14027",
        abilities=(
            Ability(
                "forced",
                "after you win a challenge in which Ser Gregor Clegane is participating, kill "
                "a character you control",
                effects.on_targets("kill"),
                trigger=triggers.won_challenge(self_participating=True),
                targets=(choose(_YOUR_CHARACTER, "a character you control"),),
            ),
        ),
    ),
    # 14028 Lionstar: kneel it to put a [lannister] character of printed cost 4 or lower into
    # play from your hand, discarded at the end of the phase
    Script(
        "14028",
        abilities=(
            Ability(
                "action",
                "kneel Lionstar to put a Lannister character with printed cost 4 or lower "
                "into play from your hand (discarded at the end of the phase)",
                _lionstar_into_play,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        _CHEAP_LANNISTER_IN_HAND,
                        "a Lannister character with printed cost 4 or lower in your hand",
                    ),
                ),
            ),
        ),
    ),
)
