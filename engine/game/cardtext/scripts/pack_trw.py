"""The Red Wedding (06061-06080), the cards of the standalone decks. Each script quotes at most
a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError

_STARK_CHARACTERS = card_test(type="character", faction="stark", controller="you")
_CHEAP_CHARACTERS = card_test(type="character", controller="you", max_printed_cost=2)
_CHEAP_IN_HAND = card_test(type="character", controller="you", zone="hand", max_printed_cost=2)
_NW_LOCATION = card_test(type="location", faction="thenightswatch", kneeling=False)
_NW_CHARACTER = card_test(type="character", faction="thenightswatch")
_ICONS = ("military", "intrigue", "power")


def _summer_over_winter(st: GameState, use: Use) -> list[Prim]:
    """1 gold, "2 gold instead if there are more Summer plot cards than Winter plot cards
    revealed"."""
    summer, winter = revealed_with_trait(st, "Summer"), revealed_with_trait(st, "Winter")
    return effects.gain_gold(2 if summer > winter else 1)(st, use)


def _icon_of_choice(st: GameState, use: Use) -> list[Prim]:
    """ "That character gains a challenge icon of your choice" (``choice``) this phase."""
    return [primitives.icon(c, use.chosen, "phase") for c in use.targets]


def _plunder(st: GameState, use: Use) -> list[Prim]:
    """ "Gain 1 gold for each location and attachment in that player's discard pile"."""
    pile = st.players[chosen_opponent(st, use)].discard
    count = sum(st.cards[c].card.type in ("location", "attachment") for c in pile)
    return effects.gain_gold(count)(st, use) if count else []


def _breaker_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """Attached character +1 STR for each character you control with printed cost 2 or
    lower."""
    if inst.host is None:
        return []
    count = len(in_play_matching(st, _CHEAP_CHARACTERS, inst.controller, inst.id))
    return [Contribution("str", inst.host, count, "", inst.id)] if count else []


def _attached_declared(st: GameState, use: Use, h: Happening) -> bool:
    host = st.cards[use.source].host
    return h.kind == "challenge_initiated" and host in h.get("attackers", ())


def _into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


def _draw_per_used_plot(st: GameState, use: Use) -> list[Prim]:
    """ "Draw X cards. X is the number of plot cards in your used pile"."""
    count = len(st.players[use.seat].used)
    if not count:
        raise RuleError("R-ABIL-7", "no plot card is in your used pile: nothing would be drawn")
    return effects.draw(count)(st, use)


register(
    # Dacey Mormont: renown (framework); X STR, the [stark] characters you control
    Script(
        "06061",
        constants=(constants.on_self("str", value=constants.count_in_play(_STARK_CHARACTERS)),),
    ),
    # Arbor Vineyard: kneel for 1 gold (2 with more Summer than Winter plots revealed)
    Script(
        "06064",
        abilities=(
            Ability(
                "action",
                "kneel Arbor Vineyard to gain 1 gold (2 with more Summer plots than Winter)",
                _summer_over_winter,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Othell Yarwyck: kneel a [thenightswatch] location: a [thenightswatch] character gains an
    # icon of your choice this phase
    Script(
        "06065",
        abilities=(
            Ability(
                "action",
                "kneel a Night's Watch location: a Night's Watch character gains a challenge "
                "icon of your choice",
                _icon_of_choice,
                costs=(costs.choose_and("kneel", _NW_LOCATION, "a Night's Watch location"),),
                targets=(choose(_NW_CHARACTER, "a Night's Watch character"),),
                choices=_ICONS,
            ),
        ),
    ),
    # Plunder: kneel your faction card: gold for the locations and attachments discarded
    Script(
        "06072",
        abilities=(
            Ability(
                "action",
                "kneel your faction card: 1 gold per location and attachment in an opponent's "
                "discard pile",
                _plunder,
                costs=(costs.kneel_faction(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Breaker of Chains: +1 STR per cheap character; declared as an attacker: a cheap
    # character from your hand into play
    Script(
        "06074",
        constants=(constants.constant("str", _breaker_str),),
        abilities=(
            Ability(
                "reaction",
                "after attached character is declared as an attacker, put a character with "
                "printed cost 2 or lower into play from your hand",
                _into_play,
                trigger=_attached_declared,
                targets=(
                    choose(_CHEAP_IN_HAND, "a character with printed cost 2 or lower in your hand"),
                ),
            ),
        ),
    ),
    # Secret Schemes: kneel your faction card to draw X, the plots in your used pile
    Script(
        "06076",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to draw 1 card per plot in your used pile",
                _draw_per_used_plot,
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
