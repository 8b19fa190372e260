"""Triggering conditions, as printed: "After you win a [power] challenge", "After X enters play".

Each builder returns a ``TriggerFn`` over the ``Happening`` values the framework records
(``engine.game.state.effects.happen``; the kinds are listed in docs/match-log.md, "Card text").
"""

from __future__ import annotations

from engine.game.cardtext.model import Target, TriggerFn, Use, answering
from engine.game.cardtext.vocab.cards import Spec
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _participants(h: Happening) -> tuple[str, ...]:
    return tuple(h.get("attackers", ())) + tuple(h.get("defenders", ()))


def won_challenge(
    ctype: str | tuple[str, ...] | None = None,
    *,
    attacking: bool | None = None,
    margin: int = 0,
    unopposed: bool | None = None,
    self_participating: bool = False,
    self_attacking: bool = False,
    attached_participating: bool = False,
    participant: Spec | None = None,
) -> TriggerFn:
    """ "After you win a [type] challenge (as the attacking player) (by 5 or more STR) ..."."""
    return _challenge(
        True,
        ctype,
        attacking,
        margin,
        unopposed,
        self_participating,
        self_attacking,
        attached_participating,
        participant,
    )


def lost_challenge(
    ctype: str | tuple[str, ...] | None = None,
    *,
    defending: bool | None = None,
    unopposed: bool | None = None,
    self_participating: bool = False,
) -> TriggerFn:
    """ "After you lose a challenge (as the defending player) ..."."""
    attacking = None if defending is None else not defending
    return _challenge(False, ctype, attacking, 0, unopposed, self_participating, False, False, None)


def _challenge(
    won: bool,
    ctype: str | tuple[str, ...] | None,
    attacking: bool | None,
    margin: int,
    unopposed: bool | None,
    self_participating: bool,
    self_attacking: bool,
    attached_participating: bool,
    participant: Spec | None,
) -> TriggerFn:
    types = (ctype,) if isinstance(ctype, str) else ctype

    @answering("challenge_won")
    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind != "challenge_won":
            return False
        side = h.get("winner") if won else h.get("loser")
        if side != use.seat:
            return False
        if types is not None and h.get("type") not in types:
            return False
        if attacking is not None and (h.get("attacker") == use.seat) != attacking:
            return False
        if margin and h.get("margin", 0) < margin:
            return False
        if unopposed is not None and h.get("unopposed") != unopposed:
            return False
        host = st.cards[use.source].host
        if self_participating and use.source not in _participants(h):
            return False
        if self_attacking and use.source not in h.get("attackers", ()):
            return False
        if attached_participating and host not in _participants(h):
            return False
        return participant is None or any(
            participant(st, use.seat, use.source, cid) for cid in _participants(h)
        )

    return test


def entered_play(
    *, self_only: bool = True, how: str | None = None, during: str | None = None
) -> TriggerFn:
    """ "After X enters play (using ambush) (during a challenge)"; ``how`` "marshal" reads
    "After you marshal X"."""

    @answering("entered_play")
    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind != "entered_play" or (self_only and h.card != use.source):
            return False
        if how is not None and h.get("how") != how:
            return False
        if during == "challenge" and not h.get("during_challenge"):
            return False
        return during not in ("challenges",) or h.get("phase") == "challenges"

    return test


def happened(kind: str, *, yours: bool | None = None, **data: object) -> TriggerFn:
    """A happening of ``kind`` with these details ("After you win dominance":
    ``happened("dominance_won", yours=True)``; "After the dominance phase begins":
    ``happened("phase_began", phase="dominance")``)."""

    @answering(kind)
    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind != kind:
            return False
        if yours is not None and (h.seat == use.seat) != yours:
            return False
        return all(h.get(k) == v for k, v in data.items())

    return test


def self_happened(kind: str, **data: object) -> TriggerFn:
    """A happening of ``kind`` to the card bearing the text ("When X is killed")."""

    @answering(kind)
    def test(st: GameState, use: Use, h: Happening) -> bool:
        return (
            h.kind == kind and h.card == use.source and all(h.get(k) == v for k, v in data.items())
        )

    return test


def card_happened(kind: str, spec: Spec) -> TriggerFn:
    """A happening of ``kind`` to a card meeting ``spec`` (checked where the card is now:
    give ``spec`` the zone, e.g. the dead pile for "After a Lord character is killed")."""

    @answering(kind)
    def test(st: GameState, use: Use, h: Happening) -> bool:
        return h.kind == kind and h.card is not None and spec(st, use.seat, use.source, h.card)

    return test


def initiated_against_you(ctype: str | tuple[str, ...] | None = None) -> TriggerFn:
    """ "After a [type] challenge is initiated against you": the user is the defending
    player of the challenge just initiated."""
    types = (ctype,) if isinstance(ctype, str) else ctype

    @answering("challenge_initiated")
    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind != "challenge_initiated" or h.get("defender") != use.seat:
            return False
        return types is None or h.get("type") in types

    return test


def you_marshaled(spec: Spec) -> TriggerFn:
    """ "After you marshal a <spec> card" (a Smuggler character, a Builder character)."""

    @answering("entered_play")
    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind != "entered_play" or h.get("how") != "marshal" or h.seat != use.seat:
            return False
        return h.card is not None and spec(st, use.seat, use.source, h.card)

    return test


def attached_happened(kind: str) -> TriggerFn:
    """A happening of ``kind`` to the character the attachment bearing the text is attached
    to ("After attached character stands")."""

    @answering(kind)
    def test(st: GameState, use: Use, h: Happening) -> bool:
        return h.kind == kind and h.card is not None and h.card == st.cards[use.source].host

    return test


def open_answer(st: GameState, use: Use) -> Happening | None:
    """The triggering condition a reaction's use answers: ``use.answers`` once checked, else
    (a probe listing the candidates of its targets, ``engine.game.play.offers``) the first
    open happening its trigger matches, so that "that character" is known when the engine
    offers the use (Joffrey Baratheon, Roose Bolton)."""
    if use.answers is not None:
        return use.answers
    trigger = use.ability.trigger
    if trigger is None:
        return None
    return next((h for h in st.happened if trigger(st, use, h)), None)


@answering("bypassed")
def self_bypassed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After <this character> bypasses a character using stealth": the ``bypassed``
    happening (card: the character bypassed) by the card bearing the text."""
    return h.kind == "bypassed" and h.get("by") == use.source


def plot_revealed_with(trait: str) -> TriggerFn:
    """ "After a <Trait> plot card is revealed" (any player's; its Traits as card text leaves
    them now: Ser Robar Royce's Summer and Winter)."""

    @answering("plot_revealed")
    def test(st: GameState, use: Use, h: Happening) -> bool:
        return h.kind == "plot_revealed" and h.card is not None and has_trait(st, h.card, trait)

    return test


def won_with_attacking(trait: str) -> TriggerFn:
    """ "After you win a challenge in which you control an attacking <Trait> character"
    (Scaling the Wall): one of the challenge's attackers, still in play under the user's
    control, has the Trait now."""

    @answering("challenge_won")
    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind != "challenge_won" or h.get("winner") != use.seat:
            return False
        return any(
            st.cards[cid].zone == "play"
            and st.cards[cid].controller == use.seat
            and has_trait(st, cid, trait)
            for cid in h.get("attackers", ())
        )

    return test


def losers_location(
    what: str = "a non-limited location controlled by the losing opponent",
) -> Target:
    """ "Choose a non-limited location controlled by the losing opponent" (the challenge
    the reaction answers: ``open_answer``; Scaling the Wall, Raiding the Bay of Ice)."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        inst = st.cards[cid]
        h = open_answer(st, use)
        if h is None or inst.zone != "play" or inst.card.type != "location":
            return False
        return inst.controller == h.get("loser") and not inst.card.keywords.limited

    return Target(test, what=what)


def lost_challenge_by(ctype: str | tuple[str, ...] | None, margin: int) -> TriggerFn:
    """ "After you lose a [type] challenge by N or more STR" (Kingsgrave)."""
    return _challenge(False, ctype, None, margin, None, False, False, False, None)
