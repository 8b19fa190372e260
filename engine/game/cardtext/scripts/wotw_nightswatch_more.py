"""Wolves of the North, The Night's Watch: Grizzled Miner, Satin, Queenscrown, Catapult on the
Wall and Now My Watch Begins (07006, 07013, 07019, 07020, 07023). Each script quotes at most a
phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    costs,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError


def _revealed_top_3(st: GameState, use: Use, seat: int) -> list[str]:
    """The top 3 cards of ``seat``'s deck the log reveals (a chance outcome)."""
    deck = st.players[seat].deck
    due = min(3, len(deck))
    if use.offering:  # the engine offers it: the top cards, stated
        use.extra["chance"] = True
        return deck[::-1][:due]
    revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    known = st.players[seat].deck_known
    if len(set(revealed)) != due or len(revealed) != due or not set(revealed) <= set(deck):
        raise RuleError("R-EFFECT-1", f"name the top {due} card(s) of that deck (reveal)")
    if known and set(revealed) != set(deck[::-1][:due]):
        raise RuleError("R-EFFECT-1", "these are not the top cards of that deck")
    return revealed


def _queenscrown(st: GameState, use: Use) -> list[Prim]:
    """ "reveal the top 3 cards of an opponent's deck. Choose up to 1 character revealed this
    way and place it in that player's discard pile. Place the other cards on the bottom"."""
    seat = chosen_opponent(st, use)
    revealed = _revealed_top_3(st, use, seat)
    discarded = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering:
        discarded = [c for c in revealed if st.cards[c].card.type == "character"][:1]
    if len(discarded) > 1 or any(
        c not in revealed or st.cards[c].card.type != "character" for c in discarded
    ):
        raise RuleError("R-EFFECT-1", "up to 1 revealed character goes to the discard pile")
    stated = [str(p.get("card")) for p in use.outcome("move")]
    others = [c for c in revealed if c not in discarded]
    order = stated if sorted(stated) == sorted(others) else others
    found: list[Prim] = [primitives.reveal(st.players[seat].key, revealed)]
    found += [primitives.discard(c) for c in discarded]
    return found + [primitives.move(c, "deck", bottom=True) for c in order]


_KNEEL_ATTACHED = Cost(
    lambda st, use, paid: [primitives.kneel(use.extra.get("host") or "")],
    "kneel attached character",
)


def _catapult(st: GameState, use: Use) -> list[Prim]:
    """Kill the chosen attacker; the attached character cannot stand during the standing
    phase this round."""
    host = use.extra.get("host")
    found: list[Prim] = [primitives.kill(cid) for cid in use.targets]
    if host is not None:
        found.append(primitives.lasting("cannot", "round", card=host, name="stand:standing"))
    return found


def _cheap_character_to_opponents_discard(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character with printed cost 5 or lower is placed in an opponent's discard
    pile"."""
    if h.kind != "placed_in_discard" or h.seat == use.seat or h.card is None:
        return False
    inst = st.cards[h.card]
    return inst.zone == "discard" and (inst.card.cost or 0) <= 5


def _take_that_character(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    return [effects.entering(st, use.answers.card, use.seat)]


def _miner_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the cost to marshal Grizzled Miner by 1 for each [nw] attachment and location
    you control (to a minimum of 1)" (read while it is in its owner's hand)."""
    spec = card_test(type=("attachment", "location"), controller="you", faction="thenightswatch")
    count = len(in_play_matching(st, spec, inst.owner, inst.id))
    return [Contribution("own_cost", inst.id, count, "1", inst.id)] if count else []


register(
    # Grizzled Miner: costs 1 less per [nw] attachment and location you control, at least 1
    # (No attachments except Weapon: framework)
    Script(
        "07006",
        constants=(Constant(frozenset({"own_cost"}), _miner_cheaper, zones=("hand",)),),
    ),
    # Satin: after she is knelt, stand another Steward character (Limit twice per phase)
    Script(
        "07013",
        abilities=(
            Ability(
                "reaction",
                "after Satin is knelt: stand another Steward character",
                effects.on_targets("stand"),
                trigger=on.self_happened("knelt"),
                targets=(
                    choose(
                        card_test(type="character", traits=("Steward",), kneeling=True, other=True),
                        "another kneeling Steward character",
                    ),
                ),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
    # Queenscrown: kneel it; reveal the top 3 of an opponent's deck, up to 1 character to
    # the discard pile, the others to the bottom
    Script(
        "07019",
        abilities=(
            Ability(
                "action",
                "kneel it: reveal an opponent's top 3 cards, discard up to 1 character",
                _queenscrown,
                costs=(costs.kneel_self(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Catapult on the Wall: kneel it and attached character to kill an attacker with STR 4
    # or lower; attached character cannot stand during this round's standing phase
    Script(
        "07020",
        abilities=(
            Ability(
                "action",
                "kneel it and attached character: kill an attacking character with STR 4 or less",
                _catapult,
                costs=(costs.kneel_self(), _KNEEL_ATTACHED),
                targets=(
                    choose(
                        card_test(type="character", attacking=True, max_str=4),
                        "an attacking character with STR 4 or lower",
                    ),
                ),
            ),
        ),
    ),
    # Now My Watch Begins: after a character with printed cost 5 or lower is placed in an
    # opponent's discard pile, put it into play under your control
    Script(
        "07023",
        abilities=(
            Ability(
                "reaction",
                "after a cheap character is placed in an opponent's discard pile: take it",
                _take_that_character,
                trigger=_cheap_character_to_opponents_discard,
            ),
        ),
    ),
)
