"""Motley (03025, WotN, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("challenge_initiated", "defenders_declared")
def _attached_declared(st: GameState, use: Use, h: Happening) -> bool:
    """ "After attached character is declared as an attacker or defender"."""
    host = st.cards[use.source].host
    if host is None:
        return False
    if h.kind == "challenge_initiated":
        return host in h.get("attackers", ())
    return h.kind == "defenders_declared" and host in h.get("defenders", ())


def _hosts_controller_discards_at_random(st: GameState, use: Use) -> list[Prim]:
    """ "discard 1 card at random from its controller's hand" (a chance outcome the log
    states as the ``discard``; nothing when that hand is empty)."""
    host = st.cards[use.source].host
    assert host is not None  # the trigger answers its declaration
    hand = st.players[st.cards[host].controller].hand
    if not hand:
        return []
    return [primitives.discard(effects.chance_card(use, "discard", list(hand), "the card"))]


register(
    # Motley: attached character gains the Fool trait; after it is declared as an attacker
    # or defender, its controller discards 1 card at random (Opponent's character only:
    # framework)
    Script(
        "03025",
        constants=(constants.on_attached("trait", "Fool"),),
        abilities=(
            Ability(
                "reaction",
                "after attached character is declared as an attacker or defender, its "
                "controller discards 1 card at random",
                _hosts_controller_discards_at_random,
                trigger=_attached_declared,
            ),
        ),
    ),
)
