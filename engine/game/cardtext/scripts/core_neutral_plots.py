"""Core Set, neutral plots 01001-01020 (Marched to the Wall, 01021-01026 and the agenda
Fealty are in core_neutral_plots_late). Each script quotes at most a phrase of its card. A
plot's constant abilities apply while it is revealed; its When Revealed ability is logged as
``when_revealed`` at [F-1.3.III]; an ability that needs a target with none available is logged
with no target and resolves nothing ([R-TARGET-3])."""

from __future__ import annotations

from engine.game.cardtext.lasting import card_matches
from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import card_search
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.checks import copies_in
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, characters
from engine.game.state.model import (
    _plot_x as printed_x,  # a printed X plot value, as the engine reads it
)


def _move_power_from_loser(st: GameState, use: Use) -> list[Prim]:
    """ "move 1 power from the losing opponent's faction card to your own"."""
    assert use.answers is not None
    loser = use.answers.get("loser")
    return [primitives.move_power(1, from_seat=SEATS[loser], to_seat=SEATS[use.seat])]  # fmt: skip


def _gold_per_opponent_character(st: GameState, use: Use) -> list[Prim]:
    count = len(characters(st, effects.chosen_opponent(st, use)))
    return [primitives.gain_gold(SEATS[use.seat], count)] if count else []


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


def _intrigue_win_first(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "cannot initiate a [military] or [power] challenge unless he or she has won an
    [intrigue] challenge that phase" (challenges are won only in the challenges phase)."""
    return [
        Contribution("cannot", p.index, 0, f"initiate:{ctype}", inst.id)
        for p in st.players
        if "intrigue" not in p.challenges_won
        for ctype in ("military", "power")
    ]


def _first_lord_or_lady(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "the first Lord or Lady character you marshal this round": -2 until one is marshaled."""
    player = st.players[inst.controller]
    if any(card_matches(st.cards[cid].card, _LORD_OR_LADY) for cid in player.marshaled):
        return []
    return [Contribution("cost", inst.controller, -2, _LORD_OR_LADY, inst.id)]


def _claim_reduced_for_named_type(st: GameState, use: Use) -> list[Prim]:
    """Until a new plot is revealed, -1 claim for the attacker in challenges of the named type
    against the user (a ``claim_defending`` lasting effect the claim step reads)."""
    return [
        primitives.lasting(
            "claim_defending", "plot", seat=SEATS[use.seat], amount=-1, name=use.choice
        )
    ]


def _no_locations_attachments_or_events(st: GameState, inst: CardInst) -> list[Contribution]:
    return [
        Contribution("cannot", inst.controller, 0, what, inst.id)
        for what in ("marshal:location", "marshal:attachment", "play:event")
    ]


def _shuffle_into_deck(st: GameState, use: Use) -> list[Prim]:
    """ "shuffle them into your deck" (nothing when no card is chosen, [R-TARGET-6])."""
    if not use.targets:
        return []
    moved: list[Prim] = [primitives.move(cid, "deck") for cid in use.targets]
    return [*moved, primitives.shuffle(SEATS[use.seat])]


def _heads_on_spikes(st: GameState, use: Use) -> list[Prim]:
    """Discard 1 card at random from the chosen opponent's hand (the log names it); a
    character: 2 power for the user's faction, and the card goes to the dead pile."""
    hand = st.players[effects.chosen_opponent(st, use)].hand
    if not hand:
        return []
    card = effects.chance_card(use, "discard", hand, "the card discarded at random")
    found: list[Prim] = [primitives.discard(card)]
    if st.cards[card].card.type == "character":
        found += [primitives.gain_power(2, seat=SEATS[use.seat]),
                  primitives.move(card, "dead")]  # fmt: skip
    return found


def _characters_blank(st: GameState, inst: CardInst) -> list[Contribution]:
    """Each character's printed text box is blank; its Traits stay (they are read from the
    printed card, never through the text box the engine blanks)."""
    return [
        Contribution("blank", cid, 0, "", inst.id)
        for p in st.players
        for cid in characters(st, p.index)
    ]


_CHEAP_CHARACTER = card_test(
    type="character", controller="you", max_printed_cost=5, zone=("hand", "discard")
)


def _may_enter_play(st: GameState, use: Use, cid: str) -> bool:
    """A character of printed cost 5 or lower in your hand or discard pile that can enter
    play: not a unique card with a copy in your dead pile ([R-DEAD-3], [R-TARGET-9])."""
    if not _CHEAP_CHARACTER(st, use.seat, use.source, cid):
        return False
    card = st.cards[cid].card
    return not (card.unique and copies_in(st, st.players[use.seat].dead, card.name))


_REINFORCEMENT = Target(
    _may_enter_play, what="a character with printed cost 5 or lower in your hand or discard pile"
)
_LORD_OR_LADY = "lord_or_lady"
_CHALLENGE_TYPES = ("military", "intrigue", "power")

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
    # A Game of Thrones: no [military] or [power] challenge before an [intrigue] win
    Script(
        "01003",
        constants=(
            constants.constant(
                "cannot", _intrigue_win_first, names="initiate:military initiate:power"
            ),
        ),
    ),
    # A Noble Cause: the first Lord or Lady marshaled this round costs 2 less
    Script("01004", constants=(constants.constant("cost", _first_lord_or_lady),)),
    # Building Orders: search the top 10 for an attachment or a location, then shuffle
    Script(
        "01006",
        abilities=(
            Ability(
                "when_revealed",
                "search the top 10 cards for an attachment or location; shuffle",
                effects.found_to_hand_and_shuffle,
                targets=(card_search(("attachment", "location")),),
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
            ),
        ),
    ),
    # Calm Over Westeros: name a type; -1 claim against you in it until a new plot
    Script(
        "01008",
        abilities=(
            Ability(
                "when_revealed",
                "name a challenge type: -1 claim when you defend one of that type",
                _claim_reduced_for_named_type,
                choices=_CHALLENGE_TYPES,
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
    # Power Behind the Throne: a stand token; discard one to stand a character
    Script(
        "01018",
        abilities=(
            Ability(
                "when_revealed",
                "place 1 stand token on this plot",
                lambda st, use: [primitives.token(use.source, "stand", 1)],
            ),
            Ability(
                "action",
                "discard 1 stand token to choose and stand a character",
                effects.on_targets("stand"),
                costs=(costs.discard_token_self("stand"),),
                targets=(
                    choose(card_test(type="character", kneeling=True), "a kneeling character"),
                ),
            ),
        ),
    ),
    # Rebuilding: up to 3 cards of your discard pile shuffled into your deck
    Script(
        "01019",
        abilities=(
            Ability(
                "when_revealed",
                "shuffle up to 3 cards of your discard pile into your deck",
                _shuffle_into_deck,
                targets=(
                    choose(
                        card_test(controller="you", zone="discard"),
                        "a card in your discard pile",
                        0,
                        3,
                    ),
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
                targets=(_REINFORCEMENT,),
            ),
        ),
    ),
    # Fortified Position: "Treat each character as if its printed text box were blank"
    Script("01012", constants=(constants.constant("blank", _characters_blank),)),
    # Heads on Spikes: a random discard from an opponent's hand; a character: 2 power, dead
    Script(
        "01013",
        abilities=(
            Ability(
                "when_revealed",
                "discard 1 card at random from an opponent's hand; a character: 2 power",
                _heads_on_spikes,
            ),
        ),
    ),
    # Jousting Contest: "not ... more than 1 character as an attacker or defender"
    Script("01014", constants=(constants.for_each_player("declare_cap", value=1),)),
    # Marching Orders: "cannot marshal locations or attachments, or play events"
    Script("01016", constants=(constants.constant("cannot", _no_locations_attachments_or_events),)),
    # Naval Superiority: Kingdom and Edict plots' base gold value is 0
    Script("01017", constants=(constants.constant("plot", _kingdom_or_edict_income_is_0),)),
)
