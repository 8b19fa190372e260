"""Old Wyk (05028, LoCR, greyjoy location)."""

from __future__ import annotations

from typing import Final

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _top_drowned_god_dead(st: GameState, seat: int) -> str | None:
    """The top Drowned God character of the seat's dead pile (the last one placed there;
    printed Traits: out of play)."""
    cards = st.cards
    return next(
        (
            cid
            for cid in reversed(st.players[seat].dead)
            if cards[cid].card.type == "character" and cards[cid].card.has_trait("Drowned God")
        ),
        None,
    )


# "if you win the challenge by 5 or more STR, return that character to your hand.
# Otherwise, place it on the bottom of your deck"
_IF_WON_BY_5_ELSE_BOTTOM: Final[Prim] = primitives.lasting(
    "at_end", "challenge", amount=5, name="return_to_hand/bottom_of_deck"
)


def _drowned_god_joins_the_attack(st: GameState, use: Use) -> list[Prim]:
    """Put it into play knelt, attacking; "Then", as the challenge ends, back to hand if you
    won it by 5 or more STR, otherwise to the bottom of your deck (a delayed ``at_end`` named
    by both outcomes, the margin its amount, [R-DELAYED-1..2], [R-THEN-1])."""
    cid = _top_drowned_god_dead(st, use.seat)
    if cid is None:
        raise RuleError("R-ABIL-7", "no Drowned God character in your dead pile")
    return [
        effects.entering(st, cid, use.seat),
        primitives.kneel(cid),
        primitives.participate(cid, "attacker"),
        _IF_WON_BY_5_ELSE_BOTTOM | {"card": cid},
    ]


register(
    # Old Wyk: after you initiate a [power] challenge, kneel it: the top Drowned God character
    # of your dead pile enters play knelt, attacking; then to hand if you win by 5 or more
    # STR, otherwise to the bottom of your deck
    Script(
        "05028",
        abilities=(
            Ability(
                "reaction",
                "after you initiate a power challenge, kneel Old Wyk: the top Drowned God "
                "character of your dead pile joins the attack",
                _drowned_god_joins_the_attack,
                trigger=triggers.happened("challenge_initiated", yours=True, type="power"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
