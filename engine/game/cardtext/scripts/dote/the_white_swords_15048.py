"""The White Swords (15048, DotE, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.state.model import GameState


def _kingsguard_to_put(st: GameState, use: Use, cid: str) -> bool:
    """ "a Kingsguard character" in the user's hand or discard pile (printed Traits: out of
    play) that can enter play now."""
    inst = st.cards[cid]
    return (
        inst.zone in ("hand", "discard")
        and inst.owner == use.seat
        and inst.card.type == "character"
        and inst.card.has_trait("Kingsguard")
        and can_enter_play(st, cid, use.seat)
    )


def _put_under_your_control(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


register(
    # The White Swords: "You may put a Kingsguard character into play from your hand or
    # discard pile"
    Script(
        "15048",
        abilities=(
            Ability(
                "when_revealed",
                "you may put a Kingsguard character into play from your hand or discard pile",
                _put_under_your_control,
                targets=(
                    Target(
                        _kingsguard_to_put,
                        0,
                        1,
                        "a Kingsguard character in your hand or discard pile",
                    ),
                ),
            ),
        ),
    ),
)
