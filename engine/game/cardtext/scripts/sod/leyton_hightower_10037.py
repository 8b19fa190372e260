"""Leyton Hightower (10037, SoD, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.state.model import GameState, RuleError


def _cheap_tyrell_in_hand(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited [tyrell] card with printed cost 4 or lower" in your hand, of a type
    that enters play (printed data: the card is out of play)."""
    inst = st.cards[cid]
    card = inst.card
    return (
        inst.zone == "hand"
        and inst.owner == use.seat
        and card.type in ("character", "location", "attachment")
        and card.faction == "tyrell"
        and not card.keywords.limited
        and (card.cost or 0) <= 4
    )


def _host_in_play(st: GameState, use: Use, cid: str) -> bool:
    """The card an attachment put into play attaches to (checked as it enters, [R-PUT-3])."""
    return st.cards[cid].zone == "play" and st.cards[cid].card.type != "attachment"


def _into_play_knelt(st: GameState, use: Use) -> list[Prim]:
    """The chosen card enters play knelt; an attachment on the second card chosen."""
    card = use.targets[0]
    host = use.targets[1] if len(use.targets) > 1 else None
    if st.cards[card].card.type == "attachment" and host is None:
        raise RuleError("R-PUT-3", f"{card} is an attachment: choose the card it attaches to")
    return [effects.entering(st, card, use.seat, attach_to=host, knelt=True)]


register(
    # 10037 Leyton Hightower: kneel him to put a non-limited [tyrell] card with printed cost
    # 4 or lower "into play from your hand knelt"
    Script(
        "10037",
        abilities=(
            Ability(
                "action",
                "kneel Leyton Hightower to put a non-limited Tyrell card with printed cost 4 "
                "or lower into play from your hand knelt",
                _into_play_knelt,
                costs=(costs.kneel_self(),),
                targets=(
                    Target(
                        _cheap_tyrell_in_hand,
                        what="a non-limited Tyrell card with printed cost 4 or lower in your hand",
                    ),
                    Target(_host_in_play, 0, 1, "the card an attachment attaches to"),
                ),
            ),
        ),
    ),
)
