"""Dragons of the East (DotE), neutral cards and plots (15040-15052) and the Targaryen plot Fury
of the Khalasar (15046). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import card_search
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_WHOLE_DECK = 10_000  # "search your deck": every card of it


def _loan(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While <it> is in your used pile, reduce the gold value on your revealed plot by 1"."""
    return [Contribution("plot", inst.owner, -1, "income", inst.id)]


def _wildling_boost(st: GameState, use: Use) -> list[Prim]:
    """+2 STR and renown until the end of the phase."""
    return [
        p
        for cid in use.targets
        for p in (
            primitives.strength(cid, 2, "phase"),
            primitives.keyword(cid, "renown", "phase"),
        )
    ]


def _lay_waste_target(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location or attachment" in play."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type in ("location", "attachment")
        and not inst.card.keywords.limited
    )


def _lower_cost_replacement(st: GameState, use: Use, cid: str) -> bool:
    """The owner's search: a location or attachment with lower printed cost in that deck."""
    if not use.targets:
        return False
    wasted = st.cards[use.targets[0]]
    inst = st.cards[cid]
    return (
        inst.zone == "deck"
        and inst.owner == wasted.owner
        and inst.card.type in ("location", "attachment")
        and (inst.card.cost or 0) < (wasted.card.cost or 0)
    )


def _lay_waste(st: GameState, use: Use) -> list[Prim]:
    """Discard it from play; then its owner may put the card found into play (attached to
    the chosen card for an attachment: the third target) and shuffles."""
    if not use.targets:
        return []
    wasted, rest = use.targets[0], use.targets[1:]
    owner = st.cards[wasted].owner
    found: list[Prim] = [primitives.discard(wasted)]
    if rest:
        host = rest[1] if len(rest) > 1 else None
        found.append(effects.entering(st, rest[0], owner, host))
        found.append(primitives.shuffle(SEATS[owner]))
    return found


def _any_card_in_play(st: GameState, use: Use, cid: str) -> bool:
    return st.cards[cid].zone == "play"


def _dothraki_from_hand(st: GameState, use: Use) -> list[Prim]:
    """Put it into play; at the end of the phase, if still in play, it returns to hand."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="return_to_hand"))
    return found


register(
    # Water Dancer's Sword: printed STR 3 or lower only, ambush (1), +2 STR (the framework);
    # when the challenges phase ends, it returns to your hand
    Script(
        "15043",
        abilities=(
            Ability(
                "forced",
                "when the challenges phase ends, return Water Dancer's Sword to hand",
                effects.on_self("return_to_hand"),
                trigger=on.happened("phase_ended", phase="challenges"),
            ),
        ),
    ),
    # Loan from the Iron Bank: -1 gold on your revealed plot while it is in your used pile
    Script("15051", constants=(Constant(frozenset({"plot"}), _loan, zones=("used",)),)),
    # Tormund Giantsbane: intimidate; after a win he took part in, a tale token on him;
    # discard one: a Wildling gets +2 STR and renown until the end of the phase
    Script(
        "15040",
        abilities=(
            Ability(
                "reaction",
                "after a win Tormund participates in, place a tale token on him",
                effects.on_self("token", token="tale", amount=1),
                trigger=on.won_challenge(self_participating=True),
            ),
            Ability(
                "action",
                "discard a tale token: a Wildling gets +2 STR and renown this phase",
                _wildling_boost,
                costs=(costs.discard_token_self("tale"),),
                targets=(
                    choose(
                        card_test(type="character", traits=("Wildling",)), "a Wildling character"
                    ),
                ),
            ),
        ),
    ),
    # The Prince Who Came Too Late: a character from your deck into play (once per round)
    Script(
        "15052",
        abilities=(
            Ability(
                "action",
                "search your deck for a character and put it into play",
                effects.found_into_play_and_shuffle,
                phase="standing",
                targets=(card_search(("character",), _WHOLE_DECK),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Lay Waste: discard a non-limited location or attachment; its owner may put a cheaper
    # one from the deck into play
    Script(
        "15044",
        abilities=(
            Ability(
                "action",
                "discard a location or attachment; its owner may replace it from the deck",
                _lay_waste,
                phase="dominance",
                targets=(
                    Target(_lay_waste_target, what="a non-limited location or attachment"),
                    Target(
                        _lower_cost_replacement,
                        0,
                        1,
                        "a location or attachment with lower printed cost in its owner's deck",
                    ),
                    Target(_any_card_in_play, 0, 1, "the card it attaches to"),
                ),
            ),
        ),
    ),
    # Fury of the Khalasar: after the challenges phase begins, a Dothraki from your hand
    # into play, back to your hand at the end of the phase
    Script(
        "15046",
        abilities=(
            Ability(
                "reaction",
                "after the challenges phase begins, put a Dothraki into play from your hand",
                _dothraki_from_hand,
                trigger=on.happened("phase_began", phase="challenges"),
                targets=(
                    choose(
                        card_test(
                            type="character", controller="you", traits=("Dothraki",), zone="hand"
                        ),
                        "a Dothraki character in your hand",
                    ),
                ),
            ),
        ),
    ),
)
