"""The Haunted Forest (04066, TIMC, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects, triggers
from engine.game.state.model import CardInst, GameState


def _standing_while_you_defend(st: GameState, inst: CardInst) -> bool:
    """ "While The Haunted Forest is standing, ... during any challenge in which you are the
    defending player"."""
    ch = st.challenge
    return not inst.kneeling and ch is not None and ch.defender == inst.controller


register(
    # The Haunted Forest: standing, it "contributes 1 STR to your side" while you defend;
    # forced: after you lose a challenge, kneel it
    Script(
        "04066",
        constants=(constants.for_controller("side_str", value=1, when=_standing_while_you_defend),),
        abilities=(
            Ability(
                "forced",
                "after you lose a challenge, kneel The Haunted Forest",
                effects.kneel_self_if_standing,
                trigger=triggers.lost_challenge(),
            ),
        ),
    ),
)
