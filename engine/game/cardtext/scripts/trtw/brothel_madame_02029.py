"""Brothel Madame (02029, TRtW, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _gold_or_no_military(st: GameState, use: Use) -> list[Prim]:
    """ "That player may give you 1 gold": given, nothing more; else that player cannot
    initiate [military] challenges against you until the end of the phase."""
    player = st.players[chosen_opponent(st, use)]
    gives = any(p.get("seat") == player.key for p in use.outcome("spend_gold"))
    if gives and player.gold:
        return [
            primitives.spend_gold(player.key, 1),
            primitives.gain_gold(SEATS[use.seat], 1),
        ]
    if gives:
        raise RuleError("R-EFFECT-1", f"{player.key} has no gold to give")
    name = f"initiate:military@{SEATS[use.seat]}"  # rules.forbidden_against
    return [primitives.lasting("cannot", "phase", seat=player.key, name=name)]  # fmt: skip


register(
    # 02029 Brothel Madame: after the challenges phase begins, a chosen player gives you 1
    # gold or cannot initiate [military] challenges against you this phase
    Script(
        "02029",
        abilities=(
            Ability(
                "reaction",
                "after the challenges phase begins, choose a player: 1 gold from that player, "
                "or no military challenge of theirs against you this phase",
                _gold_or_no_military,
                trigger=on.happened("phase_began", phase="challenges"),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
