"""The Valyrian (04108, TC, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_ATTACKING = card_test(type="character", attacking=True)


def _x_the_defenders_gold(st: GameState, use: Use) -> list[Prim]:
    """ "+X STR until the end of the challenge. X is the number of gold in the defending
    player's gold pool", counted as the effect resolves (after the kneel)."""
    ch = st.challenge
    assert ch is not None  # the condition: during a challenge
    x = st.players[ch.defender].gold
    if not x:
        return []
    return [primitives.strength(cid, x, "challenge") for cid in use.targets]


register(
    # The Valyrian: kneel it to give "an attacking character +X STR" (X: the defending player's
    # gold) until the end of the challenge (ambush: framework)
    Script(
        "04108",
        abilities=(
            Ability(
                "action",
                "kneel The Valyrian: an attacking character gets +X STR until the end of the "
                "challenge (X: the defending player's gold)",
                _x_the_defenders_gold,
                costs=(costs.kneel_self(),),
                targets=(choose(_ATTACKING, "an attacking character"),),
                condition=during_challenge,
            ),
        ),
    ),
)
