"""King Robb's Host (03001, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotn._shared import _plot_with_trait
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _robbs_host_power(st: GameState, use: Use) -> list[Prim]:
    """Move 1 power (2 with a War plot revealed) from the loser's faction card to the chosen
    attacking character (as much as the faction card holds)."""
    assert use.answers is not None
    loser = use.answers.get("loser")
    amount = min(2 if _plot_with_trait(st, "War") else 1, st.players[loser].power)
    return [
        primitives.move_power(amount, to=cid, from_seat=SEATS[loser])
        for cid in use.targets
        if amount
    ]


register(
    # King Robb's Host: after a [military] win, move power from the loser to an attacker
    Script(
        "03001",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge in which it participates, move 1 power "
                "from the losing opponent's faction card to an attacking character",
                _robbs_host_power,
                trigger=on.won_challenge("military", self_participating=True),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
            ),
        ),
    ),
)
