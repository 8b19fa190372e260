"""Core Set, neutral plots and agenda (01001-01027). Each script quotes at most a phrase of its
card. A plot's constant abilities apply while it is revealed; its When Revealed ability is
logged as ``when_revealed`` at [F-1.3.III]; an ability that needs a target with none
available is logged with no target and resolves nothing ([R-TARGET-3])."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.effects import Contribution
from engine.game.log import SEATS
from engine.game.state import CardInst, GameState, characters
from engine.game.state import _plot_x as printed_x  # a printed X plot value, as the engine reads it


def _move_power_from_loser(st: GameState, use: Use) -> list[Prim]:
    """ "move 1 power from the losing opponent's faction card to your own"."""
    assert use.answers is not None
    loser = use.answers.get("loser")
    return [{"op": "move_power", "from_seat": SEATS[loser], "to_seat": SEATS[use.seat],
             "amount": 1}]  # fmt: skip


def _gold_per_opponent_character(st: GameState, use: Use) -> list[Prim]:
    count = len(characters(st, chosen_opponent(st, use)))
    return [{"op": "gain_gold", "seat": SEATS[use.seat], "amount": count}] if count else []


def _kingdom_or_edict_income_is_0(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Treat the base gold value on each revealed Kingdom and Edict plot as 0": minus the
    base value, so that other modifiers still apply to 0."""
    found = []
    for player in st.players:
        if player.revealed is None:
            continue
        plot = st.cards[player.revealed].card
        if not (plot.has_trait("Kingdom") or plot.has_trait("Edict")) or plot.plot is None:
            continue
        base = plot.plot.income
        base = printed_x(st, player.index, plot) if base is None else base
        if base:
            found.append(Contribution("plot", player.index, -base, "income", inst.id))
    return found


register(
    # A Clash of Kings: after you win a [power] challenge, move 1 power from the loser
    Script(
        "01001",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, move 1 power from the loser's faction card",
                _move_power_from_loser,
                trigger=on.won_challenge("power"),
            ),
        ),
    ),
    # A Feast for Crows: "After you win dominance, gain 2 power"
    Script(
        "01002",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, gain 2 power for your faction",
                effects.gain_power_faction(2),
                trigger=on.happened("dominance_won", yours=True),
            ),
        ),
    ),
    # A Storm of Swords: "an additional [military] challenge"
    Script("01005", constants=(constants.for_controller("challenges", "military"),)),
    # Calling the Banners: 1 gold for each character the chosen opponent controls
    Script(
        "01007",
        abilities=(
            Ability(
                "when_revealed",
                "choose an opponent: gain 1 gold for each character he or she controls",
                _gold_per_opponent_character,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Confiscation: "Choose an attachment, and discard it from play."
    Script(
        "01009",
        abilities=(
            Ability(
                "when_revealed",
                "choose an attachment and discard it from play",
                effects.on_targets("discard"),
                targets=(choose(card_test(type="attachment"), "an attachment in play"),),
            ),
        ),
    ),
    # Counting Coppers: "Draw 3 cards."
    Script("01010", abilities=(Ability("when_revealed", "draw 3 cards", effects.draw(3)),)),
    # Filthy Accusations: "Choose and kneel a character." (a standing one, [R-TARGET-9])
    Script(
        "01011",
        abilities=(
            Ability(
                "when_revealed",
                "choose and kneel a character",
                effects.on_targets("kneel"),
                targets=(
                    choose(card_test(type="character", kneeling=False), "a standing character"),
                ),
            ),
        ),
    ),
    # Reinforcements: a character of printed cost 5 or lower from hand or discard pile
    Script(
        "01020",
        abilities=(
            Ability(
                "when_revealed",
                "put a character of printed cost 5 or lower into play from hand or discard pile",
                effects.on_targets("put_into_play"),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="you",
                            max_printed_cost=5,
                            zone=("hand", "discard"),
                        ),
                        "a character with printed cost 5 or lower in your hand or discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Naval Superiority: Kingdom and Edict plots' base gold value is 0
    Script("01017", constants=(constants.constant("plot", _kingdom_or_edict_income_is_0),)),
    # Sneak Attack: "not ... more than 1 challenge"
    Script("01021", constants=(constants.for_controller("challenge_cap", value=1),)),
)
