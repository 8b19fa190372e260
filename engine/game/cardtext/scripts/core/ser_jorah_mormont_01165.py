"""Ser Jorah Mormont (01165, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _three_betrayal_tokens(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "If he has 3 or more betrayal tokens on him, sacrifice him"."""
    if st.tokens.get(inst.id, {}).get("betrayal", 0) < 3:
        return []
    return [Contribution("must_sacrifice", inst.id, 1, "", inst.id)]


register(
    # Ser Jorah Mormont: a betrayal token after each win with him (forced); sacrificed at 3
    # (renown: the framework)
    Script(
        "01165",
        constants=(constants.constant("must_sacrifice", _three_betrayal_tokens),),
        abilities=(
            Ability(
                "forced",
                "after you win a challenge with him, place 1 betrayal token on him",
                effects.on_self("token", token="betrayal", amount=1),
                trigger=on.won_challenge(self_participating=True),
            ),
        ),
    ),
)
