"""Maester Aemon (07005, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.claim import satisfy_claim
from engine.game.cardtext.vocab.players import opponents
from engine.game.logformat.fields import CHALLENGE_TYPES
from engine.game.logformat.log import SEATS
from engine.game.state.model import SEAT_INDEX, GameState, RuleError

# "choose an opponent and a challenge type": the type, or "<seat>:<type>" in a melee
_AEMON_CHOICES = CHALLENGE_TYPES + tuple(f"{s}:{t}" for s in SEATS for t in CHALLENGE_TYPES)


def initiated_against(st: GameState, seat: int) -> set[str]:
    """The types of the challenges initiated against ``seat`` this round (so this challenges
    phase): in a melee each one's opponent is recorded (``challenged``), in a joust every
    challenge of the opponent was against ``seat``."""
    found: set[str] = set()
    for p in st.players:
        if p.index == seat:
            continue
        against = p.challenged if len(p.challenged) == len(p.challenges) else None
        for i, ctype in enumerate(p.challenges):
            if against is None or against[i] == seat:
                found.add(ctype)
    return found


def _aemon_choice(st: GameState, use: Use) -> tuple[int, str]:
    """The chosen opponent and challenge type ([R-TARGET-1]); the type must not have been
    initiated against the user this phase."""
    seat_key, _, ctype = (use.choice or "").rpartition(":")
    rivals = opponents(st, use.seat)
    if not seat_key and len(rivals) == 1:
        seat_key = SEATS[rivals[0]]
    if SEAT_INDEX.get(seat_key) not in rivals or ctype not in CHALLENGE_TYPES:
        raise RuleError("R-TARGET-1", "choose an opponent and a challenge type ('choice': "
                        "'military', or 'B:military' in a melee)")  # fmt: skip
    if ctype in initiated_against(st, use.seat):
        raise RuleError("R-TARGET-1", f"a {ctype} challenge was initiated against you this phase")
    return SEAT_INDEX[seat_key], ctype


def _aemon_claim(st: GameState, use: Use) -> list[Prim]:
    loser, ctype = _aemon_choice(st, use)
    return satisfy_claim(st, use, loser, ctype)


register(
    # Maester Aemon: as the challenges phase ends, before dominance ([F-4.4])
    Script(
        "07005",
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, an opponent satisfies the claim of a "
                "challenge type not initiated against you",
                _aemon_claim,
                trigger=on.happened("phase_ended", phase="challenges"),
                choices=_AEMON_CHOICES,
            ),
        ),
    ),  # "No attachments except Item" is read from the card data (cards.keywords)
)
