"""Claim satisfied outside a challenge: "That player must satisfy the claim of that
challenge type as if you were the winning opponent" (Maester Aemon, 07005).

The claim value is the winner's, as in a challenge of that type ([R-CLAIM-2]): the revealed
plot's claim with its modifiers, card text raising claim for that type (``claim_type``) and
for challenges against the loser (``claim_defending``). The loser's choices (military
victims, [R-CLAIM-MIL-1..4]) and the chance outcome (intrigue's random discards,
[R-CLAIM-INT-1..2]) are read from the stated effects; power claim moves what the loser has
([R-CLAIM-POW-1..2]). No challenge was won, so the claim moments of a challenge
(``claim_due``, ``claim_applied``: "claim for a challenge you won") do not answer it.
"""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state import effects
from engine.game.state.model import (
    GameState,
    RuleError,
    military_claim_pool,
    plot_set,
    plot_value,
)


def claim_value(st: GameState, winner: int, loser: int, ctype: str) -> int:
    """The claim ``winner`` would apply against ``loser`` in a challenge of ``ctype``."""
    fixed = plot_set(st, winner, "claim")
    if fixed is not None:  # a set value overrides every other modifier ([R-MOD-5])
        return fixed
    value = plot_value(st, winner, "claim") + effects.total(st, "claim_type", winner, ctype)
    return max(0, value + effects.total(st, "claim_defending", loser, ctype))


def satisfy_claim(st: GameState, use: Use, loser: int, ctype: str) -> list[Prim]:
    """The primitives of ``loser`` satisfying ``ctype`` claim of the ability's user."""
    due = claim_value(st, use.seat, loser, ctype)
    player = st.players[loser]
    if ctype == "power":
        moved = min(due, player.power)
        return (
            [primitives.move_power(moved, from_seat=SEATS[loser], to_seat=SEATS[use.seat])]
            if moved
            else []
        )
    op, pool, rule = (
        ("kill", military_claim_pool(st, loser), "R-CLAIM-MIL-1")
        if ctype == "military"
        else ("discard", list(player.hand), "R-CLAIM-INT-1")
    )
    count = min(due, len(pool))
    if use.offering:  # the engine offers the use: the first victims / cards, stated (the
        use.extra["chance"] = True  # loser's choice and chance are read from the log)
        chosen = pool[:count]
    else:
        chosen = [str(p.get("card")) for p in use.outcome(op)]
    if len(chosen) != count or len(set(chosen)) != count or not set(chosen) <= set(pool):
        what = "characters it controls" if op == "kill" else "cards at random from hand"
        raise RuleError(
            rule, f"{SEATS[loser]} must {op} {count} different {what} (claim {due}): name them"
        )
    return [{"op": op, "card": cid} for cid in chosen]
