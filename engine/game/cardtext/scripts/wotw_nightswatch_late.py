"""Wolves of the North, The Night's Watch: I Shall Win No Glory (07024), which ends a
challenge with no winner, and Maester Aemon (07005), whose claim is satisfied as the
challenges phase ends ([F-4.4]). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.cardtext.vocab.claim import satisfy_claim
from engine.game.cardtext.vocab.players import opponents
from engine.game.logformat import primitives
from engine.game.logformat.fields import CHALLENGE_TYPES
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import SEAT_INDEX, GameState, RuleError

_TRAITS = ("Builder", "Ranger", "Steward")  # "3 Builder, 3 Ranger or 3 Steward characters"
_STANDING = {t: card_test(type="character", controller="you", kneeling=False, traits=(t,))
             for t in _TRAITS}  # fmt: skip


def _against_you(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "challenge_initiated" and h.get("defender") == use.seat


def _kneel_3_of_a_trait(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """Kneel 3 standing characters you control sharing one of the traits ([R-COST-2]). The
    engine offering the use kneels the first 3 of the first trait that has them."""
    chosen = [p for p in paid if p.get("op") == "kneel" and "card" in p][:3]
    if not chosen and use.offering:
        for spec in _STANDING.values():
            cards = in_play_matching(st, spec, use.seat, use.source)[:3]
            if len(cards) == 3:
                return [primitives.kneel(cid) for cid in cards]
    cards = [str(p["card"]) for p in chosen]
    if len(set(cards)) != 3:
        raise RuleError("R-COST-2", "kneel 3 different characters (name them in the costs)")
    if not any(
        all(spec(st, use.seat, use.source, cid) for cid in cards) for spec in _STANDING.values()
    ):
        raise RuleError(
            "R-COST-2", f"{', '.join(cards)} are not 3 standing Builder, Ranger or Steward "
            "characters you control (all 3 of one trait)"
        )  # fmt: skip
    return chosen


register(
    # I Shall Win No Glory: end a challenge initiated against you "with no winner or loser"
    Script(
        "07024",
        abilities=(
            Ability(
                "reaction",
                "after a challenge is initiated against you, kneel 3 Builder, Ranger or "
                "Steward characters to end the challenge with no winner or loser",
                effects.end_challenge,
                trigger=_against_you,
                costs=(Cost(_kneel_3_of_a_trait, "kneel 3 Builder, Ranger or Steward characters"),),
            ),
        ),
    ),
)


# --- Maester Aemon --------------------------------------------------------------------------

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
