"""Lingering Venom (07032, WotW, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, strength


def _venom(st: GameState, use: Use) -> list[Prim]:
    """Lingering Venom: a venom token on it; "Then, if attached character's STR is equal to
    or lower than the number of venom tokens", kill that character ([R-THEN-1])."""
    found: list[Prim] = [primitives.token(use.source, "venom", 1)]
    host = st.cards[use.source].host
    held = st.tokens.get(use.source, {}).get("venom", 0) + 1
    if host is not None and strength(st, host) <= held:
        found.append(primitives.kill(host))
    return found


register(
    # Lingering Venom: after you lose a challenge, a venom token; kill the host if its STR
    # is at most their number (Terminal: framework)
    Script(
        "07032",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge, place a venom token; then kill attached character "
                "if its STR is no higher than the venom tokens",
                _venom,
                trigger=triggers.lost_challenge(),
            ),
        ),
    ),
)
