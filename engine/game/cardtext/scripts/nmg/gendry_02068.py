"""Gendry (02068, NMG, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_YOUR_BASTARD = card_test(type="character", controller="you", traits=("Bastard",))


def _discard_power_or_sacrifice(st: GameState, use: Use) -> list[Prim]:
    """ "you may discard 1 power from Gendry. If you do not, sacrifice a Bastard character":
    ``choice`` says which; the Bastard sacrificed is the player's pick, stated in the
    effects (when the engine offers it, the first one)."""
    if use.choice == "discard":
        if st.cards[use.source].power < 1:
            raise RuleError("R-EFFECT-1", "02068 Gendry has no power to discard")
        return [primitives.discard_power(1, card=use.source)]
    bastards = in_play_matching(st, _YOUR_BASTARD, use.seat, use.source)
    if not bastards:
        return []  # nothing to sacrifice
    stated = [str(p.get("card")) for p in use.outcome("sacrifice")]
    if use.offering and not stated:
        stated = bastards[:1]
        use.extra["chance"] = True  # the player's pick is stated in the offer
    if len(stated) != 1 or stated[0] not in bastards:
        raise RuleError("R-EFFECT-1", "02068 Gendry: name the Bastard character you sacrifice")
    return [primitives.sacrifice(stated[0])]


register(
    # Gendry: gains 1 power after you win dominance; after an opponent does, discard 1 power
    # from him or sacrifice a Bastard
    Script(
        "02068",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, Gendry gains 1 power",
                effects.gain_power_self(1),
                trigger=on.happened("dominance_won", yours=True),
            ),
            Ability(
                "forced",
                "after an opponent wins dominance: discard 1 power from Gendry or sacrifice",
                _discard_power_or_sacrifice,
                trigger=on.happened("dominance_won", yours=False),
                choices=("discard", "sacrifice"),
            ),
        ),
    ),
)
