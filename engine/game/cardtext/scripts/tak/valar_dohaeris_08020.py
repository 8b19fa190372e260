"""Valar Dohaeris (08020, TAK, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_MOST = 10  # "a total printed cost of 10 or lower"


def _own_character(st: GameState, use: Use, cid: str) -> bool:
    """ "Each player chooses any number of characters he or she controls": each chosen
    character is in play (the controller's choice is checked as a whole by the effect)."""
    inst = st.cards[cid]
    return inst.zone == "play" and inst.card.type == "character"


def _valar_dohaeris(st: GameState, use: Use) -> list[Prim]:
    """Each player keeps characters of total printed cost 10 or lower; every character not
    chosen goes to the bottom of its owner's deck (cannot be saved: nothing is logged
    between)."""
    kept = set(use.targets)
    found: list[Prim] = []
    for player in st.players:
        mine = [c for c in player.in_play if st.cards[c].card.type == "character"]
        total = sum(st.cards[c].card.cost or 0 for c in mine if c in kept)
        if total > _MOST:
            raise RuleError(
                "R-TARGET-1",
                f"{player.key} chooses characters of total printed cost {total}; at most {_MOST}",
            )
        for cid in mine:
            if cid not in kept:
                found.append(primitives.shuffle_into_deck(cid))
                found.append(primitives.move(cid, "deck", bottom=True))
    return found


register(
    # Valar Dohaeris: keep characters of total printed cost 10 or lower; the others to the
    # bottom of their owners' decks
    Script(
        "08020",
        abilities=(
            Ability(
                "when_revealed",
                "each player keeps characters of total printed cost 10 or lower; the others "
                "go to the bottom of the deck",
                _valar_dohaeris,
                targets=(Target(_own_character, 0, 99, "characters each player keeps"),),
            ),
        ),
    ),
)
