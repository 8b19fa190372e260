"""I Shall Win No Glory (07024, WotW, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, effects
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

_TRAITS = ("Builder", "Ranger", "Steward")  # "3 Builder, 3 Ranger or 3 Steward characters"


_STANDING = {t: card_test(type="character", controller="you", kneeling=False, traits=(t,))
             for t in _TRAITS}  # fmt: skip


def _against_you(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "challenge_initiated" and h.get("defender") == use.seat


def _kneel_3_of_a_trait(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """Kneel 3 standing characters you control sharing one of the traits ([R-COST-2]). The
    engine offering the use kneels the first 3 of the first trait that has them."""
    chosen = [p for p in paid if p.get("op") == "kneel" and "card" in p][:3]
    if not chosen and use.offering:
        for spec in _STANDING.values():
            cards = in_play_matching(st, spec, use.seat, use.source)[:3]
            if len(cards) == 3:
                return [primitives.kneel(cid) for cid in cards]
    cards = [str(p["card"]) for p in chosen]
    if len(set(cards)) != 3:
        raise RuleError("R-COST-2", "kneel 3 different characters (name them in the costs)")
    if not any(
        all(spec(st, use.seat, use.source, cid) for cid in cards) for spec in _STANDING.values()
    ):
        raise RuleError(
            "R-COST-2", f"{', '.join(cards)} are not 3 standing Builder, Ranger or Steward "
            "characters you control (all 3 of one trait)"
        )  # fmt: skip
    return chosen


register(
    # I Shall Win No Glory: end a challenge initiated against you "with no winner or loser"
    Script(
        "07024",
        abilities=(
            Ability(
                "reaction",
                "after a challenge is initiated against you, kneel 3 Builder, Ranger or "
                "Steward characters to end the challenge with no winner or loser",
                effects.end_challenge,
                trigger=_against_you,
                costs=(Cost(_kneel_3_of_a_trait, "kneel 3 Builder, Ranger or Steward characters"),),
            ),
        ),
    ),
)
