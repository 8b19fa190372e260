"""Chapter packs, the smaller houses' cards of the standalone decks: Baratheon (Storm's End
06008, Dragonstone Castle 08068), Stark (Northern Keep 06102), the Night's Watch
(Eastwatch-by-the-Sea 06006), Tyrell (Hightower Spy 08063) and Greyjoy (Support of Harlaw
08072, Coastal Reaver 08071). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, choose, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError, plot_value


def _discard_faction_power(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "discard 1 power from your faction card" (a cost)."""
    return [primitives.discard_power(1, seat=SEATS[use.seat])]


def _each_gains_1(st: GameState, use: Use) -> list[Prim]:
    return [primitives.gain_power(1, card=cid) for cid in use.targets]


def _any_phase_began(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "phase_began"


def _keep_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold (2 if more Winter than Summer plot cards are revealed)."""
    winter, summer = revealed_with_trait(st, "Winter"), revealed_with_trait(st, "Summer")
    return [primitives.gain_gold(SEATS[use.seat], 2 if winter > summer else 1)]


def _higher_reserve(st: GameState, use: Use) -> str | None:
    """ "if you have a higher reserve value than an opponent"."""
    mine = plot_value(st, use.seat, "reserve")
    others = [plot_value(st, p.index, "reserve") for p in st.players if p.index != use.seat]
    return None if any(mine > r for r in others) else "your reserve is not higher"


def _revealed_cost_str(st: GameState, use: Use) -> list[Prim]:
    """Reveal the top card of your deck (a chance outcome, stated); the chosen character gets
    +X STR until the end of the phase, X the revealed card's printed cost."""
    player = st.players[use.seat]
    revealed = [c for p in use.outcome("reveal") for c in p.get("cards", [])]
    if use.offering and not revealed:
        revealed = player.deck[-1:]
        use.extra["chance"] = True
    if len(revealed) != min(1, len(player.deck)):
        raise RuleError("R-EFFECT-1", "name the revealed top card of your deck (reveal)")
    if not revealed:
        return []
    x = st.cards[revealed[0]].card.cost or 0
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    return found + [primitives.strength(cid, x, "phase") for cid in use.targets]


def _harlaw_keyword(st: GameState, use: Use) -> list[Prim]:
    return effects.on_attached("keyword", keyword=use.choice, until="phase")(st, use)


register(
    # Storm's End: after you win dominance, 1 faction power: 2 characters gain 1 power each
    Script(
        "06008",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, discard 1 faction power: 2 characters gain 1 power",
                _each_gains_1,
                trigger=on.happened("dominance_won", yours=True),
                costs=(Cost(_discard_faction_power, "discard 1 power from your faction card"),),
                targets=(choose(card_test(type="character"), "2 characters", 2, 2),),
            ),
        ),
    ),
    # Dragonstone Castle: after a phase begins, kneel it: a character cannot stand this phase
    Script(
        "08068",
        abilities=(
            Ability(
                "reaction",
                "after a phase begins, kneel: a character cannot stand this phase",
                effects.lasting("cannot", until="phase", target="targets", name="stand"),
                trigger=_any_phase_began,
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # Northern Keep: limited; kneel: 1 gold (2 with more Winter than Summer plots revealed)
    Script(
        "06102",
        abilities=(
            Ability(
                "action",
                "kneel: gain 1 gold (2 with more Winter than Summer plots revealed)",
                _keep_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Eastwatch-by-the-Sea: +1 reserve (the framework); after the dominance phase begins,
    # with a higher reserve than an opponent, draw 1 card
    Script(
        "06006",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, with a higher reserve, draw 1 card",
                effects.draw(1),
                trigger=on.happened("phase_began", phase="dominance"),
                condition=_higher_reserve,
            ),
        ),
    ),
    # Hightower Spy: ambush; after it enters play, a character gets +X STR this phase, X the
    # printed cost of your revealed top card
    Script(
        "08063",
        abilities=(
            Ability(
                "reaction",
                "after Hightower Spy enters play, +X STR from the revealed top card's cost",
                _revealed_cost_str,
                trigger=on.entered_play(),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # Support of Harlaw: kneel a Warship location: attached gains pillage, renown or stealth
    Script(
        "08072",
        abilities=(
            Ability(
                "action",
                "kneel a Warship location: attached gains pillage, renown or stealth",
                _harlaw_keyword,
                phase="challenges",
                costs=(
                    costs.choose_and(
                        "kneel",
                        card_test(
                            type="location", controller="you", traits=("Warship",), kneeling=False
                        ),
                        "a standing Warship location you control",
                    ),
                ),
                choices=("pillage", "renown", "stealth"),
            ),
        ),
    ),
)


def _to_top_of_deck(st: GameState, use: Use) -> list[Prim]:
    """The opponent places a card of his or her hand on top of his or her deck (the card is
    that player's choice, stated as a ``move`` with ``top``)."""
    hand = st.players[chosen_opponent(st, use)].hand
    if not hand:
        return []
    if use.offering:
        use.extra["chance"] = True
        card = hand[0]
    else:
        moved = [p.get("card") for p in use.outcome("move") if p.get("top")]
        if len(moved) != 1 or moved[0] not in hand:
            raise RuleError("R-EFFECT-1", "08071 Coastal Reaver: state the card the opponent "
                            "places on top of the deck (move, top)")  # fmt: skip
        card = str(moved[0])
    return [primitives.move(card, "deck", top=True)]


register(
    # Coastal Reaver: after it enters play, an opponent puts a card from hand on the deck
    Script(
        "08071",
        abilities=(
            Ability(
                "reaction",
                "after Coastal Reaver enters play, an opponent puts a card from hand on top",
                _to_top_of_deck,
                trigger=on.entered_play(),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
