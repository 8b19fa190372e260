"""The uses of scripted abilities the engine offers (simulator, legal-options API, tracker).

``offers(st, seat, source, kind)`` lists the ability-event fields of every use the card's text
allows now: targets from the cards meeting each requirement, the costs the text names, the
chance outcomes drawn from the state (the top of the deck), and the effects the replay will
derive. Each offer is checked with the replay's own ``verify.check`` on a copy-free dry run,
so an offer is never one the replay refuses.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, islice
from typing import Any

from engine.game.cardtext import verify
from engine.game.cardtext.lasting import event_cost, playable_event
from engine.game.cardtext.model import Ability, Prim, Script, Use
from engine.game.framework.flow import ACTION_WINDOWS
from engine.game.logformat.events import Ability as AbilityEvent
from engine.game.logformat.log import SEATS
from engine.game.logformat.readers import event_as
from engine.game.play.abilities import ABILITY
from engine.game.state.fork import fork
from engine.game.state.model import GameState, RuleError, iter_in_play

_MAX_OFFERS = 12  # per ability: enough variety for a random player, cheap to list


def offers(st: GameState, seat: int, source: str, kind: str) -> list[dict[str, Any]]:
    script = verify.scripted(st, source)
    if script is None:
        return []
    found: list[dict[str, Any]] = []
    for index, ability in enumerate(script.abilities, start=1):
        # a "would" interrupt answers a leave-play about to happen, which the engine does
        # not foresee: it is not offered (a log may still use it, checked by
        # engine.game.state.saves)
        if ability.kind == kind and not ability.would:
            found += _ability_offers(st, seat, source, script, index, ability)
    return found


def _ability_offers(
    st: GameState, seat: int, source: str, script: Script, index: int, ability: Ability
) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    if ability.would:  # a save must come right before a leave-play: not offered at random
        return found
    if ability.kind in ("reaction", "interrupt") and ability.trigger is not None:
        probe = Use(seat, source, ability, index, [], [], None, None, offering=True)
        if not any(ability.trigger(st, probe, h) for h in st.happened):
            return found  # nothing it answers is open: no targets to list (the common case)
    opponents = tuple(p.key for p in st.players if p.index != seat and not p.eliminated)
    # no named choice in the text: none, else an opponent's seat ("choose an opponent")
    for choices in (ability.choices or (None,), () if ability.choices else opponents):
        for targets in _target_sets(st, seat, source, ability, index):
            for choice in choices:
                use = Use(seat, source, ability, index, targets, [], choice, None, offering=True)
                use.extra["host"] = st.cards[source].host
                fields = _fields(st, use, script)
                if fields is not None:
                    found.append(fields)
                if len(found) >= _MAX_OFFERS:
                    return found
        if found:
            return found
    return found


def _target_sets(
    st: GameState, seat: int, source: str, ability: Ability, index: int
) -> list[list[str]]:
    sets: list[list[str]] = [[]]
    probe = Use(seat, source, ability, index, [], [], None, None, offering=True)
    for spec in ability.targets:
        pool = verify.candidates(st, probe, spec)
        count = min(spec.high, len(pool))
        if count < spec.low:
            return [[]] if ability.kind in ("when_revealed", "forced") else []
        picks = _each_players(st, pool, spec.high)  # first: few, and kept by the cut below
        # the first few combinations only: a pool of a whole table's hands has millions
        picks += [list(c) for c in islice(combinations(pool, count), _MAX_OFFERS)]
        sets = [s + p for s in sets for p in picks if not set(s) & set(p)][:_MAX_OFFERS]
    return sets


def _each_players(st: GameState, pool: list[str], high: int) -> list[list[str]]:
    """ "Each player chooses ... he or she controls": one, and up to three, of each player's
    candidates."""
    if high < 2:
        return []
    mine = [[c for c in pool if _controller(st, c) == p.index] for p in st.players]
    picks = [[c for cards in mine for c in cards[:n]] for n in (1, 3)]
    return [pick for pick in picks if len(pick) <= high]


def _controller(st: GameState, cid: str) -> int | None:
    """Who controls a candidate: a card's controller, a faction card's player."""
    if cid.endswith(":faction"):
        return next((p.index for p in st.players if p.key == cid[0]), None)
    return st.cards[cid].controller if cid in st.cards else None


def _fields(st: GameState, use: Use, script: Script) -> dict[str, Any] | None:
    """The event fields of one use, or None when the replay would refuse it."""
    costs: list[Prim] = []
    try:
        for cost in use.ability.costs:
            costs += cost.expect(st, use, [])
    except RuleError:
        return None  # a cost with a choice among cards: not offered yet
    if playable_event(st, use.seat, use.source):
        gold = event_cost(st, use.seat, st.cards[use.source].card)  # after cost changes
        if gold > st.players[use.seat].gold:
            return None  # the event's cost cannot be paid ([R-ABIL-8])
        if gold:
            costs.append({"op": "spend_gold", "seat": SEATS[use.seat], "amount": gold})
    fields: dict[str, Any] = {"source": use.source, "kind": use.ability.kind}
    if len(script.abilities) > 1:
        fields["ability"] = use.index
    if costs:
        fields["costs"] = costs
    if use.targets:
        fields["targets"] = list(use.targets)
    if use.choice is not None:
        fields["choice"] = use.choice
    event = {"seq": st.seq + 1, "type": "ability", "seat": SEATS[use.seat]}
    try:
        checked = verify.check(st, event_as(AbilityEvent, {**event, **fields}), use.seat, script)
        checked.offering = True
        derived = checked.ability.effect(st, checked)
        if any(p["op"] == "draw" for p in derived) or checked.extra.get("chance"):
            # chance outcomes are stated in the log
            fields["effects"] = derived
        # the whole event on a copy, as the replay checks and applies it: costs paid,
        # effects possible
        work, full = fork(st), event_as(AbilityEvent, {**event, **fields})
        ABILITY.check(work, full)
        ABILITY.apply(work, full)
    except RuleError:
        return None
    if _reads_outcomes(st, checked):  # chance outcomes (cards drawn ...) are stated
        fields["effects"] = derived
    return fields


def _reads_outcomes(st: GameState, use: Use) -> bool:
    """Whether the effect needs chance outcomes from the log (a draw, a random discard, the
    cards looked at): derived without them, it is refused."""
    try:
        use.ability.effect(st, replace(use, offering=False, stated=None))
    except RuleError:
        return True
    return False


def ability_offers(st: GameState) -> list[tuple[int, dict[str, Any]]]:
    """Every scripted ability usable now, as (seat, event fields): a forced ability that is
    due (then nothing else), the reactions and interrupts to what just happened, and the
    actions of an action window ([R-ACTION-1], [R-REACTION-3])."""
    if st.over:
        return []  # nothing is used after the game ended ([R-WIN-2])
    if st.forced_due:
        source, index = st.forced_due[0]
        seat = _user(st, source)
        script = verify.scripted(st, source)
        kind = script.abilities[index - 1].kind if script else "forced"  # or a When Revealed
        return [(seat, f) for f in offers(st, seat, source, kind) if f.get("ability", 1) == index]
    found: list[tuple[int, dict[str, Any]]] = []
    kinds: tuple[str, ...] = ("reaction", "interrupt") if st.happened else ()
    if st.step in ACTION_WINDOWS:
        kinds += ("action",)
    if not kinds:
        return []
    for player in st.players:
        if player.eliminated:  # (melee) out of the game ([R-ELIM-1])
            continue
        for source in _sources(st, player.index):
            for kind in kinds:
                found += [(player.index, f) for f in offers(st, player.index, source, kind)]
    return found


def _user(st: GameState, source: str) -> int:
    inst = st.cards[source]
    return inst.controller if inst.zone in ("play", "plot", "agenda") else inst.owner


def _sources(st: GameState, seat: int) -> list[str]:
    """The player's cards whose triggered abilities may be used: in play, the revealed plot,
    the agenda, and the events in hand (or playable from the discard pile)."""
    player = st.players[seat]
    found = [i.id for i in iter_in_play(st) if i.controller == seat]
    found += [c for c in (player.revealed, player.agenda) if c is not None]
    found += [c for c in player.hand if st.cards[c].card.type == "event"]
    found += [c for c in player.discard if playable_event(st, seat, c)]  # "as if in hand"
    return [c for c in found if verify.scripted(st, c) is not None]
