"""Raider from Pyke (02091, CoW, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Raider from Pyke: "Each Weapon card in your hand gains ambush" at its printed cost
    Script("02091", constants=(constants.hand_cards_gain_ambush("Weapon"),)),
)
