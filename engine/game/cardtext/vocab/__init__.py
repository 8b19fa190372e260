"""The vocabulary card scripts are written in: import everything from here.

See docs/card-scripts.md for a worked example of each kind of text."""

from engine.game.cardtext.model import Ability, Limit, Script, Target, Use
from engine.game.cardtext.vocab import constants, costs, effects, triggers
from engine.game.cardtext.vocab.cards import (
    Spec,
    any_in_play_matching,
    card_test,
    choose,
    in_play_matching,
)

__all__ = [
    "Ability",
    "Limit",
    "Script",
    "Spec",
    "Target",
    "Use",
    "any_in_play_matching",
    "card_test",
    "choose",
    "constants",
    "costs",
    "effects",
    "in_play_matching",
    "triggers",
]
