"""Nothing Burns Like The Cold (09052, HoT, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _burnable(st: GameState, use: Use, cid: str) -> bool:
    """An attachment or a non-limited location in play."""
    inst = st.cards[cid]
    card = inst.card
    if inst.zone != "play":
        return False
    return card.type == "attachment" or (card.type == "location" and not card.keywords.limited)


def _each_players_two(st: GameState, use: Use) -> list[Prim]:
    """ "Each player chooses an attachment and a non-limited location he or she controls, if
    able, and discards each of those cards from play": each player's choices are stated as
    ``discard`` primitives (when the engine offers it, the first of each)."""
    stated = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering:
        use.extra["chance"] = True  # the offer states the effects (the players' choices)
    found: list[Prim] = []
    # the discards are simultaneous: the attachments first, since a discarded location
    # takes its attachments with it (one of them may be a chosen attachment)
    for kind in ("attachment", "location"):
        for player in st.players:
            owned = [
                c
                for c in st.cards
                if _burnable(st, use, c)
                and st.cards[c].controller == player.index
                and st.cards[c].card.type == kind
            ]
            chosen = owned[:1] if use.offering else [c for c in stated if c in owned]
            if len(chosen) != min(1, len(owned)):
                raise RuleError(
                    "R-EFFECT-1",
                    f"{player.key} discards 1 {kind} ({len(owned)} to choose from): name it "
                    "in the effects (discard)",
                )
            found += [primitives.discard(c) for c in chosen]
    if not use.offering and len(found) != len(stated):
        raise RuleError("R-EFFECT-1", "only an attachment and a location of each player")
    return found


register(
    # Nothing Burns Like The Cold: each player discards an attachment and a non-limited
    # location he or she controls (cannot be saved: no save is logged)
    Script(
        "09052",
        abilities=(
            Ability(
                "when_revealed",
                "each player discards an attachment and a non-limited location he or she controls",
                _each_players_two,
            ),
        ),
    ),
)
