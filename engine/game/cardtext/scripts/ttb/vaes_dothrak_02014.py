"""Vaes Dothrak (02014, TtB, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Target, card_test, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState

_ATTACHMENT_IN_HAND = card_test(type="attachment", controller="you", zone="hand")


def _no_costlier_than_discarded(st: GameState, use: Use, cid: str) -> bool:
    """ "An attachment with equal or lower printed cost" than the one discarded as the cost."""
    inst = st.cards[cid]
    paid = [p["card"] for p in use.costs if p.get("op") == "discard" and "card" in p]
    if inst.zone != "play" or inst.card.type != "attachment" or not paid:
        return False
    return (inst.card.cost or 0) <= (st.cards[paid[0]].card.cost or 0)


register(
    # 02014 Vaes Dothrak: after you reveal a plot, discard an attachment from your hand to
    # discard one in play of equal or lower printed cost
    Script(
        "02014",
        abilities=(
            Ability(
                "reaction",
                "after you reveal a plot card, discard an attachment from your hand to "
                "discard an attachment of equal or lower printed cost",
                effects.on_targets("discard"),
                trigger=on.happened("plot_revealed", yours=True),
                costs=(
                    costs.choose_and("discard", _ATTACHMENT_IN_HAND, "an attachment in your hand"),
                ),
                targets=(
                    Target(
                        _no_costlier_than_discarded,
                        what="an attachment with equal or lower printed cost",
                    ),
                ),
            ),
        ),
    ),
)
