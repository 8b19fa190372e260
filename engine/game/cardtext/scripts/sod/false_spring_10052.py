"""False Spring (10052, SoD, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use
from engine.game.cardtext.vocab.players import opponents
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _revealed_from_hand(st: GameState, use: Use, seat: int) -> list[str]:
    """The 3 cards (as many as the hand holds: "if able") ``seat`` chooses and reveals from
    hand, stated as a ``reveal`` primitive from the hand; offered: the first ones."""
    player = st.players[seat]
    due = min(3, len(player.hand))
    stated = [c for p in use.outcome("reveal") if p.get("seat") == player.key for c in p["cards"]]
    if use.offering and not stated:
        use.extra["chance"] = True  # the opponents' choices are stated in the offer
        return player.hand[:due]
    if len(stated) != due or len(set(stated)) != due or not set(stated) <= set(player.hand):
        raise RuleError(
            "R-EFFECT-1", f"{player.key} reveals {due} card(s) of his or her hand (reveal)"
        )
    return stated


def _false_spring(st: GameState, use: Use) -> list[Prim]:
    """ "Each opponent chooses and reveals 3 cards from his or her hand, if able. You may
    choose and discard 1 revealed card from any number of those hands" (the discards are
    stated; offered: the first revealed card of each hand)."""
    found: list[Prim] = []
    discarded = [str(p.get("card")) for p in use.outcome("discard")]
    chosen: list[str] = []
    for seat in opponents(st, use.seat):
        revealed = _revealed_from_hand(st, use, seat)
        if revealed:
            found.append(primitives.reveal(st.players[seat].key, revealed, from_="hand"))
        mine = revealed[:1] if use.offering else [c for c in discarded if c in revealed]
        if len(mine) > 1:
            raise RuleError("R-EFFECT-1", "1 revealed card at most is discarded from each hand")
        chosen += mine
    if not use.offering and len(chosen) != len(discarded):
        raise RuleError("R-EFFECT-1", "only a revealed card may be discarded")
    return found + [primitives.discard(cid) for cid in chosen]


register(
    # False Spring: each opponent reveals 3 cards from hand; discard up to 1 from each
    Script(
        "10052",
        abilities=(
            Ability(
                "when_revealed",
                "each opponent reveals 3 cards from hand; discard 1 from any of them",
                _false_spring,
            ),
        ),
    ),
)
