"""Constant abilities ([R-CONST-1..4]), as printed: "X gets +1 STR for each ...",
"Attached character gains a [power] icon", "You may initiate an additional [military]
challenge". Each builder returns a ``Constant`` whose contributions the engine reads whenever
it needs STR, icons, keywords, plot values or a permission (``engine.game.state.effects``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.game.cardtext.model import Constant, ConstantFn, ConstantToFn
from engine.game.cardtext.vocab.cards import (
    Spec,
    any_in_play_matching,
    in_play_matching,
    is_in_play_matching,
)
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

Condition = Callable[[GameState, CardInst], bool]  # "While ...", "If ..." ([R-CONST-3])
Who = str | int | None  # what a contribution applies to: a card id or a seat
Amount = Callable[[GameState, CardInst], int]


def _always(st: GameState, inst: CardInst) -> bool:
    return True


def constant(
    kinds: str,
    contribute: Callable[[GameState, CardInst], list[Contribution]],
    contribute_to: ConstantToFn | None = None,
    names: str | None = None,
) -> Constant:
    """A constant ability written as plain Python (``kinds``: the contribution kinds it adds,
    space-separated; ``names``: every name its contributions can have, space-separated, when
    known; ``contribute_to``: see ``Constant``)."""
    return Constant(
        frozenset(kinds.split()),
        contribute,
        contribute_to=contribute_to,
        names=frozenset(names.split()) if names is not None else None,
    )


def on_host(
    kinds: str, contribute: Callable[[GameState, CardInst], list[Contribution]]
) -> Constant:
    """A constant ability written as plain Python whose every contribution applies to the
    card it is attached to ("Attached character gains ...")."""

    def to(st: GameState, inst: CardInst, target: Who) -> list[Contribution]:
        return contribute(st, inst) if target == inst.host else []

    return constant(kinds, contribute, to)


# The contributions the builders below made, by their fields: they are asked again after
# nearly every event and always give the same few values, and a Contribution is frozen (equal
# values, whether shared or not). Emptied when large (a long-running process).
_MADE: Final[dict[tuple[str, Who, int, str, str], Contribution]] = {}


def _made(kind: str, target: Who, value: int, name: str, source: str) -> Contribution:
    key = (kind, target, value, name, source)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) > 100_000:
            _MADE.clear()
        found = _MADE[key] = Contribution(kind, target, value, name, source)
    return found


def _built(kind: str, name: str, run: ConstantFn, to: ConstantToFn | None = None) -> Constant:
    """A constant of the builders below: one kind, one name."""
    return Constant(frozenset({kind}), run, contribute_to=to, names=frozenset({name}))


def on_self(
    kind: str, name: str = "", value: int | Amount = 1, when: Condition = _always
) -> Constant:
    """ "<this card> gets +N STR / gains an icon / gains a keyword" (while ``when``)."""

    def run(st: GameState, inst: CardInst) -> list[Contribution]:
        if not when(st, inst):
            return []
        amount = value(st, inst) if callable(value) else value
        return [_made(kind, inst.id, amount, name, inst.id)]

    def to(st: GameState, inst: CardInst, target: Who) -> list[Contribution]:
        return run(st, inst) if target == inst.id else []

    return _built(kind, name, run, to)


def on_attached(kind: str, name: str = "", value: int = 1, when: Condition = _always) -> Constant:
    """ "Attached character gets +N STR / gains ..." (while ``when``)."""

    def run(st: GameState, inst: CardInst) -> list[Contribution]:
        if inst.host is None or not when(st, inst):
            return []
        return [_made(kind, inst.host, value, name, inst.id)]

    def to(st: GameState, inst: CardInst, target: Who) -> list[Contribution]:
        return run(st, inst) if target == inst.host else []

    return _built(kind, name, run, to)


def on_each(
    kind: str, spec: Spec, name: str = "", value: int = 1, when: Condition = _always
) -> Constant:
    """ "Each <spec> gets +N STR / gains ..." for every card in play meeting ``spec``."""

    def run(st: GameState, inst: CardInst) -> list[Contribution]:
        if not when(st, inst):
            return []
        return [
            _made(kind, cid, value, name, inst.id)
            for cid in in_play_matching(st, spec, inst.controller, inst.id)
        ]

    def to(st: GameState, inst: CardInst, target: Who) -> list[Contribution]:
        if not is_in_play_matching(st, spec, inst.controller, inst.id, target):
            return []
        return [_made(kind, target, value, name, inst.id)] if when(st, inst) else []

    return _built(kind, name, run, to)


def for_controller(
    kind: str, name: str = "", value: int | Amount = 1, when: Condition = _always
) -> Constant:
    """A player-wide effect for the card's controller: "You may initiate an additional
    [military] challenge" (``for_controller("challenges", "military")``), "+1 claim"."""

    def run(st: GameState, inst: CardInst) -> list[Contribution]:
        if not when(st, inst):
            return []
        amount = value(st, inst) if callable(value) else value
        return [_made(kind, inst.controller, amount, name, inst.id)]

    def to(st: GameState, inst: CardInst, target: Who) -> list[Contribution]:
        return run(st, inst) if target == inst.controller else []

    return _built(kind, name, run, to)


def for_each_player(
    kind: str, name: str = "", value: int = 1, when: Condition = _always
) -> Constant:
    """A player-wide effect on every player ("Each player cannot ...")."""

    def run(st: GameState, inst: CardInst) -> list[Contribution]:
        if not when(st, inst):
            return []
        return [_made(kind, p.index, value, name, inst.id) for p in st.players]

    return _built(kind, name, run)


def count_in_play(spec: Spec) -> Amount:
    """ "for each <spec>" as an amount."""
    return lambda st, inst: len(in_play_matching(st, spec, inst.controller, inst.id))


def controls(spec: Spec) -> Condition:
    """ "While you control <spec>"."""
    return lambda st, inst: any_in_play_matching(st, spec, inst.controller, inst.id)


def controls_named(name: str) -> Condition:
    """ "While you control <name>" (a card title: "While you control Right")."""

    def test(st: GameState, inst: CardInst) -> bool:
        cards = st.cards
        return any(cards[cid].card.name == name for cid in st.players[inst.controller].in_play)

    return test


def attacking_alone(st: GameState, inst: CardInst) -> bool:
    """ "While X is attacking alone": X is the only character attacking (the declared
    attackers and those card text considers attacking); while the attackers are being
    declared, the only one declared, so that it may have stealth (The Knight)."""
    ch = st.challenge
    if ch is None:
        return st.declaring_attackers == (inst.id,)
    return ch.attacker == inst.controller and rules.attacking(st, ch) == [inst.id]


def controls_another(trait: str) -> Condition:
    """ "While you control another <Trait> character" (another Bloodrider, Wildling ...)."""
    return controls(Spec(type="character", controller="you", traits=(trait,), other=True))


def hand_cards_gain_ambush(trait: str, less: int = 0, card_type: str | None = None) -> Constant:
    """ "Each <Trait> card in your hand gains ambush (X). X is that card's printed cost." (The
    Wolfswood: Direwolf; Raider from Pyke: Weapon): an ``ambush`` contribution of value X on
    each such card in its controller's hand (printed Traits: the cards are out of play).
    ``less``: "X is 1 less than that card's printed cost" (Harmen Uller, at least 0);
    ``card_type``: only cards of that type ("Each Sand Snake character")."""

    def run(st: GameState, inst: CardInst) -> list[Contribution]:
        cards = st.cards
        return [
            _made("ambush", cid, max(0, (cards[cid].card.cost or 0) - less), "", inst.id)
            for cid in st.players[inst.controller].hand
            if cards[cid].card.has_trait(trait)
            and (card_type is None or cards[cid].card.type == card_type)
        ]

    return constant("ambush", run)


def on_named(kind: str, title: str, name: str = "", value: int = 1) -> Constant:
    """ "While you control <title>, she gets +N STR / gains ...": on each card of that title
    its controller controls (Septa Mordane)."""

    def run(st: GameState, inst: CardInst) -> list[Contribution]:
        cards = st.cards
        return [
            _made(kind, cid, value, name, inst.id)
            for cid in st.players[inst.controller].in_play
            if cards[cid].card.name == title
        ]

    def to(st: GameState, inst: CardInst, target: Who) -> list[Contribution]:
        card = st.cards.get(target) if isinstance(target, str) else None
        if (
            card is None
            or card.zone != "play"
            or card.controller != inst.controller
            or card.card.name != title
        ):
            return []
        return [_made(kind, target, value, name, inst.id)]

    return _built(kind, name, run, to)


def self_attacking(st: GameState, inst: CardInst) -> bool:
    """ "While <this card> is attacking": declared (or counted, ``rules.attacking``) as an
    attacker in the current challenge (River Runner, [F-4.2.1])."""
    ch = st.challenge
    return ch is not None and inst.id in rules.attacking(st, ch)


def controls_none(spec: Spec) -> Condition:
    """ "While you control no <spec>" ("no loyal characters": Anguy the Archer)."""
    return lambda st, inst: not any_in_play_matching(st, spec, inst.controller, inst.id)


def each_player_draws(amount: int) -> Constant:
    """ "Increase / Reduce the number of cards each player draws in the draw phase by N": a
    ``draw_count`` contribution per seat, read at [F-2.2] (Time of Plenty, Early Frost, The
    Shield Islands)."""

    def run(st: GameState, inst: CardInst) -> list[Contribution]:
        return [_made("draw_count", p.index, amount, "", inst.id) for p in st.players]

    return constant("draw_count", run)


def self_participating(st: GameState, inst: CardInst) -> bool:
    """ "While <this card> is participating in a challenge": attacking (``rules.attacking``)
    or defending in the current challenge (Hoster Tully)."""
    ch = st.challenge
    return ch is not None and (inst.id in ch.defenders or inst.id in rules.attacking(st, ch))
