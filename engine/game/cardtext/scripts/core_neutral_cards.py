"""Core Set, neutral non-plot cards (01028-01045). Each script quotes at most a phrase of its
card. The Iron Throne (01038) and The Roseroad (01040) need no script: the framework reads
their whole text (dominance STR, plot modifiers, limited)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Spec,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cancels import an_opponents_event, cancel_interrupt
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState

_MAX_1_PER_CHALLENGE = Limit(1, "challenge", by_title=True)
_WON_MILITARY_BY_5_ATTACKING = on.won_challenge("military", attacking=True, margin=5)


def of_losing_opponent(spec: Spec, what: str) -> Target:
    """ "Choose <spec> controlled by the losing opponent" (of the challenge the ability
    answers)."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        loser = None if use.answers is None else use.answers.get("loser")
        return spec(st, use.seat, use.source, cid) and st.cards[cid].controller == loser

    return Target(test, 1, 1, what)


def _attached_kneeling(st: GameState, use: Use) -> str | None:
    """An ability that stands attached character changes nothing while it stands
    ([R-ABIL-8])."""
    host = st.cards[use.source].host
    return None if host is not None and st.cards[host].kneeling else "attached character stands"


def _discard_each_character(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.discard(cid)
        for p in st.players
        for cid in p.in_play
        if st.cards[cid].card.type == "character"
    ]


def _pay_x_printed_cost() -> Cost:
    """ "X is that event's printed cost": X gold, X read from the chosen event."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        chosen = [st.cards[c] for c in use.targets[:1] if c in st.cards]
        x = (chosen[0].card.cost or 0) if chosen else 0
        return [primitives.spend_gold(SEATS[use.seat], x)] if x else []

    return Cost(expect, "pay X gold, the event's printed cost")


def _poison(st: GameState, use: Use) -> list[Prim]:
    """Place a poison token; at the end of the phase, if it is still there, remove it and
    kill the character (the framework's ``kill_if_token`` lasting effect)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.token(cid, "poison", 1))
        found.append(primitives.lasting("kill_if_token", "phase", card=cid, name="poison"))
    return found


def _icon_attachment(code: str, icon: str) -> Script:
    """ "Attached character gains an [icon] icon"."""
    return Script(code, constants=(constants.on_attached("icon", icon),))


register(
    # Littlefinger: "After you marshal Littlefinger, draw 2 cards" (+1 Income: the framework)
    Script(
        "01028",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Littlefinger, draw 2 cards",
                effects.draw(2),
                trigger=on.entered_play(how="marshal"),
            ),
        ),
    ),
    # Varys: when the dominance phase ends, remove him from the game to discard each character
    Script(
        "01029",
        abilities=(
            Ability(
                "interrupt",
                "when the dominance phase ends, remove Varys from the game: discard each character",
                _discard_each_character,
                trigger=on.happened("phase_ended", phase="dominance"),
                costs=(costs.remove_self_from_game(),),
            ),
        ),
    ),
    # Rattleshirt's Raiders: after winning as an attacker, discard an attachment of the loser
    Script(
        "01030",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge it attacks in, discard an attachment of the loser",
                effects.on_targets("discard"),
                trigger=on.won_challenge(self_attacking=True),
                targets=(
                    of_losing_opponent(
                        card_test(type="attachment"),
                        "an attachment controlled by the losing opponent",
                    ),
                ),
            ),
        ),
    ),
    # Wildling Horde: kneel your faction card, a participating Wildling gets +2 STR
    Script(
        "01031",
        abilities=(
            Ability(
                "action",
                "kneel your faction card: a participating Wildling gets +2 STR",
                effects.on_targets("strength", amount=2, until="challenge"),
                phase="challenges",
                costs=(costs.kneel_faction(),),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="you",
                            traits=("Wildling",),
                            participating=True,
                        ),
                        "a participating Wildling character you control",
                    ),
                ),
            ),
        ),
    ),
    # Seal of the Hand: "Kneel Seal of the Hand to stand attached character"
    Script(
        "01032",
        abilities=(
            Ability(
                "action",
                "kneel Seal of the Hand to stand attached character",
                effects.on_attached("stand"),
                costs=(costs.kneel_self(),),
                condition=_attached_kneeling,
            ),
        ),
    ),
    # Bodyguard: when attached character would be killed or discarded, sacrifice to save it
    Script(
        "01033",
        abilities=(
            Ability(
                "interrupt",
                "sacrifice Bodyguard to save attached character",
                effects.on_attached("save"),
                costs=(costs.sacrifice_self(),),
                would=("killed", "discarded"),
            ),
        ),
    ),
    _icon_attachment("01034", "intrigue"),  # Little Bird
    # Milk of the Poppy: attached character's printed text box is blank (terminal: framework)
    Script("01035", constants=(constants.on_attached("blank"),)),
    _icon_attachment("01036", "power"),  # Noble Lineage
    _icon_attachment("01037", "military"),  # Syrio's Training
    # The Kingsroad: kneel and sacrifice, the next character costs 3 less (+1 Initiative: read)
    Script(
        "01039",
        abilities=(
            Ability(
                "action",
                "kneel and sacrifice The Kingsroad: the next character costs 3 less",
                effects.reduce_next_cost(3, "character"),
                phase="marshaling",
                costs=(costs.kneel_self(), costs.sacrifice_self()),
            ),
        ),
    ),
    # Put to the Sword: won [military] by 5 as the attacker, kill a character of the loser
    Script(
        "01041",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge by 5 as the attacker, kill a character",
                effects.on_targets("kill"),
                trigger=_WON_MILITARY_BY_5_ATTACKING,
                targets=(
                    of_losing_opponent(
                        card_test(type="character"), "a character controlled by the losing opponent"
                    ),
                ),
                limit=_MAX_1_PER_CHALLENGE,
            ),
        ),
    ),
    # Put to the Torch: won [military] by 5 as the attacker, discard a location of the loser
    Script(
        "01042",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge by 5 as the attacker, discard a location",
                effects.on_targets("discard"),
                trigger=_WON_MILITARY_BY_5_ATTACKING,
                targets=(
                    of_losing_opponent(
                        card_test(type="location"), "a location controlled by the losing opponent"
                    ),
                ),
                limit=_MAX_1_PER_CHALLENGE,
            ),
        ),
    ),
    # Tears of Lys: won [intrigue] attacking, poison a character without [intrigue] of the loser
    Script(
        "01044",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge attacking, poison a character of the loser",
                _poison,
                trigger=on.won_challenge("intrigue", attacking=True),
                targets=(
                    of_losing_opponent(
                        card_test(type="character", without_icon="intrigue"),
                        "a character without an intrigue icon controlled by the losing opponent",
                    ),
                ),
                limit=_MAX_1_PER_CHALLENGE,
            ),
        ),
    ),
    # The Hand's Judgment: cancel the effects of an opponent's event (X: its printed cost)
    Script(
        "01045",
        abilities=(
            cancel_interrupt(
                "cancel the effects of an opponent's event",
                an_opponents_event(),
                costs=(_pay_x_printed_cost(),),
            ),
        ),
    ),
    # Superior Claim: won a [power] challenge by 5, gain 2 power for your faction
    Script(
        "01043",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge by 5 STR, gain 2 power for your faction",
                effects.gain_power_faction(2),
                trigger=on.won_challenge("power", margin=5),
                limit=_MAX_1_PER_CHALLENGE,
            ),
        ),
    ),
)
