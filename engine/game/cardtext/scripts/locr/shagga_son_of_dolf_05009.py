"""Shagga Son of Dolf (05009, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.locr._shared import _CLANSMEN
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _shagga_ambush(st: GameState, inst: CardInst) -> list[Contribution]:
    """In hand, ambush (0) if you control a Clansman character or Tyrion Lannister."""
    if inst.zone != "hand":
        return []
    seat = inst.controller
    tyrion = constants.controls_named("Tyrion Lannister")(st, inst)
    if not tyrion and not in_play_matching(st, _CLANSMEN, seat, inst.id):
        return []
    return [Contribution("ambush", inst.id, 0, "", inst.id)]


register(
    # Shagga Son of Dolf: ambush (0) from hand with a Clansman or Tyrion; kills on entering
    Script(
        "05009",
        constants=(Constant(frozenset({"ambush"}), _shagga_ambush, zones=("play", "hand")),),
        abilities=(
            Ability(
                "forced",
                "after Shagga enters play using ambush, kill a Lannister character you control",
                effects.on_targets("kill"),
                trigger=on.entered_play(how="ambush"),
                targets=(
                    choose(
                        card_test(type="character", faction="lannister", controller="you"),
                        "a Lannister character you control",
                    ),
                ),
            ),
        ),
    ),
)
