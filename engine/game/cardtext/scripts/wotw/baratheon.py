"""WotW, baratheon: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
    costs,
)
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


@answering("bypassed")
def _bypassed(st: GameState, use: Use, h: Happening) -> bool:
    """Marya Seaworth: "After a character is bypassed using stealth" (anyone's stealth)."""
    return h.kind == "bypassed" and h.card is not None and st.cards[h.card].zone == "play"


def _kneel_the_bypassed(st: GameState, use: Use) -> list[Prim]:
    """ "kneel it" (the character bypassed: it must be standing, [R-ABIL-7])."""
    h = use.answers
    if h is None or h.card is None:
        return []
    if st.cards[h.card].kneeling:
        raise RuleError("R-ABIL-7", f"{h.card} already kneels: the text would change nothing")
    return [primitives.kneel(h.card)]


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
    # Marya Seaworth: pay 1 gold to kneel a character bypassed by stealth
    Script(
        "07025",
        abilities=(
            Ability(
                "reaction",
                "after a character is bypassed using stealth, pay 1 gold to kneel it",
                _kneel_the_bypassed,
                trigger=_bypassed,
                costs=(costs.pay_gold(1),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
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
