"""CtA, stark: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.lasting import loyal_played_key
from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants
from engine.game.cardtext.vocab.cancels import an_ability_card, cancel_only_target
from engine.game.logformat import primitives
from engine.game.state.model import CardInst, GameState


def _no_loyal_card_yet(st: GameState, inst: CardInst) -> bool:
    """ "The first loyal card you marshal or play each round": none among this round's
    marshaled cards (``Player.marshaled``) nor its played events (decision record:
    docs/decisions/card-text-cta.md)."""
    seat = inst.controller
    if st.uses.get(loyal_played_key(st, seat), 0):
        return False
    cards = st.cards
    return not any(cards[cid].card.loyal for cid in st.players[seat].marshaled)


def _cancel_and_stand(st: GameState, use: Use) -> list[Prim]:
    """ "cancel those effects and stand that character" (already standing: only the cancel)."""
    found = cancel_only_target(st, use)
    character = use.targets[1]
    if st.cards[character].kneeling:
        found.append(primitives.stand(character))
    return found


register(
    # Donella Hornwood: "the first loyal card you marshal or play each round" costs 1 less
    Script(
        "04021",
        constants=(constants.for_controller("cost", "loyal|play", -1, when=_no_loyal_card_yet),),
    ),
    # Fear Cuts Deeper Than Swords: when an ability that chooses "a [stark] character you
    # control as its only target" would initiate, cancel its effects and stand that character
    Script(
        "04022",
        abilities=(
            Ability(
                "interrupt",
                "when an ability choosing only a stark character you control would initiate, "
                "cancel its effects and stand that character",
                _cancel_and_stand,
                targets=(
                    an_ability_card(),
                    choose(
                        card_test(type="character", faction="stark", controller="you"),
                        "a [stark] character you control",
                    ),
                ),
                would=("initiate",),
            ),
        ),
    ),
)
