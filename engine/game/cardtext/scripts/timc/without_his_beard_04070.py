"""Without His Beard (04070, TIMC, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, hands, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _beard(st: GameState, use: Use) -> list[Prim]:
    """ "discard up to 3 cards at random from the losing opponent's hand. Then, that player
    draws 2 cards": the cards discarded (0 to 3, a chance outcome) and drawn the log states;
    when the engine offers the use, 3 of the hand (the first ones)."""
    assert use.answers is not None
    loser = st.players[int(use.answers.get("loser"))]
    hand = loser.hand
    cards = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not cards:
        use.extra["chance"] = True
        cards = list(hand[:3])
    if len(cards) > 3 or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        raise RuleError("R-EFFECT-1", f"discard up to 3 different cards of {loser.key}'s hand")
    found: list[Prim] = [primitives.discard(cid) for cid in cards]
    return found + hands.seat_draws(st, use, loser.index, 2)


register(
    # Without His Beard: "After you win an [intrigue] challenge", up to 3 random discards from
    # the loser's hand; then that player draws 2 cards
    Script(
        "04070",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, discard up to 3 cards at random from the "
                "loser's hand, then that player draws 2 cards",
                _beard,
                trigger=triggers.won_challenge("intrigue"),
            ),
        ),
    ),
)
