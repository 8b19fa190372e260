"""The Houses of Thorns, House Tyrell: Mace Tyrell (09001, removed from the game until the next
phase), Emissary of the Hightower (09011, an event played from the discard pile) and Hidden
Thorns (09024, an event that returns to hand). Each script quotes at most a phrase of its
card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

_ANOTHER_TYRELL = card_test(type="character", controller="you", faction="tyrell", other=True)


def _tyrell_entered_under_you(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [tyrell] character enters play under your control"."""
    return (
        h.kind == "entered_play"
        and h.seat == use.seat
        and h.card is not None
        and st.cards[h.card].card.type == "character"
        and st.cards[h.card].card.faction == "tyrell"
    )


def _away_until_next_phase(st: GameState, use: Use) -> list[Prim]:
    """Remove the chosen character from the game "until the beginning of the next phase":
    a lasting ``return_to_play`` on the seat, named by the card, puts it back into play
    (under its owner's control) as the next phase begins."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(
            primitives.lasting("return_to_play", "next_phase", seat=SEATS[use.seat], name=cid)
        )
        found.append(primitives.remove_from_game(cid))
    return found


_EVENT_IN_YOUR_DISCARD = card_test(type="event", controller="you", zone="discard")


def _playable_from_discard(st: GameState, use: Use) -> list[Prim]:
    """ "Until the end of the phase, you may play that event as if it were in your hand"; the
    framework removes it from the game when played so (``cardtext.lasting.event_destination``)."""
    return [
        primitives.lasting("play_from", "phase", seat=SEATS[use.seat], name=cid)
        for cid in use.targets
    ]


def _controls_queen_of_thorns(st: GameState, seat: int) -> bool:
    return any(
        st.cards[cid].card.name == "The Queen of Thorns" and st.cards[cid].controller == seat
        for cid in st.players[seat].in_play
    )


def _hidden_thorns(st: GameState, use: Use) -> list[Prim]:
    """The losing opponent chooses and discards 2 cards from hand (stated as ``discard``
    primitives; offered: the first two). Then ([R-THEN-1]: both discarded), with The Queen of
    Thorns, the event returns to its owner's hand instead of the discard pile (lasting
    ``event_to`` named ``hand``, used as the event is placed)."""
    loser = use.answers.get("loser") if use.answers is not None else None
    if loser is None:
        return []
    hand = st.players[loser].hand
    due = min(2, len(hand))
    chosen = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not chosen:
        use.extra["chance"] = True  # the opponent's choice is stated in the offer
        chosen = hand[:due]
    if len(chosen) != due or len(set(chosen)) != due or not set(chosen) <= set(hand):
        raise RuleError(
            "R-EFFECT-1", f"the losing opponent discards {due} card(s) of his or her hand (discard)"
        )
    found: list[Prim] = [primitives.discard(cid) for cid in chosen]
    if due == 2 and _controls_queen_of_thorns(st, use.seat):
        found.append(primitives.lasting("event_to", "phase", seat=SEATS[use.seat], name="hand"))
    return found


register(
    # Mace Tyrell: pay 1 gold to gain 1 power after a Tyrell character enters play under your
    # control; kneel the faction card to remove another Tyrell character until the next phase
    Script(
        "09001",
        abilities=(
            Ability(
                "reaction",
                "after a Tyrell character enters play under your control, pay 1: 1 power",
                effects.gain_power_self(1),
                trigger=_tyrell_entered_under_you,
                costs=(costs.pay_gold(1),),
                limit=Limit(1, "phase"),
            ),
            Ability(
                "action",
                "kneel your faction card: remove another Tyrell character until the next phase",
                _away_until_next_phase,
                costs=(costs.kneel_faction(),),
                targets=(choose(_ANOTHER_TYRELL, "another Tyrell character you control"),),
            ),
        ),
    ),
    # Emissary of the Hightower: ambush (framework); entering play, an event of the discard
    # pile may be played this phase, then is removed from the game
    Script(
        "09011",
        abilities=(
            Ability(
                "reaction",
                "after Emissary enters play, an event in your discard pile may be played this "
                "phase",
                _playable_from_discard,
                trigger=on.entered_play(),
                targets=(choose(_EVENT_IN_YOUR_DISCARD, "an event in your discard pile"),),
            ),
        ),
    ),
    # Hidden Thorns: after an [intrigue] win by 5, the loser discards 2 cards from hand; with
    # The Queen of Thorns, back to hand
    Script(
        "09024",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge by 5, the loser discards 2 cards from hand",
                _hidden_thorns,
                trigger=on.won_challenge("intrigue", margin=5),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
