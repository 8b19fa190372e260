"""The Queen's Assassin (01095, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent, opponent_problem
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _assassin_kill(st: GameState, use: Use) -> list[Prim]:
    """If you have more cards in hand than the opponent, he or she chooses and kills a
    character he or she controls (the choice is the opponent's: read from the effects)."""
    opponent = chosen_opponent(st, use)
    mine, theirs = len(st.players[use.seat].hand), len(st.players[opponent].hand)
    victims = [
        cid for cid in st.players[opponent].in_play if st.cards[cid].card.type == "character"
    ]
    if mine <= theirs or not victims:
        return []
    chosen = [p["card"] for p in use.outcome("kill")]
    if len(chosen) != 1 or chosen[0] not in victims:
        raise RuleError(
            "R-EFFECT-1",
            f"{SEATS[opponent]} must kill a character of his or her own ({len(victims)} in "
            "play): name it in the effects",
        )
    return [primitives.kill(chosen[0])]


register(
    # The Queen's Assassin: after ambush, an opponent with fewer cards in hand kills one
    Script(
        "01095",
        abilities=(
            Ability(
                "reaction",
                "after she enters play using ambush, an opponent with fewer cards kills one",
                _assassin_kill,
                trigger=on.entered_play(how="ambush"),
                condition=opponent_problem,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
