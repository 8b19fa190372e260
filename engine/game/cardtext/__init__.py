"""Card text: the scripts of the cards, checked by the replay (docs/design.md, "Card text").

Importing this package registers every script (``engine.game.cardtext.scripts``) and installs
the provider of constant abilities into the core (``engine.game.state.effects.install``).
"""

from engine.game.cardtext.registry import (
    SCRIPTS,
    constant_contributions,
    constant_contributions_to,
    kinds_in_force,
    script_for,
)
from engine.game.cardtext.scripts import load_all
from engine.game.state import effects

load_all()
effects.install(constant_contributions, kinds_in_force, constant_contributions_to)

__all__ = ["SCRIPTS", "script_for"]
