"""Paid Off (02071, NMG, lannister attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError

# the attached character's controller's answer to "may give you 1 gold ... to stand"
PAY, KEEP = "pay", "decline"


def _host_standing(st: GameState, use: Use) -> str | None:
    """The text kneels the attached character: one already kneeling changes nothing."""
    host = st.cards[use.source].host
    if host is None or st.cards[host].kneeling:
        return "the attached character is not standing"
    return None


def _kneel_then_maybe_paid_to_stand(st: GameState, use: Use) -> list[Prim]:
    """ "kneel attached character. Then, that character's controller may give you 1 gold
    from his or her gold pool to stand that character" (``choice``: the controller's
    answer)."""
    host = st.cards[use.source].host
    assert host is not None  # the condition
    found: list[Prim] = [primitives.kneel(host)]
    if use.choice != PAY:
        return found
    payer = st.cards[host].controller
    if st.players[payer].gold < 1:
        raise RuleError("R-EFFECT-1", f"02071 Paid Off: {SEATS[payer]} has no gold to give")
    return [
        *found,
        primitives.spend_gold(SEATS[payer], 1),
        primitives.gain_gold(SEATS[use.seat], 1),
        primitives.stand(host),
    ]


register(
    # Paid Off: after you win an [intrigue] challenge, kneel attached character; its
    # controller may pay you 1 gold to stand it (Opponent's character only, ambush (1):
    # framework)
    Script(
        "02071",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, kneel attached character",
                _kneel_then_maybe_paid_to_stand,
                trigger=on.won_challenge("intrigue"),
                condition=_host_standing,
                choices=(PAY, KEEP),
            ),
        ),
    ),
)
