"""The Seastone Chair (02011, TtB, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Target, costs
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _unopposed_military_claim(st: GameState, use: Use) -> str | None:
    """ "When claim is applied for an unopposed [military] challenge in which you are the
    attacking player" (won by the user, its claim not applied or replaced yet)."""
    ch = st.challenge
    if (
        ch is None
        or st.step != "F-4.2.4"
        or ch.type != "military"
        or not ch.unopposed
        or ch.attacker != use.seat
        or ch.winner != ch.attacker
        or ch.claim_replaced
    ):
        return "only as claim is applied for an unopposed military challenge you attack in"
    return None


def _losers_unattached_character(st: GameState, use: Use, cid: str) -> bool:
    """ "A character without attachments, controlled by the losing opponent"."""
    ch, inst = st.challenge, st.cards[cid]
    return (
        ch is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == ch.defender
        and not inst.attachments
    )


def _kill_instead(st: GameState, use: Use) -> list[Prim]:
    return [primitives.claim_replaced()] + [primitives.kill(cid) for cid in use.targets]


register(
    # 02011 The Seastone Chair: kneel your faction card to kill a character without
    # attachments "instead of the normal claim effects"
    Script(
        "02011",
        abilities=(
            Ability(
                "interrupt",
                "when claim is applied for an unopposed military challenge you attack in, "
                "kneel your faction card to kill a character without attachments instead",
                _kill_instead,
                trigger=on.happened("claim_due", yours=True, type="military"),
                costs=(costs.kneel_faction(),),
                targets=(
                    Target(
                        _losers_unattached_character,
                        what="a character without attachments the losing opponent controls",
                    ),
                ),
                condition=_unopposed_military_claim,
            ),
        ),
    ),
)
