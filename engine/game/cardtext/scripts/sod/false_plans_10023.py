"""False Plans (10023, SoD, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


def _random_discard_from_chosen_opponent(st: GameState, use: Use) -> list[Prim]:
    """ "Choose an opponent. That player discards 1 card at random from his or her hand"."""
    hand = st.players[chosen_opponent(st, use)].hand
    if not hand:
        return []
    return [primitives.discard(effects.chance_card(use, "discard", hand, "the card"))]


def _false_plans_claimed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After False Plans is discarded for [intrigue] claim"."""
    return h.kind == "claimed" and h.card == use.source and h.get("type") == "intrigue"


def _winner_discards_2_at_random(st: GameState, use: Use) -> list[Prim]:
    """ "the winning opponent discards 2 cards at random": the log names them (chance)."""
    assert use.answers is not None
    hand = st.players[use.answers.get("winner")].hand
    stated = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not stated:
        use.extra["chance"] = True
        stated = hand[:2]
    due = min(2, len(hand))
    if len(set(stated)) != due or len(stated) != due or not set(stated) <= set(hand):
        raise RuleError("R-EFFECT-1", f"name the {due} card(s) discarded at random (discard)")
    return [primitives.discard(cid) for cid in stated]


register(
    # False Plans: an opponent discards 1 card at random; discarded for [intrigue] claim,
    # the winning opponent discards 2 cards at random
    Script(
        "10023",
        abilities=(
            Ability(
                "action",
                "choose an opponent: that player discards 1 card at random",
                _random_discard_from_chosen_opponent,
                phase="challenges",
                choices=OPPONENT_CHOICES,
            ),
            Ability(
                "reaction",
                "after it is discarded for intrigue claim: the winner discards 2 at random",
                _winner_discards_2_at_random,
                trigger=_false_plans_claimed,
                from_zones=("discard",),
            ),
        ),
    ),
)
