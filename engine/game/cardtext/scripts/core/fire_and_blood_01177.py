"""Fire and Blood (01177, Core, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError


def _shuffle_back_or_hatchling_into_play(st: GameState, use: Use) -> list[Prim]:
    """ "Shuffle it back into your deck. If that character is a Hatchling, you may put it into
    play instead" (``choice`` "put_into_play"; "shuffle" or none: shuffled)."""
    if use.choice not in (None, "shuffle", "put_into_play"):
        raise RuleError("R-TARGET-1", "choose 'shuffle' or 'put_into_play' (field 'choice')")
    found: list[Prim] = []
    for cid in use.targets:
        if use.choice == "put_into_play":
            if not has_trait(st, cid, "Hatchling"):
                raise RuleError("R-TARGET-1", f"only a Hatchling may be put into play ({cid})")
            found.append(primitives.put_into_play(cid))
        else:
            found.append(primitives.shuffle_into_deck(cid))
    return found


register(
    # Fire and Blood: a unique [targaryen] character from your dead pile back into your deck
    # (a Hatchling may be put into play instead)
    Script(
        "01177",
        abilities=(
            Ability(
                "action",
                "shuffle a unique Targaryen character from your dead pile into your deck",
                _shuffle_back_or_hatchling_into_play,
                phase="challenges",
                targets=(
                    choose(
                        card_test(
                            type="character",
                            faction="targaryen",
                            unique=True,
                            controller="you",
                            zone="dead",
                        ),
                        "a unique Targaryen character in your dead pile",
                    ),
                ),
            ),
        ),
    ),
)
