"""A Gift of Arbor Red (02104, TS, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.cardtext.vocab.reveals import revealed_top_of
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _one_of_each_players_top_4(st: GameState, use: Use) -> list[Prim]:
    """Each player reveals the top 4 cards of his or her deck (``reveal`` primitives, chance
    outcomes the log states); the user chooses 1 card revealed by each player (a ``move`` to
    hand the log states), added to that player's hand; each deck that revealed cards is
    shuffled. A player out of the game takes no part ([R-ELIM-1])."""
    chosen = {str(p.get("card")) for p in use.outcome("move") if p.get("to") == "hand"}
    found: list[Prim] = []
    for player in st.players:
        if player.eliminated:
            continue
        cards = revealed_top_of(st, use, player.index, 4)
        if not cards:
            continue  # an empty deck reveals nothing ([R-EFFECT-4])
        picked = [c for c in cards if c in chosen]
        if use.offering and not picked:
            picked = cards[:1]
        if len(picked) != 1:
            raise RuleError(
                "R-EFFECT-1",
                f"choose 1 card revealed by {player.key}: a move of it to hand in the effects",
            )
        found.append(primitives.reveal(player.key, cards))
        found.append(primitives.move(picked[0], "hand"))
        found.append(primitives.shuffle(player.key))
    return found


register(
    # A Gift of Arbor Red: kneel your faction card: "each player reveal the top 4 cards";
    # choose 1 of each player's, added to his or her hand; the others shuffled back
    Script(
        "02104",
        abilities=(
            Ability(
                "action",
                "kneel your faction card: each player reveals the top 4 cards of his or her "
                "deck; 1 of each goes to that player's hand",
                _one_of_each_players_top_4,
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
