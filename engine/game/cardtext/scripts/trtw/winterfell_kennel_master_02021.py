"""Winterfell Kennel Master (02021, TRtW, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    any_in_play_matching,
    card_test,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError

_PARTICIPATING_STARK = card_test(
    type="character", controller="you", faction="stark", participating=True
)


# a standing character of yours outside the challenge (one already in it cannot join again)
_MAY_JOIN = card_test(type="character", controller="you", kneeling=False, participating=False)


def _with_a_participating_stark(st: GameState, use: Use) -> str | None:
    """ "If you control a participating [stark] character"."""
    if any_in_play_matching(st, _PARTICIPATING_STARK, use.seat, use.source):
        return None
    return "only while you control a participating Stark character"


def _direwolf_or_direwolf_attached(st: GameState, cid: str) -> bool:
    """A Direwolf character, or a character with a Direwolf attachment."""
    attachments = st.cards[cid].attachments
    return has_trait(st, cid, "Direwolf") or any(has_trait(st, a, "Direwolf") for a in attachments)


def _kneel_a_direwolf(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Kneel a Direwolf character or a character with a Direwolf attachment"."""
    chosen = [p for p in paid if p["op"] == "kneel" and "card" in p][:1]
    if len(chosen) != 1:
        raise RuleError("R-COST-2", "kneel a Direwolf character: name it in the costs")
    cid = str(chosen[0]["card"])
    if not (_MAY_JOIN(st, use.seat, use.source, cid) and _direwolf_or_direwolf_attached(st, cid)):
        raise RuleError(
            "R-COST-2",
            f"{cid} is not a standing Direwolf character (or one with a Direwolf attachment) "
            "you control outside the challenge",
        )
    return chosen


register(
    # 02021 Winterfell Kennel Master: kneel a Direwolf to have it join the challenge on your
    # side, while a [stark] character of yours participates
    Script(
        "02021",
        abilities=(
            Ability(
                "action",
                "kneel a Direwolf character to have it participate on your side",
                effects.knelt_participate,
                phase="challenges",
                costs=(Cost(_kneel_a_direwolf, "kneel a Direwolf character"),),
                condition=_with_a_participating_stark,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
