"""Hidden Thorns (09024, HoT, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _controls_queen_of_thorns(st: GameState, seat: int) -> bool:
    return any(
        st.cards[cid].card.name == "The Queen of Thorns" and st.cards[cid].controller == seat
        for cid in st.players[seat].in_play
    )


def _hidden_thorns(st: GameState, use: Use) -> list[Prim]:
    """The losing opponent chooses and discards 2 cards from hand (stated as ``discard``
    primitives; offered: the first two). Then ([R-THEN-1]: both discarded), with The Queen of
    Thorns, the event returns to its owner's hand instead of the discard pile (lasting
    ``event_to`` named ``hand``, used as the event is placed)."""
    loser = use.answers.get("loser") if use.answers is not None else None
    if loser is None:
        return []
    hand = st.players[loser].hand
    due = min(2, len(hand))
    chosen = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not chosen:
        use.extra["chance"] = True  # the opponent's choice is stated in the offer
        chosen = hand[:due]
    if len(chosen) != due or len(set(chosen)) != due or not set(chosen) <= set(hand):
        raise RuleError(
            "R-EFFECT-1", f"the losing opponent discards {due} card(s) of his or her hand (discard)"
        )
    found: list[Prim] = [primitives.discard(cid) for cid in chosen]
    if due == 2 and _controls_queen_of_thorns(st, use.seat):
        found.append(primitives.lasting("event_to", "phase", seat=SEATS[use.seat], name="hand"))
    return found


register(
    # Hidden Thorns: after an [intrigue] win by 5, the loser discards 2 cards from hand; with
    # The Queen of Thorns, back to hand
    Script(
        "09024",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge by 5, the loser discards 2 cards from hand",
                _hidden_thorns,
                trigger=on.won_challenge("intrigue", margin=5),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
