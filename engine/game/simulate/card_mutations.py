"""Corruptions of card text in a valid log: each must be caught at the mutated event.

One kind per way a log can misstate a card: the trigger, the phase, the cost, a target, the
limit, the effect, a forced ability's choice left out, and a constant ability ignored (a STR
total stated without it). They use the scripts (``engine.game.cardtext``) only to find
places; the replay's verdict is the judge (``mutations.classify``).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from engine.game.cardtext import verify
from engine.game.cardtext.model import Ability, Script, Use
from engine.game.cardtext.registry import script_for
from engine.game.data.cards import CardDB
from engine.game.framework import flow
from engine.game.logformat.events import Ability as AbilityEvent
from engine.game.logformat.readers import event_as
from engine.game.simulate.mutations import Event, Mutant, renumber, state_at
from engine.game.state import effects
from engine.game.state.model import SEAT_INDEX, GameState

Mutator = Callable[[dict[str, Any], CardDB, random.Random], Mutant | None]


def _scripted(log: dict[str, Any], db: CardDB, test: Callable[[Event, Script], bool]) -> list[int]:
    """Seqs of ability events of scripted cards passing ``test``."""
    found = []
    for ev in log["events"]:
        if ev["type"] != "ability" or ev["source"].endswith(":faction"):
            continue
        code = ev["source"].split(":")[1].split("#")[0] if "#" in ev["source"] else None
        script = script_for(code) if code else None
        if script is not None and test(ev, script):
            found.append(ev["seq"])
    return found


def _ability(ev: Event, script: Script) -> Ability:
    """The ability an event uses: the one it names, else the first of its kind."""
    if "ability" in ev:
        index: int = ev["ability"]
        return script.abilities[index - 1]
    return next(a for a in script.abilities if a.kind == ev["kind"])


def cost_unpaid(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A scripted ability's costs left out ([R-COST-2])."""
    seqs = _scripted(log, db, lambda ev, s: bool(_ability(ev, s).costs) and "costs" in ev)
    if not seqs:
        return None
    seq, events = rng.choice(seqs), copy.deepcopy(log["events"])
    del events[seq - 1]["costs"]
    return Mutant("cost_unpaid", events, seq, "an ability's cost not paid")


def forged_effect(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """An effect the card does not have stated: 3 power for the faction ([R-EFFECT-1])."""
    seqs = _scripted(log, db, lambda ev, s: True)
    if not seqs:
        return None
    seq, events = rng.choice(seqs), copy.deepcopy(log["events"])
    ev = events[seq - 1]
    forged = {"op": "gain_power", "seat": ev["seat"], "amount": 3}
    ev["effects"] = [*ev.get("effects", []), forged]
    return Mutant("forged_effect", events, seq, "an effect the text does not have")


def target_outside_text(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A chosen target swapped for a card the text does not allow ([R-TARGET-1])."""
    seqs = _scripted(log, db, lambda ev, s: bool(ev.get("targets")))
    rng.shuffle(seqs)
    for seq in seqs[:4]:
        st = state_at(log, db, seq)
        ev = log["events"][seq - 1]
        script = verify.scripted(st, ev["source"])
        assert script is not None
        ability = _ability(ev, script)
        spec = ability.targets[0]
        use = Use(SEAT_INDEX[ev["seat"]], ev["source"], ability, 1, [], [], None, None)
        wrong = sorted(c for c in st.cards if c not in ev["targets"] and not spec.test(st, use, c))
        if wrong:
            events = copy.deepcopy(log["events"])
            events[seq - 1]["targets"][0] = rng.choice(wrong)
            return Mutant("target_outside_text", events, seq, "a target the text does not allow")
    return None


def limit_exceeded(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A limited ability used once more than its limit, right after its last allowed use
    ([R-LIMIT-1], or its cost or trigger is spent: [R-ABIL-8], [R-REACTION-2])."""
    seqs = _scripted(log, db, lambda ev, s: _ability(ev, s).limit is not None)
    if not seqs:
        return None
    seq = rng.choice(seqs)
    events = copy.deepcopy(log["events"])
    ability = _ability(events[seq - 1], _script_of(events[seq - 1]))
    assert ability.limit is not None
    # a triggered ability answers its trigger once ([R-REACTION-2]): its first copy is refused;
    # an action, once the uses of its period (this one and any before it) reach the limit
    times = 1
    if ability.trigger is None:
        st, ev = state_at(log, db, seq), events[seq - 1]
        script = _script_of(ev)
        assert script is not None
        use = verify.check(st, event_as(AbilityEvent, ev), SEAT_INDEX[ev["seat"]], script)
        times = ability.limit.times - verify.uses_in_period(st, use)
    copies = [copy.deepcopy(events[seq - 1]) for _ in range(times)]
    for extra in copies:
        extra.pop("at", None)
    events[seq:seq] = copies
    return Mutant("limit_exceeded", renumber(events), seq + times, "an ability over its limit")


def wrong_trigger(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A reaction logged at the step after its triggering condition, whose window has closed
    ([R-REACTION-3], [R-REACTION-5])."""
    seqs = _scripted(log, db, lambda ev, s: ev["kind"] in ("reaction", "interrupt"))
    rng.shuffle(seqs)
    for seq in seqs[:4]:
        st, ev = state_at(log, db, seq), log["events"][seq - 1]
        placed = ev.get("at")
        while placed is not None and st.step != placed and flow.blocking(st) is None:
            flow.leave_step(st)  # from where the event was placed (its window) ...
        if flow.blocking(st) is not None or st.step == "F-AW-7":
            continue
        before = st.step
        flow.leave_step(st)  # ... to the step after it
        if st.step == before:  # the next player's marshaling: "at" names the same step
            continue
        script = verify.scripted(st, ev["source"])
        if script is None or verify.trigger_open(st, event_as(AbilityEvent, ev), script):
            continue  # the same kind of thing happened again there: still a legal use
        events = copy.deepcopy(log["events"])
        events[seq - 1]["at"] = st.step
        return Mutant("wrong_trigger", events, seq, "a reaction after its window closed")
    return None


def wrong_phase(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A phase action ("Marshaling Action:") taken again in the draw phase's action window
    of a later round, while its card is in play ([R-ACTION-2])."""
    seqs = _scripted(log, db, lambda ev, s: _ability(ev, s).phase not in (None, "draw"))
    rng.shuffle(seqs)
    draws = [ev["seq"] for ev in log["events"] if ev["type"] == "draw"]
    for seq in seqs[:4]:
        ev = log["events"][seq - 1]
        later = [d for d in draws if d > seq]
        for after in later[-6:]:
            st = state_at(log, db, after + 1) if after < len(log["events"]) else None
            if st is None or st.phase != "draw" or st.step not in ("F-2.2", "F-AW-2"):
                continue
            if st.cards[ev["source"]].zone != "play":
                continue
            events = copy.deepcopy(log["events"])
            extra = {**copy.deepcopy(ev), "at": "F-AW-2"}
            extra.pop("effects", None)
            events.insert(after, extra)
            return Mutant("wrong_phase", renumber(events), after + 1, "an action out of phase")
    return None


def forced_choice_left_out(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A forced ability that needs a choice left out of the log: the next event is refused
    ([R-FORCED-1])."""
    seqs = _scripted(log, db, lambda ev, s: ev["kind"] == "forced" and bool(ev.get("targets")))
    seqs = [s for s in seqs if s < len(log["events"])]
    if not seqs:
        return None
    seq, events = rng.choice(seqs), copy.deepcopy(log["events"])
    del events[seq - 1]
    return Mutant("forced_choice_left_out", renumber(events), seq, "a forced choice left out")


def constant_ignored(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A challenge's STR stated without the constant abilities that changed it ([F-4.2.2])."""
    seqs = [ev["seq"] for ev in log["events"] if ev["type"] == "challenge_result"]
    rng.shuffle(seqs)
    for seq in seqs:
        st = state_at(log, db, seq)
        ch = st.challenge
        if ch is None or not ch.resolved:
            continue
        bonus = _text_strength(st, ch.attackers)
        if bonus:
            events = copy.deepcopy(log["events"])
            events[seq - 1]["attacker_str"] = ch.attacker_str - bonus
            return Mutant("constant_ignored", events, seq, "STR stated without card text")
    return None


def _text_strength(st: GameState, ids: list[str]) -> int:
    return sum(effects.total(st, "str", cid) for cid in ids)


def _script_of(ev: Event) -> Script:
    script = script_for(ev["source"].split(":")[1].split("#")[0])
    assert script is not None
    return script


CARD_MUTATORS: dict[str, Mutator] = {
    "wrong_trigger": wrong_trigger,
    "wrong_phase": wrong_phase,
    "cost_unpaid": cost_unpaid,
    "target_outside_text": target_outside_text,
    "limit_exceeded": limit_exceeded,
    "forged_effect": forged_effect,
    "forced_choice_left_out": forced_choice_left_out,
    "constant_ignored": constant_ignored,
}
