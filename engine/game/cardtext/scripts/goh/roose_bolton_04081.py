"""Roose Bolton (04081, GoH, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs, effects, triggers
from engine.game.state.model import GameState, strength


def _losers_within_roose_str(st: GameState, use: Use, cid: str) -> bool:
    """ "up to X total STR worth of characters controlled by the losing opponent. X is Roose
    Bolton's STR" (read as the ability is initiated, before he is sacrificed: the targets
    are checked before the costs are paid)."""
    won = triggers.open_answer(st, use)
    inst = st.cards[cid]
    if won is None or inst.zone != "play" or inst.card.type != "character":
        return False
    if inst.controller != won.get("loser") or st.cards[use.source].zone != "play":
        return False
    x = strength(st, use.source)
    chosen = sum(strength(st, c) for c in use.targets if c != cid)
    return chosen + strength(st, cid) <= x


register(
    # Roose Bolton: after you win a challenge in which he is attacking, sacrifice him to kill
    # characters of the losing opponent of up to his STR in total
    Script(
        "04081",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which he is attacking, sacrifice him to kill up "
                "to X total STR of the losing opponent's characters",
                effects.on_targets("kill"),
                trigger=triggers.won_challenge(self_attacking=True),
                costs=(costs.sacrifice_self(),),
                targets=(
                    Target(
                        _losers_within_roose_str,
                        1,
                        30,
                        "characters of the losing opponent of up to X total STR",
                    ),
                ),
            ),
        ),
    ),
)
