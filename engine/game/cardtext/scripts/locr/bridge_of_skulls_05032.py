"""Bridge of Skulls (05032, LoCR, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.effects import chance_card
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _no_military_against_you(st: GameState, use: Use) -> str | None:
    """ "an opponent who did not initiate a [military] challenge against you this phase"."""
    opponent = chosen_opponent(st, use)
    player = st.players[opponent]
    pairs = zip(player.challenges, _defenders_of(st, opponent), strict=True)
    against = [ctype for ctype, defender in pairs if defender == use.seat]
    return None if "military" not in against else f"{SEATS[opponent]} attacked you in military"


def _defenders_of(st: GameState, seat: int) -> list[int]:
    """Whom each challenge of the round was initiated against (a joust: the opponent)."""
    player = st.players[seat]
    if player.challenged:
        return player.challenged
    return [1 - seat] * len(player.challenges)


def _random_discard(st: GameState, use: Use) -> list[Prim]:
    opponent = chosen_opponent(st, use)
    hand = st.players[opponent].hand
    if not hand:
        return []
    return [primitives.discard(chance_card(use, "discard", list(hand), "the card"))]


register(
    # Bridge of Skulls: as the challenges phase ends, a random discard
    Script(
        "05032",
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, an opponent who did not attack you in "
                "military discards 1 card at random",
                _random_discard,
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_no_military_against_you,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
