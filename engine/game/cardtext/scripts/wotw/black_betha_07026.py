"""Black Betha (07026, WotW, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    costs,
)
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _str_per_kneeling_defender_character(st: GameState, use: Use) -> list[Prim]:
    """Black Betha: "+X STR until the end of the challenge. X is the number of kneeling
    characters the defending player controls" (counted as it resolves)."""
    ch = st.challenge
    if ch is None:
        return []
    cards = st.cards
    x = sum(
        1
        for cid in st.players[ch.defender].in_play
        if cards[cid].card.type == "character" and cards[cid].kneeling
    )
    return [primitives.strength(cid, x, "challenge") for cid in use.targets] if x else []


register(
    # Black Betha: Ser Davos Seaworth gains renown; kneel it: an attacker gets +X STR
    Script(
        "07026",
        constants=(constants.on_named("keyword", "Ser Davos Seaworth", "renown"),),
        abilities=(
            Ability(
                "action",
                "kneel Black Betha: an attacking character gets +1 STR for each kneeling "
                "character the defending player controls, until the end of the challenge",
                _str_per_kneeling_defender_character,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
                condition=during_challenge,
            ),
        ),
    ),
)
