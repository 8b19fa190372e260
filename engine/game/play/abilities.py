"""Card abilities logged as ``ability`` events: source, kind, costs, targets, effect primitives.

An ability of a card with a script (``engine.game.cardtext``) is checked against its text:
the ability exists, its timing, limit, costs and targets are the card's, and the effects
applied are the ones the text produces (docs/design.md, "Card text"). Any other ability is
checked for legality only: its timing kind, a source where abilities work from, and every
primitive possible in the current state; it is counted as *unverified* in the verdict, with
its card in ``unverified_cards``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from engine.game.cardtext import retargets, verify
from engine.game.cardtext.coverage import grants_abilities, needs_no_script
from engine.game.cardtext.immunity import immune_to
from engine.game.cardtext.lasting import (
    event_cost,
    event_destination,
    events_played_key,
    loyal_played_key,
    playable_event,
    use_cost_changes,
)
from engine.game.cardtext.model import PAID_BY, Script
from engine.game.framework import flow
from engine.game.framework.forced import check_due
from engine.game.logformat.events import Ability as AbilityEvent
from engine.game.logformat.events import GameEvent
from engine.game.logformat.log import HBO, SEATS
from engine.game.moves.plots import borrowed_when_revealed
from engine.game.moves.primitives import PRIMITIVE_OPS as PRIMITIVE_OPS  # re-exported
from engine.game.moves.primitives import apply_primitive
from engine.game.play.handlers import Handler, seat_of
from engine.game.play.handlers.marshal import limited_spent
from engine.game.rules import contests
from engine.game.rules.zones import place, take_out
from engine.game.rulesets.hbo.abilities import check_hbo_ability
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import (
    CardInst,
    GameState,
    RuleError,
    ValueDisagreement,
    cannot_be_knelt_by_effects,
    iter_in_play,
)
from engine.game.state.saves import expect_leave

_OUT_OF_PLAY_WORDS: Final = {
    "hand": "hand",
    "discard": "discard pile",
    "dead": "dead pile",
    "deck": "deck",
}
_STATS: Final = ("income", "initiative", "claim", "reserve")
# the kinds a player chooses to trigger ("cannot trigger card abilities" forbids them)
_PLAYER_TRIGGERED: Final = ("action", "reaction", "interrupt")


def fits_ability(st: GameState, ev: AbilityEvent) -> bool:
    kind = ev.kind
    if kind in ("reaction", "interrupt", "forced") and ev.at is None:
        script = verify.scripted(st, ev.source)
        if script is not None:  # a scripted trigger places the event: after it happened,
            # or here when the game cannot move on without a decision (then it is checked,
            # and refused, here: [R-REACTION-3])
            return verify.trigger_open(st, ev, script) or flow.blocking(st) is not None
    if kind == "action":
        if st.step not in flow.ACTION_WINDOWS:  # [R-ACTION-1]
            return False
        script = verify.scripted(st, ev.source)  # "Marshaling Action:" ([R-ACTION-2])
        if script is None or verify.phase_fits(st, ev, script) or ev.at == st.step:
            return True  # (at the step the log names, a wrong phase is refused: R-ACTION-2)
        return flow.blocking(st) is not None
    if kind == "when_revealed":  # [R-WHENREV-2]; or a plot card text just revealed
        return (
            st.step == "F-1.3.III"
            or any(h.kind == "plot_revealed" and h.card == ev.source for h in st.happened)
            # "as if you had just revealed it" outside the plot phase (Tyrion's Chain)
            or borrowed_when_revealed(st, seat_of(st, ev), ev.source) is not None
        )
    return st.round >= 1


def check_ability(st: GameState, ev: AbilityEvent) -> None:
    """Only the parts that do not depend on earlier primitives; each primitive is checked
    right before it is applied (costs first, [R-INIT-4], then effects)."""
    seat, source = seat_of(st, ev), ev.source
    cancelled = ev.cancelled
    if st.pending_cancel and not cancelled:
        raise RuleError("R-CANCEL-1", "the previous ability cancelled this one: mark it cancelled")
    if cancelled and not st.pending_cancel:
        raise RuleError("R-CANCEL-1", "no cancel interrupt preceded this cancelled ability")
    if cancelled and ev.effects:
        raise RuleError("R-CANCEL-3", "a cancelled ability resolves no effects")
    if ev.kind in ("action", "reaction"):  # a due forced ability resolves first
        check_due(st)
    if ev.kind in _PLAYER_TRIGGERED and effects.applies(st, "cannot", seat, "trigger"):
        raise RuleError("R-CANNOT-1", f"card text forbids {ev.seat} to trigger card abilities")
    if cancelled and st.cancelling not in (None, source):
        raise RuleError("R-CANCEL-1", f"the cancel names {st.cancelling}'s effects, not {source}'s")
    if st.retarget is not None:
        retargets.check_pairing(st, seat, list(ev.targets))
    only = st.cancelling_only
    if cancelled and only is not None and list(ev.targets) != [only]:
        raise RuleError(
            "R-CANCEL-1", f"the cancel answers an ability choosing {only} as its only target"
        )
    if source.endswith(":faction"):
        if source[0] != ev.seat:
            raise RuleError("R-ABIL-6", "a player uses only his or her own faction card")
        return
    inst = st.card(source)
    # "(Any player may initiate this ability.)": an ``any_player`` contribution on the card,
    # named by the ability's kind (Bronn, 02089); an opponent's revealed plot whose When
    # Revealed is borrowed (Varys's Riddle, Tyrion's Chain) is initiated as if the user had
    # revealed it
    if (
        inst.zone in ("play", "plot", "agenda")
        and inst.controller != seat
        and not effects.applies(st, "any_player", source, ev.kind)
        and not (ev.kind == "when_revealed" and borrowed_when_revealed(st, seat, source))
    ):
        raise RuleError("R-ABIL-6", f"{source} is not controlled by {ev.seat}")
    if inst.zone == "play" and effects.applies(st, "blank", source):
        card = f"{inst.card.code} {inst.card.name}"
        raise RuleError("R-BLANK-1", f"{card}: its printed text box is treated as blank")
    playing = playable_event(st, seat, source)  # from hand, or as if it were in hand
    if playing and _no_events(st, seat, inst.card.name):
        raise RuleError("R-CANNOT-1", f"card text forbids playing events now ({source})")
    script = verify.scripted(st, source)
    if _misplaced_event(inst, script, playing):  # before its text is checked: the real fault
        raise RuleError("R-EVENT-7", f"event {source} is played from its owner's hand")
    if script is None and _has_no_ability(st, ev, inst):
        raise RuleError(
            "R-TRIGGERED-1",
            f"{inst.card.code} {inst.card.name} has no {ev.kind.replace('_', ' ')} ability: "
            "its text has none, and no card in play gives it one",
        )
    if script is not None:  # cancelled too: it was initiated ([R-CANCEL-4], [R-CANCEL-6])
        st.current_use = verify.check(st, ev, seat, script)
        if st.retarget is not None:
            retargets.check_original(st, st.current_use)
    if ev.kind == "when_revealed":
        headings = ruleset(st.ruleset).when_revealed  # HBO also "When revealed" ([H-PLOT-6])
        borrowed = borrowed_when_revealed(st, seat, source)  # Pulling the Strings
        if (inst.zone != "plot" and borrowed is None) or not any(
            h in inst.card.text for h in headings
        ):
            raise RuleError(
                "R-WHENREV-1", f"{source} is not a revealed plot with a When Revealed ability"
            )
        if (borrowed or source) in st.when_revealed_used:
            raise RuleError("R-WHENREV-2", f"{source}'s When Revealed ability already resolved")
        return
    if ruleset(st.ruleset).phase_headed_actions and check_hbo_ability(st, ev, inst):
        return  # the rest of an event played earlier in this challenge ([H-CHAL-ORDER-EX])
    if inst.zone in ("play", "plot", "agenda"):
        return
    if script is not None and any(
        inst.zone in a.from_zones for a in script.abilities if a.kind == ev.kind
    ):  # the script says the ability is used there ("When X is killed": the dead pile)
        if inst.owner != seat:
            raise RuleError("R-ABIL-6", f"{source} is in {SEATS[inst.owner]}'s {inst.zone} pile")
        return
    if inst.card.type == "event":
        if not playing:
            raise RuleError("R-EVENT-7", f"event {source} is played from its owner's hand")
        if inst.card.keywords.limited and limited_spent(st, seat):
            raise RuleError("R-KW-LIMITED-1", "only one limited card may be played each round")
        paid = sum(p["amount"] for p in ev.costs if p["op"] == "spend_gold")
        cost = event_cost(st, seat, inst.card)
        if not inst.card.cost_x and paid != cost:
            message = f"{inst.card.name} costs {cost} gold; the costs listed pay {paid}"
            raise ValueDisagreement("R-COST-1", message, ("cost",))
        return
    word = _OUT_OF_PLAY_WORDS.get(inst.zone)
    if word is None or word not in inst.card.text.lower():
        raise RuleError(
            "R-ABIL-6",
            f"{source} is in the {inst.zone}; its abilities work only "
            "in play unless its text names that area",
        )


def _has_no_ability(st: GameState, ev: AbilityEvent, inst: CardInst) -> bool:
    """A card the engine reads whole without a script (keywords, plot modifiers, no text)
    has no triggered ability of its own ([R-TRIGGERED-1]): one logged from it is forged,
    unless a card in play gives it one ('gains: "Action: ..."'). A "When Revealed" ability
    keeps its own rule ([R-WHENREV-1]); the HBO edition's cards are read by its own rules."""
    if ev.kind == "when_revealed" or st.ruleset == HBO or not needs_no_script(inst.card):
        return False
    return not any(grants_abilities(other.card) for other in iter_in_play(st))


def _misplaced_event(inst: CardInst, script: Script | None, playing: bool) -> bool:
    """A scripted event out of play that its owner cannot play from where it is: not in hand
    (nor playable from the discard pile), and no ability of it used from that area
    ([R-EVENT-7], [R-ABIL-6])."""
    if script is None or inst.card.type != "event" or playing:
        return False
    if inst.zone in ("play", "plot", "agenda"):  # an event that entered play as an attachment
        return False
    return not any(inst.zone in a.from_zones for a in script.abilities)


def _no_events(st: GameState, seat: int, title: str) -> bool:
    """Card text says the player cannot play events, or any copy of this one ([R-CANNOT-1])."""
    return effects.applies(st, "cannot", seat, "play:event") or effects.applies(
        st, "cannot", seat, f"title:{title}"
    )


def apply_ability(st: GameState, ev: AbilityEvent) -> None:
    seat = seat_of(st, ev)
    cancelled = st.pending_cancel  # its effects never initiate ([R-CANCEL-1])
    st.pending_cancel, st.cancelling, st.cancelling_only = False, None, None
    use, st.current_use = st.current_use, None
    st.retarget = None  # the retargeted ability resolves ([R-TARGET-1])
    st.resolved_effects = []  # filled by ``verify.resolve`` for a scripted card
    # card text may let another player's gold pool pay ("You may only use gold from the
    # losing opponent's gold pool to pay for Loot"): the cost's check names that seat
    gold_from = use.extra.get(PAID_BY, seat) if use is not None else seat
    for prim in ev.costs:
        _check_cost(st, seat, prim, gold_from)
        apply_primitive(st, seat, prim)
    for cid in ev.targets:
        if not cid.endswith(":faction"):  # "choose ... or faction card"
            st.card(cid)
    if cancelled:
        effects_applied: Sequence[dict[str, Any]] = []
    else:
        effects_applied = verify.resolve(st, use) if use is not None else ev.effects or []
    for prim in effects_applied:
        if immune_to(st, str(prim.get("card")), seat, ev.source):
            if use is None:  # a log stating it affects the card states the impossible
                raise RuleError("R-IMMUNE-1", f"{prim['card']} is immune to it")
            continue  # "each character": the immune one is not affected ([R-IMMUNE-1])
        _effect_may_kneel(st, prim)
        apply_primitive(st, seat, prim)
    source = ev.source
    if source in st.cards:
        inst = st.cards[source]
        if ev.kind == "when_revealed":
            st.when_revealed_used.add(borrowed_when_revealed(st, seat, source) or source)
        elif playable_event(st, seat, source):  # [R-EVENT-3]
            use_cost_changes(st, seat, inst.card)
            key = events_played_key(st, seat)
            st.uses[key] = st.uses.get(key, 0) + 1
            if inst.card.loyal:
                key = loyal_played_key(st, seat)
                st.uses[key] = st.uses.get(key, 0) + 1
            destination = event_destination(st, seat, source)
            take_out(st, source)
            place(st, source, destination)
            if st.challenge is not None:
                st.challenge.played_events.append(source)
            if inst.card.keywords.limited:
                st.players[seat].limited_used = True
                st.players[seat].limited_count += 1
            use_cost_changes(st, seat, inst.card, playing=True)
            effects.happen(st, "played", seat, source)  # "After you play ..." (Melisandre)
        elif st.challenge is not None and source in st.challenge.played_events:
            # HBO: an event's rest resolved; it resolves once ([H-CHAL-ORDER-EX])
            st.challenge.played_events.remove(source)
    if st.step == "F-1.3.I":  # an interrupt to comparing initiative (asked there only)
        contests.compare_initiative(st, again=True)
    if use is not None:
        verify.record(st, use)
        for prim in effects_applied if use.ability.would else ():
            if prim["op"] == "save" or prim.get("effect") == "leave_to":  # what it interrupts
                # must follow ([R-INTERRUPT-3])
                expect_leave(st, prim["card"], verify.name_of(st, source), use.ability.would)
    else:
        st.unverified += 1
        if source in st.cards:
            st.unverified_cards.add(st.cards[source].card.code)


def _effect_may_kneel(st: GameState, prim: dict[str, Any]) -> None:
    """An effect (not a cost) kneels a card card text protects ([R-CANNOT-1])."""
    cid = prim.get("card")
    if prim["op"] == "kneel" and cid in st.cards and cannot_be_knelt_by_effects(st, cid):
        raise RuleError("R-CANNOT-1", f"{cid} cannot be knelt by card effects")


def _check_cost(st: GameState, seat: int, prim: dict[str, Any], gold_from: int) -> None:
    """Costs are paid with the player's own game elements ([R-COST-3]); gold spent from the
    pool of ``gold_from`` when card text says so."""
    op = prim["op"]
    if op == "spend_gold" and prim.get("seat") == SEATS[gold_from]:
        return
    if op in ("spend_gold", "gain_gold") or "seat" in prim:
        if prim.get("seat", SEATS[seat]) != SEATS[seat]:
            raise RuleError("R-COST-3", "an opponent's gold or power cannot pay a cost")
        return
    cid = prim.get("card")
    if cid is None:
        return
    mine = cid[0] == SEATS[seat] if cid.endswith(":faction") else st.card(cid).controller == seat
    if not mine:
        raise RuleError("R-COST-3", f"{cid} is not yours and cannot pay a cost")


def _no_op(st: GameState, ev: GameEvent) -> None:
    return None


ABILITY: Final = Handler(AbilityEvent, fits_ability, check_ability, apply_ability)
