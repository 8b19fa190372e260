"""TIMC, thenightswatch: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, effects, triggers
from engine.game.state.model import CardInst, GameState

_NW_LOCATION_OR_ATTACHMENT = card_test(
    type=("location", "attachment"), controller="you", faction="thenightswatch"
)


def _three_nw_locations_or_attachments(st: GameState, inst: CardInst) -> bool:
    """ "While you control 3 or more [thenightswatch] locations and/or attachments"."""
    return constants.count_in_play(_NW_LOCATION_OR_ATTACHMENT)(st, inst) >= 3


def _standing_while_you_defend(st: GameState, inst: CardInst) -> bool:
    """ "While The Haunted Forest is standing, ... during any challenge in which you are the
    defending player"."""
    ch = st.challenge
    return not inst.kneeling and ch is not None and ch.defender == inst.controller


register(
    # Shadow Tower Mason: gains a [military] and an [intrigue] icon while you control 3 or
    # more [thenightswatch] locations and/or attachments ("No attachments except": framework)
    Script(
        "04065",
        constants=(
            constants.on_self("icon", "military", when=_three_nw_locations_or_attachments),
            constants.on_self("icon", "intrigue", when=_three_nw_locations_or_attachments),
        ),
    ),
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
