"""Red Rain (12021, KotI, greyjoy attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState


def _attached_is_the_drumm(st: GameState, inst: CardInst) -> bool:
    return inst.host is not None and st.cards[inst.host].card.name == "The Drumm"


def _won_unopposed_attached_attacking(st: GameState, use: Use, h: Happening) -> bool:
    host = st.cards[use.source].host
    return on.won_challenge(unopposed=True)(st, use, h) and host in h.get("attackers", ())


register(
    # Red Rain: The Drumm gains stealth; won unopposed attacking, attached gains 2 power
    Script(
        "12021",
        constants=(constants.on_attached("keyword", "stealth", when=_attached_is_the_drumm),),
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge in which attached character is "
                "attacking, it gains 2 power",
                effects.on_attached("gain_power", amount=2),
                trigger=_won_unopposed_attached_attacking,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
