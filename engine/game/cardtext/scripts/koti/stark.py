"""KotI, stark: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, costs, effects, triggers
from engine.game.rules.traits import has_trait, traits
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_POWERED = ("character", "location")


def _karhold(st: GameState, inst: CardInst) -> list[Contribution]:
    """Karhold: "While a player does not have a Winter plot card revealed", the characters
    and locations he or she controls cannot gain power ([R-CANNOT-1])."""
    cards = st.cards
    found: list[Contribution] = []
    for p in st.players:
        if p.revealed is not None and has_trait(st, p.revealed, "Winter"):
            continue
        found.extend(
            Contribution("cannot", cid, 1, "gain_power", inst.id)
            for cid in p.in_play
            if cards[cid].card.type in _POWERED
        )
    return found


def _shares_a_trait_with_him(st: GameState, use: Use, cid: str) -> bool:
    """ "another character that shares a Trait with him" (Traits now, card text's too)."""
    inst = st.cards.get(cid)
    if inst is None or inst.zone != "play" or inst.card.type != "character":
        return False
    return cid != use.source and bool(traits(st, cid) & traits(st, use.source))


register(
    # Maester Vyman: after you win a [military] or [power] challenge, kneel him: another
    # character sharing a Trait with him gains 1 power
    Script(
        "12033",
        abilities=(
            Ability(
                "reaction",
                "after you win a military or power challenge, kneel Maester Vyman: another "
                "character that shares a Trait with him gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=triggers.won_challenge(("military", "power")),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(_shares_a_trait_with_him, what="another character sharing a Trait"),
                ),
            ),
        ),
    ),
    # Karhold: no Winter plot revealed by a player: his characters and locations gain no power
    Script("12034", constants=(constants.constant("cannot", _karhold, names="gain_power"),)),
)
