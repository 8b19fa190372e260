"""Tarred Heads (04119, TC, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _tarred_heads(st: GameState, use: Use) -> list[Prim]:
    """ "discard 1 card at random from the losing opponent's hand" (a chance outcome the log
    states); a character discarded is then placed in its owner's dead pile (a ``move``)."""
    assert use.answers is not None  # the challenge won
    loser = int(use.answers.get("loser"))
    hand = list(st.players[loser].hand)
    if not hand:
        raise RuleError("R-ABIL-7", f"{SEATS[loser]}'s hand is empty: nothing to discard")
    cid = effects.chance_card(use, "discard", hand, "the card discarded at random")
    found: list[Prim] = [primitives.discard(cid)]
    if st.cards[cid].card.type == "character":
        found.append(primitives.move(cid, "dead"))
    return found


register(
    # Tarred Heads: after you win a [power] challenge, discard 1 card at random from the
    # loser's hand; "If that card is a character", it goes to its owner's dead pile
    Script(
        "04119",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, discard 1 card at random from the losing "
                "opponent's hand (a character goes to the dead pile)",
                _tarred_heads,
                trigger=triggers.won_challenge("power"),
            ),
        ),
    ),
)
