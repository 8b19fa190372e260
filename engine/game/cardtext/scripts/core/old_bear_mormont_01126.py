"""Old Bear Mormont (01126, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import NIGHTS_WATCH
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import CardInst, GameState


def _controls_the_wall(st: GameState, inst: CardInst) -> bool:
    return any(st.cards[c].card.name == "The Wall" for c in st.players[inst.controller].in_play)


def _not_lost_defending(st: GameState, use: Use) -> str | None:
    if st.players[use.seat].lost_defending:
        return "you lost a challenge as the defending player this phase"
    return None


def _put_into_play_from_hand(st: GameState, use: Use) -> list[Prim]:
    """The chosen card; an attachment goes on the second chosen card."""
    host = use.targets[1] if len(use.targets) > 1 else None
    return [effects.entering(st, use.targets[0], use.seat, host)]


register(
    # Old Bear Mormont: no kneel defending with The Wall; a card from hand at the phase end
    Script(
        "01126",
        constants=(constants.on_self("no_kneel", "defender", when=_controls_the_wall),),
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends: put a Night's Watch card into play from hand",
                _put_into_play_from_hand,
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_not_lost_defending,
                targets=(
                    choose(
                        card_test(
                            type=("character", "location", "attachment"),
                            controller="you",
                            faction=NIGHTS_WATCH,
                            zone="hand",
                        ),
                        "a Night's Watch card in your hand",
                    ),
                    choose(card_test(type="character"), "the character it attaches to", 0, 1),
                ),
            ),
        ),
    ),
)
