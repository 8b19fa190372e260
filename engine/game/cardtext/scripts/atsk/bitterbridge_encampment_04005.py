"""Bitterbridge Encampment (04005, AtSK, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _kneel_then_each_puts_a_character(st: GameState, use: Use) -> list[Prim]:
    """Kneel Bitterbridge Encampment; "Then" each player may put a character from his or her
    hand into play: the ``put_into_play`` primitives stated in the log, one at most a player."""
    if st.cards[use.source].kneeling:  # "Then" needs the kneel to resolve
        raise RuleError("R-ABIL-7", "Bitterbridge Encampment is already kneeling")
    found: list[Prim] = [primitives.kneel(use.source)]
    players: set[int] = set()
    for p in use.outcome("put_into_play"):
        inst = st.cards.get(str(p.get("card")))
        if inst is None or inst.zone != "hand" or inst.card.type != "character":
            raise RuleError("R-EFFECT-1", f"{p.get('card')} is not a character in a hand")
        if inst.owner in players:
            raise RuleError("R-EFFECT-1", "each player puts 1 character at most into play")
        players.add(inst.owner)
        found.append(effects.entering(st, inst.id, inst.owner))
    return found


register(
    # Bitterbridge Encampment: "After a Summer plot card is revealed", kneel it; then each
    # player may put a character into play from hand
    Script(
        "04005",
        abilities=(
            Ability(
                "reaction",
                "after a Summer plot is revealed, kneel it: each player may put a character "
                "from hand into play",
                _kneel_then_each_puts_a_character,
                trigger=triggers.plot_revealed_with("Summer"),
            ),
        ),
    ),
)
