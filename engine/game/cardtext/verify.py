"""An ``ability`` event from a scripted card, checked against the card's text.

``check`` finds the ability (its kind, and ``ability`` when the card has several), then checks
in the order of the initiation sequence ([R-INIT-1..5]): play restrictions and timing (the
phase of an action, the open triggering condition of a reaction, interrupt or forced ability),
the limit, the costs exactly as printed, the targets against the text. ``resolve`` then
computes the effects the text produces from the logged choices and chance outcomes, compares
them with the effects the log states (if any) and returns them for the replay to apply: the
state never follows a forged effect.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from engine.game.cardtext.immunity import immune_to
from engine.game.cardtext.lasting import event_cost, playable_event
from engine.game.cardtext.model import Ability, Prim, Script, Target, Use
from engine.game.cardtext.registry import script_for
from engine.game.cardtext.stated import same_effects, shown
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, inferred_opponent
from engine.game.logformat.events import Ability as AbilityEvent
from engine.game.logformat.log import HBO, SEATS
from engine.game.state import effects
from engine.game.state.effects import Happening
from engine.game.state.model import SEAT_INDEX, GameState, RuleError, cannot_be_knelt_by_effects

_TRIGGER_RULES: Final = {
    "reaction": ("R-REACTION-3", "R-REACTION-2"),
    "interrupt": ("R-INTERRUPT-3", "R-INTERRUPT-2"),
    "forced": ("R-FORCED-1", "R-REACTION-2"),
}


def scripted(st: GameState, source: str) -> Script | None:
    """The script of the card an ability event names (None: faction card, no script, or an
    hbo-2p game, whose cards are the HBO edition's own)."""
    inst = st.cards.get(source)
    if inst is None or st.ruleset == HBO:
        return None
    return script_for(inst.card.code)


def trigger_open(st: GameState, ev: AbilityEvent, script: Script) -> bool:
    """Whether one of the card's abilities of the event's kind answers an open triggering
    condition (the replay advances the framework until one does)."""
    for ability in script.abilities:
        if ability.kind == ev.kind and ability.would:
            return True  # it comes before what it interrupts: placed where it stands
        if ability.kind != ev.kind or ability.trigger is None:
            continue
        use = Use(SEAT_INDEX.get(ev.seat, 0), ev.source, ability, 0, [], [], None, None)
        if any(ability.trigger(st, use, h) for h in st.happened):
            return True
    return False


def phase_fits(st: GameState, ev: AbilityEvent, script: Script) -> bool:
    """Whether one of the card's actions may be taken in this phase ([R-ACTION-2])."""
    return any(
        a.kind == "action" and a.phase in (None, st.phase)
        for a in script.abilities
        if ev.ability in (None, script.abilities.index(a) + 1)
    )


def name_of(st: GameState, source: str) -> str:
    card = st.cards[source].card
    return f"{card.code} {card.name}"


def check(st: GameState, ev: AbilityEvent, seat: int, script: Script) -> Use:
    """The logged use of one of the card's abilities, checked up to its targets; raises the
    rule broken, naming the card and the ability."""
    candidates = _candidates(st, ev, script)
    problems: list[RuleError] = []
    for index, ability in candidates:
        use = Use(
            seat,
            ev.source,
            ability,
            index,
            list(ev.targets),
            list(ev.costs),
            ev.choice,
            None if ev.effects is None else list(ev.effects),
        )
        use.extra["host"] = st.cards[ev.source].host  # before a cost moves the card
        try:
            _check_use(st, use)
        except RuleError as exc:
            problems.append(exc)
            continue
        return use
    first = problems[0]
    raise RuleError(first.rule, first.message)


def _candidates(st: GameState, ev: AbilityEvent, script: Script) -> list[tuple[int, Ability]]:
    kind, wanted = ev.kind, ev.ability
    found = [
        (i, a)
        for i, a in enumerate(script.abilities, start=1)
        if a.kind == kind and (wanted is None or wanted == i)
    ]
    if not found:
        card = name_of(st, ev.source)
        which = f"ability {wanted}" if wanted is not None else f"a {kind.replace('_', ' ')}"
        raise RuleError("R-TRIGGERED-1", f"{card} has no {which} ability in its text")
    return found


def _check_use(st: GameState, use: Use) -> None:
    ability, card = use.ability, name_of(st, use.source)
    where = f"{card} ({use.ability.kind}: {ability.label})"
    if ability.phase is not None and st.phase != ability.phase:
        raise RuleError(
            "R-ACTION-2", f"{where} is a {ability.phase} action; this is the {st.phase} phase"
        )
    if ability.trigger is not None:
        use.answers = _open_trigger(st, use, where)
    if ability.condition is not None:
        problem = ability.condition(st, use)
        if problem is not None:
            raise RuleError("R-PLAYRES-1", f"{where}: {problem}")
    if ability.choices == OPPONENT_CHOICES and use.choice is None:  # (compiled: no `is`)
        use.choice = inferred_opponent(st, use)  # a joust: the one opponent ([R-TARGET-1])
    if ability.choices and use.choice not in ability.choices:
        raise RuleError(
            "R-TARGET-1", f"{where}: choose one of {', '.join(ability.choices)} (field 'choice')"
        )
    _check_limit(st, use, where)
    _check_costs(st, use, where)
    _check_targets(st, use, where)


def _open_trigger(st: GameState, use: Use, where: str) -> Happening:
    """The open triggering condition this use answers, not answered by it before
    ([R-REACTION-2..5], [R-INTERRUPT-2..5])."""
    opened, again = _TRIGGER_RULES.get(use.ability.kind, ("R-REACTION-3", "R-REACTION-2"))
    assert use.ability.trigger is not None
    matching = [h for h in st.happened if use.ability.trigger(st, use, h)]
    if not matching:
        raise RuleError(opened, f"{where}: its triggering condition has not just happened")
    matching = [h for h in matching if not reaction_forbidden(st, use, h)]
    if not matching:  # "Players cannot trigger reactions to winning or losing challenges"
        raise RuleError("R-CANNOT-1", f"{where}: {SEATS[use.seat]} cannot react to that now")
    for h in matching:
        key = answer_key(use, h)
        if key in st.forced_done:  # resolved by itself: a log may state it ([R-FORCED-1])
            use.extra["resolved"] = st.forced_done[key]
            return h
        if key not in st.uses:
            return h
    raise RuleError(again, f"{where} was already used for this triggering condition")


def reaction_forbidden(st: GameState, use: Use, h: Happening) -> bool:
    """Whether card text forbids the user to answer ``h`` with a reaction: a ``cannot``
    contribution on the seat named ``react:<happening kind>`` ("Players cannot trigger
    reactions to winning or losing challenges": ``react:challenge_won``, Rationing;
    [R-CANNOT-1])."""
    return use.ability.kind == "reaction" and effects.applies(
        st, "cannot", use.seat, f"react:{h.kind}"
    )


def answer_key(use: Use, h: Happening) -> str:
    return f"answered|{use.source}|{use.index}|{h.kind}|{h.seq}|{h.card}|{h.data}"


def _limit_key(st: GameState, use: Use) -> str | None:
    limit = use.ability.limit
    if limit is None:
        return None
    period = {
        "challenge": f"{st.round}|{st.challenge.seq if st.challenge else 0}",
        "phase": f"{st.round}|{st.phase}",
        "round": f"{st.round}",
        "game": "game",
    }[limit.period]
    bearer = st.cards[use.source].card.name if limit.by_title else use.source
    return f"limit|{SEATS[use.seat]}|{bearer}|{use.index}|{limit.period}|{period}"


def uses_in_period(st: GameState, use: Use) -> int:
    """How many times the ability was used in its limit's current period (0 without one)."""
    key = _limit_key(st, use)
    return 0 if key is None else st.uses.get(key, 0)


def _check_limit(st: GameState, use: Use, where: str) -> None:
    key, limit = _limit_key(st, use), use.ability.limit
    if key is None or limit is None:
        return
    if st.uses.get(key, 0) >= limit.times:
        rule = "R-LIMIT-3" if limit.by_title else "R-LIMIT-1"
        raise RuleError(rule, f"{where}: its limit is {limit.times} per {limit.period}")


def _check_costs(st: GameState, use: Use, where: str) -> None:
    paid = _ability_costs(st, use)
    expected: list[Prim] = []
    for cost in use.ability.costs:
        expected += cost.expect(st, use, paid)
    if not same_effects(expected, paid):
        wanted = "; ".join(c.what for c in use.ability.costs) or "nothing"
        raise RuleError(
            "R-COST-2",
            f"{where}: the cost is {wanted} ({shown(expected)}); the log pays {shown(paid)}",
        )
    for prim in expected:
        problem = _unpayable(st, use.seat, prim)
        if problem is not None:
            raise RuleError("R-ABIL-8", f"{where}: its cost cannot be paid ({problem})")


def _unpayable(st: GameState, seat: int, prim: Prim) -> str | None:
    """Why a cost primitive cannot be paid in full now, or None ([R-ABIL-8])."""
    op, cid = prim["op"], prim.get("card")
    if op == "spend_gold":
        gold = st.players[seat].gold
        return None if gold >= prim["amount"] else f"the gold pool holds {gold}"
    if cid is None:
        return None
    if cid.endswith(":faction"):
        kneeling = st.players[SEAT_INDEX[cid[0]]].faction_kneeling
        return "the faction card is kneeling" if op == "kneel" and kneeling else None
    inst = st.cards[cid]
    if op == "discard_power" and inst.power < prim["amount"]:  # "discard 2 power from him"
        return f"{cid} has {inst.power} power"
    if op in ("kneel", "sacrifice", "return_to_hand") and inst.zone != "play":
        return f"{cid} is not in play"
    if op == "kneel" and inst.kneeling:
        return f"{cid} is already kneeling"
    if op == "stand" and (inst.zone != "play" or not inst.kneeling):  # "Stand X to ..."
        return f"{cid} is not kneeling in play"
    return None


def _ability_costs(st: GameState, use: Use) -> list[Prim]:
    """The logged costs less an event card's own gold cost (checked as [R-COST-1])."""
    card = st.cards[use.source].card
    if not playable_event(st, use.seat, use.source):
        return use.costs
    costs, gold = list(use.costs), event_cost(st, use.seat, card)
    for prim in costs:
        if prim["op"] == "spend_gold" and prim["amount"] == gold and gold:
            costs.remove(prim)
            break
    return costs


def _check_targets(st: GameState, use: Use, where: str) -> None:
    specs, chosen = use.ability.targets, use.targets
    if len(set(chosen)) != len(chosen):
        raise RuleError("R-TARGET-5", f"{where}: the same target is chosen twice")
    if not specs:
        if chosen:
            raise RuleError("R-TARGET-1", f"{where} chooses no target")
        return
    start = 0
    for n, spec in enumerate(specs):
        last = n == len(specs) - 1
        group = chosen[start:] if last else chosen[start : start + spec.high]
        start += len(group)
        if not group and _mandatory_without_target(st, use, spec):
            continue
        if not spec.low <= len(group) <= spec.high:
            count = spec.low if spec.low == spec.high else f"{spec.low} to {spec.high}"
            raise RuleError("R-TARGET-3", f"{where} chooses {count} x {spec.what}")
        for cid in group:
            if not (spec.factions and cid.endswith(":faction")):
                st.card(cid)
            if not spec.test(st, use, cid):
                raise RuleError("R-TARGET-1", f"{where}: {cid} is not {spec.what}")
            if out_of_game(st, cid):
                raise RuleError("R-ELIM-1", f"{where}: {cid} is an eliminated player's card")
            if immune_to(st, cid, use.seat, use.source):
                raise RuleError("R-IMMUNE-1", f"{where}: {cid} is immune to it")
    if len(chosen) == 1 and _only_target_refused(st, use, chosen[0]):
        raise RuleError("R-CANNOT-1", f"{where}: {chosen[0]} cannot be its only target")


def _only_target_refused(st: GameState, use: Use, cid: str) -> bool:
    """ "Cannot be chosen as the only target of opponents' events" (a ``cannot`` named
    ``only_target:event``: Drowned God's Blessing)."""
    source, inst = st.cards.get(use.source), st.cards.get(cid)
    if source is None or inst is None or source.card.type != "event":
        return False
    return inst.controller != use.seat and effects.applies(st, "cannot", cid, "only_target:event")


def out_of_game(st: GameState, cid: str) -> bool:
    """Whether a card (or a ``<seat>:faction`` card) belongs to a player eliminated from the
    melee: in play its controller's, elsewhere its owner's. An eliminated player takes no
    further part ([R-ELIM-1]): his or her cards stay where they are, but no ability chooses
    them (Ramsay Snow's "each player sacrifices" offered only sets with one, seed 4325031)."""
    inst = st.cards.get(cid)
    if inst is None:
        seat = SEAT_INDEX.get(cid.split(":")[0]) if cid.endswith(":faction") else None
    else:
        seat = inst.controller if inst.zone == "play" else inst.owner
    return seat is not None and seat < len(st.players) and st.players[seat].eliminated


def candidates(st: GameState, use: Use, spec: Target) -> list[str]:
    """Every card that meets a target requirement now and that the effect could change, in a
    stable order."""
    found = [cid for cid in st.cards if spec.test(st, use, cid) and not _unaffected(st, use, cid)]
    if spec.factions:
        found += [f"{p.key}:faction" for p in st.players if spec.test(st, use, f"{p.key}:faction")]
    return found


def _mandatory_without_target(st: GameState, use: Use, spec: Target) -> bool:
    """A When Revealed or forced ability must resolve ([R-WHENREV-1], [R-FORCED-1]), but one
    whose target has no valid candidate cannot be initiated ([R-TARGET-3]): the log records
    it with no target, and it resolves nothing."""
    if use.ability.kind not in ("when_revealed", "forced"):
        return False
    valid = (c for c in st.cards if spec.test(st, use, c) and not _unaffected(st, use, c))
    if len(use.ability.targets) != 1:
        return not any(True for _ in valid)
    return not any(_resolves_on(st, use, cid) for cid in valid)


def _resolves_on(st: GameState, use: Use, cid: str) -> bool:
    """Whether a one-target effect could resolve on ``cid`` (chance outcomes drawn from the
    state): a card it would not affect is no valid target ([R-TARGET-9])."""
    try:
        use.ability.effect(st, replace(use, targets=[cid], offering=True, extra=dict(use.extra)))
    except RuleError:
        return False
    return True


def _unaffected(st: GameState, use: Use, cid: str) -> bool:
    """A card the ability cannot choose or change, so not an eligible target: an eliminated
    player's ([R-ELIM-1]), one immune to it ([R-IMMUNE-1]), or one card text says "cannot be
    knelt by card effects" for an effect that kneels it ([R-CANNOT-1], Ygritte against
    "choose and kneel a character")."""
    if out_of_game(st, cid) or immune_to(st, cid, use.seat, use.source):
        return True
    if cid not in st.cards or not cannot_be_knelt_by_effects(st, cid):
        return False
    try:
        prims = use.ability.effect(st, replace(use, targets=[cid]))
    except RuleError:
        return False
    return any(p.get("op") == "kneel" and p.get("card") == cid for p in prims)


def resolve(st: GameState, use: Use) -> list[Prim]:
    """The effects the text produces (after the costs were paid); a stated effect list must
    be the same ([R-EFFECT-1])."""
    resolved = use.extra.get("resolved")
    derived = resolved if resolved is not None else use.ability.effect(st, use)
    st.resolved_effects = derived
    stated = use.stated
    if stated is not None and not same_effects(stated, derived):
        raise RuleError(
            "R-EFFECT-1",
            f"{name_of(st, use.source)} ({use.ability.kind}: {use.ability.label}): its text "
            f"resolves {shown(derived)}; the log says {shown(stated)}",
        )
    return [] if resolved is not None else derived  # a forced one already applied


def record(st: GameState, use: Use) -> None:
    """Count the use against its limit and the triggering condition it answered."""
    key = _limit_key(st, use)
    if key is not None:
        st.uses[key] = st.uses.get(key, 0) + 1
    if use.answers is not None:
        st.uses[answer_key(use, use.answers)] = 1
    if (use.source, use.index) in st.forced_due:
        st.forced_due.remove((use.source, use.index))
    st.verified += 1
