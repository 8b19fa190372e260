"""Jon Snow (07001, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotw._shared import NW
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.model import GameState, cannot_stand

# Jon Snow's "either: ... or ...", named in ``choice``
JON_MODES = ("attacking_wildlings", "defending_nightswatch")


def _jon_stands(st: GameState, use: Use) -> list[Prim]:
    """ "either: stand each attacking Wildling character, or stand each defending [nw]
    character" (``choice``: which)."""
    ch = st.challenge
    assert ch is not None
    if use.choice == "attacking_wildlings":
        chosen = [c for c in ch.attackers if has_trait(st, c, "Wildling")]
    else:
        chosen = [c for c in ch.defenders if of_faction(st, c, NW)]
    return [
        primitives.stand(cid)
        for cid in chosen
        if st.cards[cid].kneeling and not cannot_stand(st, cid)
    ]


register(
    # Jon Snow: after a win he takes part in, stand each attacking Wildling or each
    # defending [nw] character (Limit once per phase; Stealth: framework)
    Script(
        "07001",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he participates in: stand Wildlings or defenders",
                _jon_stands,
                trigger=on.won_challenge(self_participating=True),
                choices=JON_MODES,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
