"""Faceless Man (09040, HoT, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

# The keywords a character in play can use; a gained ambush, bestow, shadow, limited or
# terminal changes nothing once it is in play. "No attachments" is read by attach_rules.
_IN_PLAY_KEYWORDS = ("assault", "insight", "intimidate", "pillage", "renown", "stealth")


def _faceless(st: GameState, use: Use) -> list[Prim]:
    """ "Until the end of the phase, Faceless Man gains each of that character's printed
    challenge icons, keywords, faction affiliations, and Traits"."""
    if not use.targets:
        return []
    printed = st.cards[use.targets[0]].card
    me = use.source
    found: list[Prim] = [primitives.icon(me, icon, "phase") for icon in sorted(printed.icons)]
    kws = printed.keywords
    named = [k for k in _IN_PLAY_KEYWORDS if getattr(kws, k)]
    found += [primitives.keyword(me, k, "phase") for k in named]
    if kws.no_attachments:
        found.append(primitives.keyword(me, "no_attachments", "phase"))
    if printed.faction != "neutral":  # neutral is the absence of an affiliation
        found.append(
            primitives.lasting("faction", "phase", card=me, name=printed.faction, amount=1)
        )
    found += [
        primitives.lasting("trait", "phase", card=me, name=trait, amount=1)
        for trait in printed.traits
    ]
    return found


register(
    # Faceless Man: Ambush (4) is the framework's; takes on a dead character's printed
    # icons, keywords, affiliation and Traits for the phase
    Script(
        "09040",
        abilities=(
            Ability(
                "action",
                "gain a dead character's printed icons, keywords, affiliation, Traits",
                _faceless,
                phase="challenges",
                targets=(
                    choose(card_test(type="character", zone="dead"), "a character in a dead pile"),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
