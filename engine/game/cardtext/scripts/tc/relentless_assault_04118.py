"""Relentless Assault (04118, TC, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _kneel_faction_then_another_challenge(st: GameState, use: Use) -> list[Prim]:
    """ "kneel your faction card. Then, you may initiate an additional challenge of that type
    this phase": the "Then" part needs the kneel to resolve ([R-THEN-1]), so an already
    kneeling faction card leaves nothing to do ([R-ABIL-7])."""
    faction = f"{SEATS[use.seat]}:faction"
    if st.players[use.seat].faction_kneeling:
        raise RuleError("R-ABIL-7", f"{faction} already kneels: the additional challenge needs it")
    assert use.answers is not None  # the challenge won
    ctype = str(use.answers.get("type"))
    return [
        primitives.kneel(faction),
        primitives.lasting("challenges", "phase", seat=SEATS[use.seat], amount=1, name=ctype),
    ]  # fmt: skip


register(
    # Relentless Assault: after you win a challenge "by 5 or more STR as the attacking
    # player", kneel your faction card; then one more challenge of that type this phase
    Script(
        "04118",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge by 5 or more STR as the attacker, kneel your "
                "faction card: you may initiate an additional challenge of that type",
                _kneel_faction_then_another_challenge,
                trigger=triggers.won_challenge(attacking=True, margin=5),
            ),
        ),
    ),
)
