"""Chapter packs, neutral cards, plots and agendas (The Lord of the Crossing 02060, Nightmares
02099, Late Summer Feast 06020, Valar Morghulis 04080 ...): The King's Peace, Calm over
Westeros, All Men Are Fools, There Is My Claim, The Road to Winterfell, No Middle Ground. Each
script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    card_test,
    choose,
    constants,
    costs,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES
from engine.game.cardtext.vocab.reveals import revealed_top
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError


def _challenge_number(st: GameState, seat: int) -> int:
    """Which challenge ``seat`` initiated this phase the open one is (0: none of its own)."""
    ch = st.challenge
    if ch is None or ch.attacker != seat:
        return 0
    return len(st.players[seat].challenges)


def _crossing_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During the first challenge you initiate each phase, each of your participating
    characters gets -1 STR"; during the third, +2 STR."""
    amount = {1: -1, 3: 2}.get(_challenge_number(st, inst.controller), 0)
    ch = st.challenge
    if not amount or ch is None:
        return []
    return [
        Contribution("str", cid, amount, "", inst.id)
        for cid in rules.attacking(st, ch)
        if st.cards[cid].controller == inst.controller
    ]


@answering("challenge_won")
def _won_the_third_challenge(st: GameState, use: Use, h: Happening) -> bool:
    """ "If you win this challenge" (the third one you initiate in the phase)."""
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and h.get("attacker") == use.seat
        and _challenge_number(st, use.seat) == 3
    )


def _loser_may_draw(st: GameState, use: Use) -> list[Prim]:
    """ "the losing opponent may draw 1 card" (``choice`` "draw" or "decline"; the card drawn
    is stated, a chance outcome)."""
    assert use.answers is not None
    loser = st.players[use.answers.get("loser")]
    if use.choice != "draw" or not loser.deck:
        return []
    if use.offering:
        cards = loser.deck[-1:]
    else:
        cards = [c for p in use.outcome("draw") if p.get("seat") == loser.key for c in p["cards"]]
    if len(cards) != 1:
        raise RuleError("R-DRAW-1", f"{loser.key} draws 1 card: name it in the effects")
    return [primitives.draw(loser.key, cards)]


def _kill_each_character(st: GameState, use: Use) -> list[Prim]:
    """ "Kill each character" (at once: one ``kill`` per character in play)."""
    spec = card_test(type="character")
    return [primitives.kill(cid) for cid in in_play_matching(st, spec, use.seat, use.source)]


def _each_opponent_gains_3(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.gain_gold(p.key, 3)
        for p in st.players
        if p.index != use.seat and not p.eliminated
    ]


def _return_cheap_characters(st: GameState, use: Use) -> list[Prim]:
    """ "return each character with printed cost 3 or lower to its owner's hand"."""
    spec = card_test(type="character", max_printed_cost=3)
    return [
        primitives.return_to_hand(cid) for cid in in_play_matching(st, spec, use.seat, use.source)
    ]


def _no_summer_plot(st: GameState, use: Use) -> str | None:
    """ "if there are no Summer plot cards revealed"."""
    if any(p.revealed and has_trait(st, p.revealed, "Summer") for p in st.players):
        return "a Summer plot card is revealed"
    return None


def _in_a_discard_pile(st: GameState, use: Use, cid: str) -> bool:
    return st.cards[cid].zone == "discard"


_EXCHANGED = ("character", "location", "attachment", "event")


def _exchange(st: GameState, use: Use) -> list[Prim]:
    """Reveal your top 10; the opponent chooses 1 character, 1 location, 1 attachment and 1
    event among them, if able, for your hand (stated as ``move`` primitives: the opponent's
    choice, read like a chance outcome); shuffle."""
    cards = revealed_top(st, use, 10)
    able = {st.cards[c].card.type for c in cards} & set(_EXCHANGED)
    if use.offering:
        picks = [next(c for c in cards if st.cards[c].card.type == t) for t in sorted(able)]
        use.extra["chance"] = True
    else:
        picks = [str(p.get("card")) for p in use.outcome("move") if p.get("to") == "hand"]
    types = [st.cards[c].card.type for c in picks if c in st.cards]
    if any(c not in cards for c in picks) or sorted(types) != sorted(able):
        raise RuleError(
            "R-TARGET-1",
            "11020 Exchange of Information: one revealed card of each type revealed "
            f"({', '.join(sorted(able)) or 'none'}), moved to hand",
        )
    found: list[Prim] = [primitives.reveal(SEATS[use.seat], cards)]
    found += [primitives.move(c, "hand") for c in picks]
    return [*found, primitives.shuffle(SEATS[use.seat])]


def _harvest_income(st: GameState, use: Use) -> list[Prim]:
    """ "X is 2 higher than the printed gold value on that player's revealed plot card": the
    printed X of Summer Harvest is 0, so X is added until a new plot is revealed."""
    opponent = st.players[effects.chosen_opponent(st, use)]
    plot = st.cards[opponent.revealed].card.plot if opponent.revealed else None
    printed = (plot.income or 0) if plot is not None else 0
    return [
        primitives.lasting("plot", "plot", seat=SEATS[use.seat], amount=printed + 2, name="income")
    ]


register(
    # Ygritte: card effects cannot kneel her; stealth while you control another Wildling
    Script(
        "06017",
        constants=(
            constants.on_self("cannot", "kneel_by_effects"),
            constants.on_self("keyword", "stealth", when=constants.controls_another("Wildling")),
        ),
    ),
    # Summer Harvest: the gold value is 2 more than a chosen opponent's printed gold value
    Script(
        "04039",
        abilities=(
            Ability(
                "when_revealed",
                "choose an opponent: X is 2 higher than that player's printed gold value",
                _harvest_income,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Exchange of Information: your top 10 revealed; the opponent picks one of each type
    Script(
        "11020",
        abilities=(
            Ability(
                "when_revealed",
                "reveal your top 10: the opponent picks one card of each type for your hand",
                _exchange,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Nightmares: a character or location's printed text box is blank until the phase ends
    Script(
        "02099",
        abilities=(
            Ability(
                "action",
                "treat a character or location's printed text box as blank this phase",
                effects.lasting("blank", until="phase", target="targets"),
                targets=(
                    choose(card_test(type=("character", "location")), "a character or location"),
                ),
            ),
        ),
    ),
    # Late Summer Feast: after you win a challenge, the losing opponent may draw 1 card
    Script(
        "06020",
        abilities=(
            Ability(
                "forced",
                "after you win a challenge, the losing opponent may draw 1 card",
                _loser_may_draw,
                trigger=on.won_challenge(),
                choices=("draw", "decline"),
            ),
        ),
    ),
    # Valar Morghulis: when revealed, kill each character
    Script(
        "04080",
        abilities=(Ability("when_revealed", "kill each character", _kill_each_character),),
    ),
    # Trading with the Pentoshi: when revealed, each opponent gains 3 gold
    Script(
        "02039",
        abilities=(Ability("when_revealed", "each opponent gains 3 gold", _each_opponent_gains_3),),
    ),
    # The First Snow of Winter: after the challenges phase begins, characters with printed
    # cost 3 or lower return to their owners' hands
    Script(
        "02079",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, return each cost 3 or lower character",
                _return_cheap_characters,
                trigger=on.happened("phase_began", phase="challenges"),
            ),
        ),
    ),
    # Winter Festival: when the challenges phase ends, with no Summer plot revealed, 2 power
    Script(
        "04040",
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, if no Summer plot is revealed, gain 2 power",
                effects.gain_power_faction(2),
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_no_summer_plot,
            ),
        ),
    ),
    # Syrio Forel: stealth; a character gains a [military] icon and stealth this phase
    Script(
        "02037",
        abilities=(
            Ability(
                "action",
                "a character gains a military icon and stealth until the end of the phase",
                effects.both(
                    effects.on_targets("icon", icon="military", until="phase"),
                    effects.on_targets("keyword", keyword="stealth", until="phase"),
                ),
                phase="challenges",
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Wildling Scout: sacrifice it: a character gains stealth until the end of the phase
    Script(
        "02078",
        abilities=(
            Ability(
                "action",
                "sacrifice Wildling Scout: a character gains stealth until the end of the phase",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                costs=(costs.sacrifice_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # Isle of Ravens: kneel it: a card in any discard pile is shuffled into its owner's deck
    Script(
        "04078",
        abilities=(
            Ability(
                "action",
                "kneel: shuffle a card from any discard pile into its owner's deck",
                effects.on_targets("shuffle_into_deck"),
                costs=(costs.kneel_self(),),
                targets=(Target(_in_a_discard_pile, what="a card in a discard pile"),),
            ),
        ),
    ),
    # The Lord of the Crossing: your first challenge each phase -1 STR to your participants,
    # the third +2 STR, and winning the third gains 1 power for your faction
    Script(
        "02060",
        constants=(constants.constant("str", _crossing_str),),
        abilities=(
            Ability(
                "forced",
                "if you win the third challenge you initiate, gain 1 power for your faction",
                effects.gain_power_faction(1),
                trigger=_won_the_third_challenge,
            ),
        ),
    ),
)
