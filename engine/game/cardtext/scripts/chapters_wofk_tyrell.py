"""Chapter packs (TAK, SAT), House Tyrell: Septa Nysterica (08004), Mace Tyrell (08103) and
This Must Be Answered Fiercely! (08104). Each script quotes at most a short phrase of its card.
Mace Tyrell's "+1 Income." is read by the framework."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.cardtext.vocab.effects import entering
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


def _three_attackers_against_you(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "challenge_initiated"
        and h.get("defender") == use.seat
        and len(h.get("attackers", ())) >= 3
    )


def _tyrell_character_in_deck(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone == "deck"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and of_faction(st, inst.id, "tyrell")
        and can_enter_play(st, cid, use.seat)
    )


def _put_found_into_play(st: GameState, use: Use) -> list[Prim]:
    found: list[Prim] = [entering(st, cid, use.seat) for cid in use.targets]
    return [*found, primitives.shuffle_deck(SEATS[use.seat])]


def _mace_draws(st: GameState, use: Use) -> list[Prim]:
    """Draw 2 cards; then place a card of your hand (named in the effects) on top of your
    deck."""
    drawn = effects.draw(2)(st, use)
    hand = set(st.players[use.seat].hand) | {c for p in drawn for c in p["cards"]}
    if not hand:
        return drawn
    placed = [str(p.get("card")) for p in use.outcome("move")]
    if use.offering and not placed:
        placed = sorted(hand)[:1]
    if len(placed) != 1 or placed[0] not in hand:
        raise RuleError("R-EFFECT-1", "then place a card of your hand on top of your deck (move)")
    return [*drawn, primitives.move(placed[0], "deck", top=True)]


register(
    # Septa Nysterica: kneel her to stand an attacker with STR 4 or lower and remove it
    Script(
        "08004",
        abilities=(
            Ability(
                "action",
                "kneel Septa Nysterica to stand an attacking character with STR 4 or lower "
                "and remove it from the challenge",
                effects.stand_and_remove,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", attacking=True, max_str=4),
                        "an attacking character with STR 4 or lower",
                    ),
                ),
            ),
        ),
    ),
    # Mace Tyrell: after he is knelt, draw 2, then put a card from hand on top of the deck
    Script(
        "08103",
        abilities=(
            Ability(
                "reaction",
                "after Mace Tyrell is knelt, draw 2 cards, then place a card from your hand "
                "on top of your deck",
                _mace_draws,
                trigger=on.self_happened("knelt"),
            ),
        ),
    ),
    # This Must Be Answered Fiercely!: 3 or more attackers against you: a [tyrell]
    # character from your deck into play, then shuffle
    Script(
        "08104",
        abilities=(
            Ability(
                "reaction",
                "after 3 or more attackers are declared against you, put a Tyrell character "
                "from your deck into play",
                _put_found_into_play,
                trigger=_three_attackers_against_you,
                targets=(
                    Target(_tyrell_character_in_deck, 0, 1, "a Tyrell character in your deck"),
                ),
            ),
        ),
    ),
)
