"""Moving cards between areas: drawing, entering play, leaving play and its consequences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.game.rules.checks import unique_in_play
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.effects import Contribution
from engine.game.state.model import GameState, Mod, RuleError, has_keyword, strength

_PILES: Final = {
    "deck", "hand", "discard", "dead", "plot_deck", "used", "removed", "shadows", "under_agenda"
}  # fmt: skip


def take_out(st: GameState, cid: str) -> None:
    """Remove a card from whatever list holds it (no rules consequences)."""
    inst = st.cards[cid]
    areas = effects.TEXT_AREAS.get(inst.card.code)
    if areas is not None and inst.zone in areas:  # its text applied there: the cards whose
        st.zone_version += 1  # text applies are looked up again (``arrived`` for the others)
    if inst.zone in _PILES:
        _remove_from_top(getattr(st.players[inst.owner], inst.zone), cid)
    elif inst.zone == "play" and inst.host is None:
        st.players[inst.controller].in_play.remove(cid)
    elif inst.zone == "play" and inst.host is not None:
        st.cards[inst.host].attachments.remove(cid)
    elif inst.zone == "dupe" and inst.host is not None:
        st.cards[inst.host].dupes.remove(cid)
    elif inst.zone == "facedown" and inst.host is not None:
        st.cards[inst.host].facedown.remove(cid)
    elif inst.zone == "plot":
        st.players[inst.owner].revealed = None
    inst.host = None


def _remove_from_top(pile: list[str], cid: str) -> None:
    """Remove a card from an out-of-play pile, looking from its end: the top of a deck (the
    card drawn), the card last put in a discard pile or hand. ``list.remove`` would compare
    the id with every card from the bottom of the deck up."""
    for i in range(len(pile) - 1, -1, -1):
        if pile[i] == cid:
            del pile[i]
            return
    raise ValueError(f"{cid} is not in its pile")


def _top_of(deck: list[str], count: int) -> list[str]:
    """The top ``count`` cards of a deck, topmost first (the top is the list's end)."""
    return deck[max(0, len(deck) - count) :][::-1]


def arrived(st: GameState, cid: str) -> None:
    """A card taken out (``take_out``) is now in its new area: if its text applies there
    (``effects.TEXT_AREAS``), the cards whose text applies are looked up again. Every move
    into an area where text applies ends here (``place``, ``enter_play``, a plot revealed)."""
    areas = effects.TEXT_AREAS.get(st.cards[cid].card.code)
    if areas is not None and st.cards[cid].zone in areas:
        st.zone_version += 1


def place(st: GameState, cid: str, zone: str, top: bool = True) -> None:
    """Put a card (already taken out) into one of its owner's piles ([R-OWN-4])."""
    inst = st.cards[cid]
    origin, inst.zone = inst.zone, zone
    inst.controller = inst.owner
    pile: list[str] = getattr(st.players[inst.owner], zone)
    pile.append(cid) if top else pile.insert(0, cid)
    arrived(st, cid)
    if zone == "discard" and inst.card.type == "character":
        # from play, hand or deck: "After a character is placed in an opponent's discard pile",
        # "When X is discarded from your hand or deck"
        effects.happen(st, "placed_in_discard", inst.owner, cid, origin=origin)


def draw(st: GameState, seat: int, ids: Sequence[str], rule: str, how: str = "") -> None:
    """Draw named cards ([R-DRAW-1]): each must be in the deck, and on top when the order is
    known. Checks everything first, then moves. ``how``: "insight" when the insight keyword
    draws ([R-KW-INSIGHT-1]), on the ``drawn`` happenings ("After you draw ... using
    insight")."""
    player = st.players[seat]
    if len(set(ids)) != len(ids):
        raise RuleError(rule, "the same card is drawn twice")
    for cid in ids:
        inst = st.card(cid)
        if inst.zone != "deck" or inst.owner != seat:
            raise RuleError(rule, f"{cid} is not in {player.key}'s draw deck")
    if player.deck_known and list(ids) != _top_of(player.deck, len(ids)):
        raise RuleError(
            rule,
            f"the cards drawn are not the top of {player.key}'s deck "
            f"(its order is known from the last shuffle)",
        )
    player.drawn_this_phase += len(ids)  # read by card text (Pleasure Barge)
    for cid in ids:
        take_out(st, cid)
        place(st, cid, "hand")
        # "After you draw an attachment" (Pentos); "... using insight" (Renly, 04043)
        effects.happen(st, "drawn", seat, cid, **({"how": how} if how else {}))


def enter_play(
    st: GameState,
    cid: str,
    seat: int,
    host: str | None = None,
    how: str = "put",
    dupe_of: str | None = None,
) -> None:
    """A card enters play standing under ``seat``'s control ([R-ENTER-3]) unless its text says
    it enters knelt (contribution ``enters_knelt``; setup cards do not enter play,
    [R-ENTER-4]); a unique copy of a card the player owns and controls in play becomes its
    duplicate ([R-PUT-5], [R-DUP-1]). ``how`` (setup, marshal, ambush, put) is remembered with
    the round and phase, for texts such as "when a phase ends in which X entered play using
    ambush". ``dupe_of``: the card it becomes a duplicate of though its title differs (card
    text: "may be marshaled as a duplicate on a Lady character", ``events.marshal``)."""
    take_out(st, cid)
    inst = st.cards[cid]
    inst.controller, inst.kneeling, inst.power = seat, False, 0
    inst.entered = (how, st.round, st.phase)
    original = unique_in_play(st, seat, inst.card.name) if inst.card.unique else None
    original = dupe_of or original
    if original is not None and inst.owner == seat:
        inst.zone, inst.host = "dupe", original
        st.cards[original].dupes.append(cid)
    elif host is not None:
        inst.zone, inst.host = "play", host
        st.cards[host].attachments.append(cid)
    else:
        inst.zone = "play"
        st.players[seat].in_play.append(cid)
    arrived(st, cid)
    if how != "setup" and inst.zone == "play" and effects.applies(st, "enters_knelt", cid):
        inst.kneeling = True


# the happening of a character placed in the dead pile without being killed ([R-DEAD-1])
PLACED_IN_DEAD_PILE: Final = "placed_in_dead_pile"
_HOW: Final = {
    "dead": "killed",
    "discard": "discarded",
    "hand": "returned",
    "deck": "shuffled",
    "removed": "removed",
}


def _discard_tied_tokens(st: GameState, cid: str) -> None:
    """Tokens card text ties to the card that placed them (token kind ``<name>@<card id>``):
    "If Jaqen H'ghar leaves play, discard those tokens from play" as that card leaves."""
    suffix = f"@{cid}"
    for held in st.tokens.values():
        for kind in [k for k in held if k.endswith(suffix)]:
            del held[kind]


def leave_play(st: GameState, cid: str, dest: str, how: str | None = None) -> None:
    """A card leaves play to its owner's ``dest`` pile, with everything that goes with it
    ([R-LEAVE-1..5]): power to the treasury, duplicates discarded, attachments to their
    owners' hands (terminal ones discarded, [R-KW-TERMINAL-1]), lasting effects gone, and
    no longer participating ([R-PART-4])."""
    inst = st.cards[cid]
    # its STR as it left play, attachments and text still counting: an interrupt to its own
    # kill is logged after it, from the dead pile ("a lower STR than his": Quentyn Martell)
    for dupe in list(inst.dupes):
        take_out(st, dupe)
        place(st, dupe, "discard")
    if inst.attachments:  # HBO: attachments are discarded with their host ([H-TYPE-ATT-2])
        to = ruleset(st.ruleset).attachments_leave_to
        for att in list(inst.attachments):
            terminal = has_keyword(st, att, "terminal")  # printed or given by card text
            leave_play(st, att, "discard" if terminal else to)
    for card in list(inst.facedown):  # attached facedown "as an attachment" ([R-ATTACH-6])
        take_out(st, card)
        place(st, card, ruleset(st.ruleset).attachments_leave_to)
    controller, power = inst.controller, inst.power
    # a character's STR as it leaves ("if that character's STR is 0": Vaes Tolorro)
    details = {"str": strength(st, cid)} if inst.card.type == "character" else {}
    take_out(st, cid)
    inst.power, inst.kneeling, inst.mods = 0, False, []
    if st.lasting:  # lasting effects on it end ([R-LASTING-5])
        _return_held(st, cid)
        st.lasting = [e for e in st.lasting if e.contribution.target != cid]
    st.tokens.pop(cid, None)
    if st.tokens:
        _discard_tied_tokens(st, cid)
    ch = st.challenge
    if ch is not None:
        if cid in ch.attackers:
            ch.attackers.remove(cid)
        if cid in ch.defenders:
            ch.defenders.remove(cid)
    place(st, cid, dest)
    if dest == "dead" and how != PLACED_IN_DEAD_PILE:  # placed there, not killed
        st.players[controller].killed.append(cid)
        st.players[controller].killed_this_phase.append(cid)
    # the power it had ("move each power from that character", Shyra Errol)
    effects.happen(st, how or _HOW.get(dest, "left_play"), controller, cid, power=power, **details)
    effects.happen(st, "left_play", controller, cid, dest=dest)


def _return_held(st: GameState, cid: str) -> None:
    """Cards removed from the game "until <cid> leaves play" (a lasting ``held_until_leaves``
    on ``cid``, name: the card held) return to their owners' hands ([R-DELAYED-1])."""
    for effect in st.lasting:
        c = effect.contribution
        if c.kind == "held_until_leaves" and c.target == cid and st.cards[c.name].zone == "removed":
            take_out(st, c.name)
            place(st, c.name, "hand")


def add_mod(
    st: GameState, cid: str, kind: str, mode: str, value: int, name: str, until: str
) -> None:
    """Give a card in play a lasting modifier ([R-LASTING-1..2])."""
    st.mod_counter += 1
    st.cards[cid].mods.append(Mod(kind, mode, value, name, until, st.mod_counter))


def expire(st: GameState, untils: tuple[str, ...]) -> None:
    """Lasting effects with these durations end ([R-LASTING-3], [F-4.2.6], [F-7.5]); one
    waiting for "the next challenge you initiate this phase" ends with the phase."""
    if "phase" in untils and st.lasting:
        _end_of_phase(st)
        untils = (*untils, "next_challenge")
    cards = st.cards
    for player in st.players:  # the loops of ``iter_in_play``, inlined: asked every step
        for cid in player.in_play:
            inst = cards[cid]
            if inst.mods:  # most cards have none: skip building a new list for them
                inst.mods = [m for m in inst.mods if m.until not in untils]
            for att in inst.attachments:
                if cards[att].mods:
                    cards[att].mods = [m for m in cards[att].mods if m.until not in untils]
    for player in st.players:
        if player.plot_mods:
            player.plot_mods = [m for m in player.plot_mods if m[2] not in untils]
    if st.lasting:  # lasting effects of card abilities ([R-LASTING-3])
        due = [
            e.contribution
            for e in st.lasting
            if e.until in untils and e.contribution.kind in ("at_end", "return_to_play")
        ]
        st.lasting = [e for e in st.lasting if e.until not in untils]
        for delayed in due:
            if delayed.kind == "return_to_play":
                _return_to_play(st, delayed.name)
            else:
                _at_end(st, delayed)


def start_next_challenge(st: GameState, seat: int) -> None:
    """``seat`` initiates a challenge: its lasting effects "in the next challenge you initiate
    this phase" (duration ``next_challenge``) are in force, until the end of this challenge."""
    for effect in st.lasting:
        if effect.until == "next_challenge" and effect.seat == seat:
            effect.until = "challenge"


def _return_to_play(st: GameState, cid: str) -> None:
    """A card "removed from the game until the beginning of the next phase" (a lasting
    ``return_to_play`` on a seat, named by the card) is put back into play under its owner's
    control ([R-DELAYED-2], [R-PUT-1]), unless it left the removed area meanwhile, or a copy of
    it, unique, is in its owner's dead pile ([R-DEAD-3]); a unique copy its owner controls
    makes it a duplicate ([R-PUT-5])."""
    inst = st.cards.get(cid)
    if inst is None or inst.zone != "removed":
        return
    dead = [c for c in st.players[inst.owner].dead if st.cards[c].card.name == inst.card.name]
    if inst.card.unique and dead:
        return
    enter_play(st, cid, inst.owner)
    effects.happen(st, "entered_play", inst.owner, cid, how="put", phase=st.phase,
                   during_challenge=st.challenge is not None)  # fmt: skip


# A delayed effect's ``name``: what happens to its card "at the end of the phase" ("to_dead_pile":
# "place it in its owner's dead pile", no kill: The White Shadows, House of the
# Undying, [R-DEAD-1])
_AT_END: Final = {
    "discard": "discard",
    "kill": "dead",
    "return_to_hand": "hand",
    "to_dead_pile": "dead",
}
# ... or it goes into its owner's deck: on the bottom (Flea Bottom), shuffled in (Balon)
_TO_DECK: Final = ("bottom_of_deck", "shuffle_into_deck")


def _at_end(st: GameState, delayed: Contribution) -> None:
    """A delayed effect ("at the end of the phase, if that card is still in play, discard it
    from play"): an ``at_end`` lasting effect on the card, resolved when its duration ends.
    It is no save-able leave-play event: nothing can be logged between."""
    cid = str(delayed.target)
    if st.cards[cid].zone != "play":
        return
    if "/" in delayed.name:  # "if you win the challenge by N or more STR, X. Otherwise, Y"
        delayed = Contribution("at_end", cid, 0, _won_by_or_else(st, cid, delayed))
    if delayed.name not in _TO_DECK:
        placed = PLACED_IN_DEAD_PILE if delayed.name == "to_dead_pile" else None
        leave_play(st, cid, _AT_END[delayed.name], placed)
        return
    leave_play(st, cid, "deck")
    owner = st.players[st.cards[cid].owner]
    if delayed.name == "bottom_of_deck":
        owner.deck.remove(cid)
        owner.deck.insert(0, cid)
    else:
        owner.deck_known = False


def _won_by_or_else(st: GameState, cid: str, delayed: Contribution) -> str:
    """A delayed effect named "<if won>/<otherwise>" with the margin as its value, read as its
    challenge ends ([F-4.2.6], still current): the first when the card's controller won that
    challenge by at least the margin ([F-4.2.2-5]), else the second (Old Wyk)."""
    won, otherwise = delayed.name.split("/", 1)
    ch, seat = st.challenge, st.cards[cid].controller
    if ch is None or ch.winner != seat:
        return otherwise
    margin = ch.attacker_str - ch.defender_str
    return won if (margin if seat == ch.attacker else -margin) >= delayed.value else otherwise


def move_control(st: GameState, cid: str, new: int) -> None:
    """A card in play changes controller; it leaves the challenge ([R-OWN-5])."""
    inst = st.cards[cid]
    if inst.host is None:
        st.players[inst.controller].in_play.remove(cid)
        st.players[new].in_play.append(cid)
    inst.controller = new
    st.zone_version += 1  # the order of the cards in play changed: their text is looked up again
    ch = st.challenge
    if ch is not None:
        for side in (ch.attackers, ch.defenders):
            if cid in side:
                side.remove(cid)


def _end_of_phase(st: GameState) -> None:
    """Delayed effects "at the end of the phase" of card text: "if that character still has
    the poison token, remove it and kill that character" (lasting ``kill_if_token``, its
    ``name`` the token); "then, at the end of the phase, draw 1 card" (lasting
    ``draw_at_end`` on a seat: the draw is due, the log names the cards in a ``draw`` event,
    [R-DELAYED-2])."""
    for effect in list(st.lasting):
        c = effect.contribution
        if c.kind == "draw_at_end" and isinstance(c.target, int):
            st.players[c.target].pending_draw += c.value
            continue
        if c.kind != "kill_if_token" or effect.until != "phase":
            continue
        cid = str(c.target)
        held = st.tokens.get(cid, {})
        if st.cards[cid].zone == "play" and held.get(c.name, 0) > 0:
            held[c.name] -= 1
            leave_play(st, cid, "dead")
