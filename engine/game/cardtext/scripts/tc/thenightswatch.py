"""TC, thenightswatch: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, effects, triggers
from engine.game.state.model import CardInst, GameState, plot_value, strength

_RANGERS_YOURS = card_test(type="character", controller="you", traits=("Ranger",))


def _reserve_higher_than_an_opponents(st: GameState, inst: CardInst) -> bool:
    """ "While your reserve value is higher than an opponent's" (any one opponent still in
    the game; the reserve values as card text leaves them, [R-PLOT-8])."""
    mine = plot_value(st, inst.controller, "reserve")
    return any(
        mine > plot_value(st, p.index, "reserve")
        for p in st.players
        if p.index != inst.controller and not p.eliminated
    )


def _weaker_non_unique_of_the_loser(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-unique character with lower STR than his controlled by the losing opponent"
    (both STR read as the target is chosen)."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "character" or inst.card.unique:
        return False
    if use.answers is None or inst.controller != use.answers.get("loser"):
        return False
    return strength(st, cid) < strength(st, use.source)


register(
    # Fist of the First Men: while your reserve is higher than an opponent's, each Ranger
    # you control gets +1 STR and "cannot be bypassed by stealth"
    Script(
        "04106",
        constants=(
            constants.on_each("str", _RANGERS_YOURS, when=_reserve_higher_than_an_opponents),
            constants.on_each(
                "cannot", _RANGERS_YOURS, "bypass", when=_reserve_higher_than_an_opponents
            ),
        ),
    ),
    # Qhorin Halfhand: after you win a [military] challenge he participates in, kill a
    # non-unique character "with lower STR than his" the loser controls (renown, No
    # attachments except Weapon: framework)
    Script(
        "04105",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge with Qhorin Halfhand, kill a non-unique "
                "character of the loser with lower STR than his",
                effects.on_targets("kill"),
                trigger=triggers.won_challenge("military", self_participating=True),
                targets=(
                    Target(
                        _weaker_non_unique_of_the_loser,
                        what="a non-unique character of the losing opponent with lower STR",
                    ),
                ),
            ),
        ),
    ),
)
