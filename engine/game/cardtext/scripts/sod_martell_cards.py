"""Secrets of Dorne, House Martell: Obella Sand, locations, attachments and events
(10010, 10017-10023). Each script quotes at most a phrase of its card.

"Discarded for [intrigue] claim" / "killed for [military] claim" answer the framework's
``claimed`` happening (the card, its owner, the challenge type and winner).
"""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core_martell import (
    CHALLENGE_TYPES,
    _look_at_top_2,
    _target_loses_chosen_icon,
)
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, icons


def _obella_claimed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Obella Sand is discarded for [intrigue] claim or killed for [military] claim"."""
    return h.kind == "claimed" and h.card == use.source and h.get("type") != "power"


def _take_power_and_shuffle_back(st: GameState, use: Use) -> list[Prim]:
    """Move 1 power from the winning opponent's faction card to yours; then shuffle her
    from your discard or dead pile into your deck."""
    assert use.answers is not None
    winner = st.players[use.answers.get("winner")]
    found: list[Prim] = []
    if winner.power > 0:
        found.append(primitives.move_power(1, from_seat=winner.key, to_seat=SEATS[use.seat]))
    return [*found, primitives.shuffle_into_deck(use.source)]


def _look_at_top_2_add_1(st: GameState, use: Use) -> list[Prim]:
    """ "look at the top 2 cards of your deck. Add 1 to your hand, and place the other on
    the bottom" (Greenblood Trader's "up to 1", with exactly one kept)."""
    if use.offering:  # the engine offers it: the cards looked at are stated
        use.extra["chance"] = True
    moves = _look_at_top_2(st, use)
    kept = [p for p in moves if p.get("to") == "hand"]
    if moves and len(kept) != 1:
        raise RuleError("R-EFFECT-1", "the text adds 1 of the cards looked at to your hand")
    return moves


def _attached_loses_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    host = use.extra.get("host")
    if host is None or use.choice not in icons(st, host):
        raise RuleError("R-ABIL-7", f"the attached character has no {use.choice} icon to lose")
    return [primitives.icon(host, use.choice, "phase", lose=True)]


def _martell_entered_in_challenges(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [martell] character enters play during the challenges phase"."""
    if h.kind != "entered_play" or h.card is None or h.get("phase") != "challenges":
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.faction == "martell"


def _axe_onto_it(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    return [effects.entering(st, use.source, use.seat, use.answers.card)]


def _random_discard_from_chosen_opponent(st: GameState, use: Use) -> list[Prim]:
    """ "Choose an opponent. That player discards 1 card at random from his or her hand"."""
    hand = st.players[chosen_opponent(st, use)].hand
    if not hand:
        return []
    return [primitives.discard(effects.chance_card(use, "discard", hand, "the card"))]


def _false_plans_claimed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After False Plans is discarded for [intrigue] claim"."""
    return h.kind == "claimed" and h.card == use.source and h.get("type") == "intrigue"


def _winner_discards_2_at_random(st: GameState, use: Use) -> list[Prim]:
    """ "the winning opponent discards 2 cards at random": the log names them (chance)."""
    assert use.answers is not None
    hand = st.players[use.answers.get("winner")].hand
    stated = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not stated:
        use.extra["chance"] = True
        stated = hand[:2]
    due = min(2, len(hand))
    if len(set(stated)) != due or len(stated) != due or not set(stated) <= set(hand):
        raise RuleError("R-EFFECT-1", f"name the {due} card(s) discarded at random (discard)")
    return [primitives.discard(cid) for cid in stated]


def _martell_killed_this_round(st: GameState, use: Use) -> str | None:
    """ "Play only if a [martell] character was killed under your control this round"."""
    killed = st.players[use.seat].killed
    if any(of_faction(st, cid, "martell") for cid in killed):
        return None
    return "no Martell character was killed under your control this round"


def _sand_snake_in_deck(st: GameState, use: Use, cid: str) -> bool:
    """ "a Sand Snake character with printed cost 3 or lower" in your deck (6 or lower while
    The Red Viper is in your dead pile)."""
    inst, player = st.cards[cid], st.players[use.seat]
    viper = any(st.cards[c].card.name == "The Red Viper" for c in player.dead)
    card = inst.card
    return (
        inst.zone == "deck"
        and inst.owner == use.seat
        and card.type == "character"
        and card.has_trait("Sand Snake")
        and (card.cost or 0) <= (6 if viper else 3)
    )


def _found_into_play_and_shuffle(st: GameState, use: Use) -> list[Prim]:
    found: list[Prim] = [effects.entering(st, cid, use.seat) for cid in use.targets]
    return [*found, primitives.shuffle(SEATS[use.seat])]


def _marshal_from_discard(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While there are 3 or more plot cards in your used pile, you may marshal House Dayne
    Escort from your discard pile" (read while it is in its owner's discard pile)."""
    if len(st.players[inst.owner].used) < 3:
        return []
    return [Contribution("marshal_from", inst.id, 1, "discard", inst.id)]


register(
    # Obella Sand: discarded or killed for claim, she takes 1 power from the winner's
    # faction card and is shuffled back into your deck
    Script(
        "10010",
        abilities=(
            Ability(
                "reaction",
                "after she is discarded or killed for claim: take 1 power, shuffle her back",
                _take_power_and_shuffle_back,
                trigger=_obella_claimed,
                from_zones=("discard", "dead"),
            ),
        ),
    ),
    # Dorne: after you lose a challenge, look at the top 2 cards: 1 to hand, 1 to the bottom
    # (+1 Reserve: framework)
    Script(
        "10017",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge: look at the top 2 cards, add 1 to your hand",
                _look_at_top_2_add_1,
                trigger=on.lost_challenge(),
            ),
        ),
    ),
    # Starfall: kneel it; a character loses a challenge icon of your choice this phase
    Script(
        "10018",
        abilities=(
            Ability(
                "action",
                "kneel it: a character loses a challenge icon of your choice",
                _target_loses_chosen_icon,
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
    # Hotah's Axe: after a [martell] character enters play in the challenges phase, put it
    # into play from your hand attached to that character (+3 STR: framework)
    Script(
        "10019",
        abilities=(
            Ability(
                "reaction",
                "after a Martell character enters play in the challenges phase: attach it",
                _axe_onto_it,
                trigger=_martell_entered_in_challenges,
                from_zones=("hand",),
            ),
        ),
    ),
    # Patience: return attached character to its owner's hand
    Script(
        "10020",
        abilities=(
            Ability(
                "action",
                "return attached character to its owner's hand",
                effects.on_attached("return_to_hand"),
                phase="challenges",
            ),
        ),
    ),
    # Beguiled: kneel it; attached character loses a challenge icon of your choice
    # (Terminal: framework)
    Script(
        "10021",
        abilities=(
            Ability(
                "action",
                "kneel it: attached character loses a challenge icon of your choice",
                _attached_loses_chosen_icon,
                phase="challenges",
                costs=(costs.kneel_self(),),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
    # False Plans: an opponent discards 1 card at random; discarded for [intrigue] claim,
    # the winning opponent discards 2 cards at random
    Script(
        "10023",
        abilities=(
            Ability(
                "action",
                "choose an opponent: that player discards 1 card at random",
                _random_discard_from_chosen_opponent,
                phase="challenges",
                choices=OPPONENT_CHOICES,
            ),
            Ability(
                "reaction",
                "after it is discarded for intrigue claim: the winner discards 2 at random",
                _winner_discards_2_at_random,
                trigger=_false_plans_claimed,
                from_zones=("discard",),
            ),
        ),
    ),
    # No Use For Grief: after a [martell] character of yours was killed this round, search
    # your deck for a cheap Sand Snake and put it into play
    Script(
        "10022",
        abilities=(
            Ability(
                "action",
                "search your deck for a Sand Snake with printed cost 3 or lower: into play",
                _found_into_play_and_shuffle,
                condition=_martell_killed_this_round,
                targets=(Target(_sand_snake_in_deck, 0, 1, "a cheap Sand Snake in your deck"),),
            ),
        ),
    ),
    # At Prince Doran's Behest: choose and reveal a new plot card (its When Revealed follows)
    Script(
        "10046",
        abilities=(
            Ability(
                "when_revealed",
                "choose and reveal a new plot card",
                effects.on_targets("reveal_plot"),
                targets=(
                    choose(
                        card_test(type="plot", controller="you", zone="plot_deck"),
                        "a plot card in your plot deck",
                    ),
                ),
            ),
        ),
    ),
    # House Dayne Escort: with 3 or more used plots, marshal it from your discard pile
    Script(
        "10015",
        constants=(
            Constant(frozenset({"marshal_from"}), _marshal_from_discard, zones=("discard",)),
        ),
    ),
)
