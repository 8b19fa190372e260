"""The Tickler (01088, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _tickler_discard(st: GameState, use: Use) -> list[Prim]:
    """Discard the top card of an opponent's deck (a chance outcome, named in the effects);
    then, optionally, a copy of it in play."""
    stated = [p["card"] for p in use.outcome("discard") if p.get("card") in st.cards]
    decked = [c for c in stated if st.cards[c].zone == "deck"]
    if not any(p.deck for p in st.players if p.index != use.seat):
        return []
    if len(decked) != 1 or st.cards[decked[0]].owner == use.seat:
        raise RuleError(
            "R-EFFECT-1", "name the top card of an opponent's deck discarded in the effects"
        )
    top, owner = decked[0], st.players[st.cards[decked[0]].owner]
    if owner.deck_known and owner.deck[-1] != top:
        raise RuleError("R-EFFECT-1", f"{top} is not the top card of {owner.key}'s deck")
    found: list[Prim] = [primitives.discard(top)]
    for cid in [c for c in stated if c != top][:1]:
        inst = st.cards[cid]
        if inst.zone != "play" or inst.card.name != st.cards[top].card.name:
            raise RuleError("R-TARGET-1", f"{cid} is not a copy in play of the discarded {top}")
        found.append(primitives.discard(cid))
    return found


register(
    # The Tickler: kneel to "discard the top card of an opponent's deck", then maybe a copy
    Script(
        "01088",
        abilities=(
            Ability(
                "action",
                "kneel to discard the top card of an opponent's deck, then a copy in play",
                _tickler_discard,
                phase="dominance",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
