"""The effect and cost primitives of ability events (docs/match-log.md, "Abilities"): each
checks the state and applies one change; ``apply_primitive`` dispatches on ``op``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from engine.game.cardtext.lasting import (
    apply_lasting,
    apply_token,
)
from engine.game.moves.attach import apply_move_attachment
from engine.game.moves.cards import CARD_MOVES, apply_move
from engine.game.moves.challenge_end import apply_end_challenge
from engine.game.moves.claim import (
    apply_claim_against,
    apply_claim_as_military,
    apply_claim_as_power,
    apply_claim_replaced,
)
from engine.game.moves.deck_discards import apply_discard_instead
from engine.game.moves.plots import apply_reveal_plot
from engine.game.moves.power import (
    discard_power,
    gain_power,
    move_power,
    require_in_play,
    require_positive,
)
from engine.game.rules import attach as attach_rules
from engine.game.rules import checks as rules
from engine.game.rules.zones import (
    add_mod,
    draw,
    enter_play,
    leave_play,
    move_control,
    place,
    take_out,
)
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import (
    GameState,
    RuleError,
    ValueDisagreement,
    cannot_be_killed,
    cannot_stand,
    strength,
)
from engine.game.state.saves import HOW_BY_OP, redirected, saved, use_save

_STATS: Final = ("income", "initiative", "claim", "reserve")

# --- the primitives ---------------------------------------------------------------------------


def _faction(st: GameState, cid: str) -> int | None:
    return st.seat_index(cid[0]) if cid.endswith(":faction") else None


def _kneel(st: GameState, seat: int, p: dict[str, Any]) -> None:
    cid, fac = p["card"], _faction(st, p["card"])
    if fac is not None:
        if st.players[fac].faction_kneeling:
            raise RuleError("R-KNEEL-2", f"{cid} is already kneeling")
        st.players[fac].faction_kneeling = True
        return
    require_in_play(st, cid, "R-KNEEL-1")
    if st.cards[cid].kneeling:
        raise RuleError("R-KNEEL-2", f"{cid} is already kneeling")
    st.cards[cid].kneeling = True
    effects.happen(st, "knelt", st.cards[cid].controller, cid)  # "After X is knelt"


def _stand(st: GameState, seat: int, p: dict[str, Any]) -> None:
    cid, fac = p["card"], _faction(st, p["card"])
    if fac is not None:
        st.players[fac].faction_kneeling = False
        return
    require_in_play(st, cid, "R-STAND-1")
    if not st.cards[cid].kneeling:
        raise RuleError("R-TARGET-9", f"{cid} is already standing")
    if cannot_stand(st, cid):
        raise RuleError("R-CANNOT-1", f"{cid} cannot stand (an attachment says so)")
    _standing_phase_cap(st, cid)
    st.cards[cid].kneeling = False
    effects.happen(st, "stood", st.cards[cid].controller, cid)


def _standing_phase_cap(st: GameState, cid: str) -> None:
    """Card text: "cannot stand more than N characters during the standing phase"."""
    inst = st.cards[cid]
    if st.phase != "standing" or inst.card.type != "character":
        return
    player, cap = st.players[inst.controller], rules.stand_cap(st, inst.controller)
    if cap is not None and player.stood_characters >= cap:
        raise RuleError("R-CANNOT-1", f"{player.key} cannot stand more than {cap} characters now")
    player.stood_characters += 1


def _leave(dest: str, rule: str) -> Callable[[GameState, int, dict[str, Any]], None]:
    def run(st: GameState, seat: int, p: dict[str, Any]) -> None:
        cid = p["card"]
        inst = st.card(cid)
        if dest == "dead" and inst.card.type != "character":
            raise RuleError("R-KILL-1", f"only characters are killed; {cid} is a {inst.card.type}")
        if inst.zone != "play":
            if dest == "discard" and inst.zone in ("hand", "deck"):
                was = inst.zone
                take_out(st, cid)
                place(st, cid, "discard")
                if was == "deck":  # "After a character is discarded from a deck" (Corpse Lake)
                    effects.happen(st, "discarded_from_deck", inst.owner, cid)
                else:  # "After 1 or more cards are discarded from ... hand"
                    effects.happen(st, "discarded_from_hand", inst.owner, None, cards=(cid,))
                return
            if dest == "hand" and inst.zone in ("discard", "dead"):  # "from your discard pile"
                take_out(st, cid)
                place(st, cid, "hand")
                return
            if dest == "discard" and inst.zone == "dupe":  # "Discard each duplicate ... from
                take_out(st, cid)  # play" (Battle of the Blackwater): a blank card in play,
                place(st, cid, "discard")  # it saves nothing and leaves no happening ([R-DUP-5])
                return
            raise RuleError(rule, f"{cid} is not in play")
        if dest == "dead" and cannot_be_killed(st, cid):  # The Eyrie
            raise RuleError("R-CANNOT-1", f"card text says {cid} cannot be killed")
        if dest == "discard" and effects.applies(st, "cannot", cid, "be_discarded"):
            raise RuleError("R-CANNOT-1", f"card text says {cid} cannot be discarded from play")
        sacrificer = st.seat_index(p["seat"]) if "seat" in p else seat  # "each player ..."
        if p["op"] == "sacrifice" and inst.controller != sacrificer:
            raise RuleError("R-SACRIFICE-1", f"{cid} is not controlled by the sacrificing player")
        how = "sacrificed" if p["op"] == "sacrifice" else None
        unsaveable = p.get("cannot_be_saved", False)  # "(cannot be saved)"
        if unsaveable and cid in st.saved:  # no attempt to save it may be made ([R-SAVE-3])
            raise RuleError("R-SAVE-3", f"{cid} cannot be saved from this effect")
        if p["op"] != "sacrifice" and use_save(st, cid, HOW_BY_OP[p["op"]]):
            return  # [R-SAVE-1]; a sacrifice cannot be saved ([R-SACRIFICE-4])
        saved_by = p.get("saved_by")
        if saved_by is not None and unsaveable:
            raise RuleError("R-SAVE-3", f"{cid} cannot be saved from this effect")
        if saved_by is not None:
            _check_saveable(st, cid)
        if saved_by is not None and p["op"] not in ruleset(st.ruleset).duplicate_saves_from:
            raise RuleError("H-DUP-5", f"a duplicate saves only from being killed, not {p['op']}")
        if saved_by is not None:  # saved: the duplicate goes instead ([R-DUP-2], [R-SAVE-1])
            if saved_by not in inst.dupes:
                raise RuleError("R-DUP-2", f"{saved_by} is not a duplicate on {cid}")
            take_out(st, saved_by)
            place(st, saved_by, "discard")
            saved(st, cid)
            return
        instead = redirected(st, cid, how or HOW_BY_OP.get(p["op"], ""), dest)  # "instead of"
        leave_play(st, cid, instead, how or (HOW_BY_OP.get(p["op"]) if instead != dest else None))

    return run


def _gold(sign: int) -> Callable[[GameState, int, dict[str, Any]], None]:
    def run(st: GameState, seat: int, p: dict[str, Any]) -> None:
        player = st.player(p["seat"])
        require_positive(p)
        if sign < 0 and player.gold < p["amount"]:
            message = f"{player.key} has only {player.gold} gold"
            raise ValueDisagreement("R-COST-8", message, ("gold",))
        if sign > 0 and effects.applies(st, "cannot", player.index, "gain_gold"):
            # "each player cannot gain gold" (Devout Freerider): absolute, [R-CANNOT-1]
            raise RuleError("R-CANNOT-1", f"card text forbids {player.key} to gain gold")
        player.gold += sign * p["amount"]

    return run


def _modifier(st: GameState, seat: int, p: dict[str, Any]) -> None:
    cid = p["card"]
    require_in_play(st, cid, "R-LASTING-1")
    if st.cards[cid].card.type != "character":
        raise RuleError("R-STR-1", f"{cid} is not a character")
    if p["op"] == "strength":
        mode = p.get("mode", "add")
        if mode not in ("add", "set", "double", "halve"):
            raise RuleError("R-MOD-2", f"unknown STR modifier mode {mode!r}")
        before = strength(st, cid)
        add_mod(st, cid, "strength", mode, p["amount"], "", p["until"])
        if strength(st, cid) > before:  # "after X's STR is increased by a card effect"
            effects.happen(st, "str_increased", st.cards[cid].controller, cid)
    elif p["op"] == "icon":
        add_mod(st, cid, "icon", "lose" if p.get("lose") else "gain", 0, p["icon"], p["until"])
    else:
        add_mod(
            st, cid, "keyword", "lose" if p.get("lose") else "gain", 0, p["keyword"], p["until"]
        )


def _plot_modifier(st: GameState, seat: int, p: dict[str, Any]) -> None:
    if p["stat"] not in _STATS:
        raise RuleError("R-PLOTMOD-1", f"unknown plot value {p['stat']!r}")
    st.player(p["seat"]).plot_mods.append((p["stat"], p["amount"], p["until"]))


def _draw(st: GameState, seat: int, p: dict[str, Any]) -> None:
    player = st.player(p["seat"])
    draw(st, player.index, p["cards"], "R-DRAW-1")


def _put_into_play(st: GameState, seat: int, p: dict[str, Any]) -> None:
    cid = p["card"]
    inst = st.card(cid)
    if inst.zone not in ("hand", "deck", "discard", "dead"):
        raise RuleError("R-PUT-1", f"{cid} is not in an out-of-play area")
    # an event whose text attaches it ("attach <it> to that character as a Condition
    # attachment") enters play as an attachment: ``as_attachment``
    as_attachment = inst.card.type == "attachment" or bool(p.get("as_attachment"))
    if inst.card.type not in ("character", "location", "attachment") and not (
        inst.card.type == "event" and as_attachment
    ):
        raise RuleError("R-EVENT-6", f"{cid} is a {inst.card.type} and cannot enter play")
    dead = rules.copies_in(st, st.players[inst.owner].dead, inst.card.name)
    if inst.card.unique and dead and dead != [cid]:  # [R-DEAD-4]: that very card may return
        raise RuleError("R-DEAD-3", f"a copy of {inst.card.name} is in the dead pile")
    # "into play under your control" names the controller (``seat``); else its owner
    controller = st.seat_index(p["seat"]) if "seat" in p else inst.owner
    if effects.applies(st, "cannot", controller, f"enter:{inst.card.name}"):
        raise RuleError("R-CANNOT-1", f"card text forbids putting {inst.card.name} into play")
    if controller != inst.owner:
        rules.check_new_controller(st, cid, controller)
    original = rules.unique_in_play(st, inst.owner, inst.card.name) if inst.card.unique else None
    if as_attachment and original is None:
        attach_rules.check_host(st, controller, cid, p.get("attach_to"), "R-PUT-3")
    elif p.get("attach_to") is not None:
        raise RuleError("R-PUT-3", f"{cid} does not attach")
    origin = inst.zone  # the area it enters play from ("from your dead pile": Great Wyk)
    enter_play(st, cid, controller, p.get("attach_to"))
    if p.get("knelt") and inst.zone == "play":  # "put ... into play knelt" ([R-ENTER-3]):
        inst.kneeling = True  # it enters kneeling, it is not knelt (no ``knelt`` happening)
    effects.happen(
        st,
        "entered_play",
        controller,
        cid,
        how="put",
        phase=st.phase,
        during_challenge=st.challenge is not None,
        origin=origin,
    )


def _take_control(st: GameState, seat: int, p: dict[str, Any]) -> None:
    cid, new = p["card"], st.player(p["seat"]).index
    require_in_play(st, cid, "R-OWN-2")
    inst = st.cards[cid]
    if inst.controller == new:
        raise RuleError("R-ABIL-7", f"{p['seat']} already controls {cid}")
    rules.check_new_controller(st, cid, new)
    move_control(st, cid, new)  # out of the challenge ([R-OWN-5])


def _participate(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "That character is now participating as a defender (attacker)" ([R-PART-1], [R-PART-7])."""
    cid, side, ch = p["card"], p["side"], st.challenge
    if ch is None:
        raise RuleError("R-PART-7", "no challenge is in progress")
    require_in_play(st, cid, "R-PART-7")
    inst = st.cards[cid]
    player = ch.defender if side == "defender" else ch.attacker
    if side not in ("attacker", "defender") or inst.card.type != "character":
        raise RuleError("R-PART-7", f"{cid} cannot participate as {side!r}")
    if inst.controller != player:
        raise RuleError("R-PART-7", f"{cid} is not controlled by the {side}'s player")
    if cid in ch.attackers or cid in ch.defenders:
        raise RuleError("R-PART-2", f"{cid} is already participating")
    (ch.defenders if side == "defender" else ch.attackers).append(cid)
    st.players[inst.controller].participated_this_phase.append(cid)  # [R-PART-1]


def _shuffle(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """A card effect shuffles a deck ([R-SEARCH-2]): its order is unknown afterwards."""
    st.player(p["seat"]).deck_known = False


def _save(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """An interrupt saves a card from the leave-play effect that follows ([R-SAVE-1..5])."""
    require_in_play(st, p["card"], "R-SAVE-1")
    _check_saveable(st, p["card"])
    st.saved.add(p["card"])


def _check_saveable(st: GameState, cid: str) -> None:
    """Card text may say characters "cannot be saved" (a ``cannot`` named ``save``)."""
    if effects.applies(st, "cannot", cid, "save"):
        raise RuleError("R-SAVE-3", f"card text says {cid} cannot be saved")


def _remove_from_challenge(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Remove it from the challenge": it no longer participates and its STR no longer
    counts; it stays as it is (kneeling) ([R-PART-3])."""
    cid, ch = p["card"], st.challenge
    for side in () if ch is None else (ch.attackers, ch.defenders):
        if cid in side:
            side.remove(cid)
            return
    raise RuleError("R-PART-3", f"{cid} is not participating in a challenge")


def _retarget(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "choose <to> to become the target of that triggered ability instead" (High Septon):
    the next event is that ability, its only target ``to`` instead of ``card``."""
    require_in_play(st, p["card"], "R-TARGET-1")
    require_in_play(st, p["to"], "R-TARGET-1")
    st.retarget = (p["card"], p["to"], seat)


def _cancel(st: GameState, seat: int, p: dict[str, Any]) -> None:
    st.pending_cancel = True
    st.cancelling = p.get("card")  # the card whose effects it cancels, when named
    st.cancelling_only = p.get("only_target")  # and the only target it chooses, when named


_PRIMITIVES: Final[dict[str, Callable[[GameState, int, dict[str, Any]], None]]] = {
    "kneel": _kneel,
    "stand": _stand,
    "kill": _leave("dead", "R-KILL-2"),
    "discard": _leave("discard", "R-DISCARD-2"),
    "return_to_hand": _leave("hand", "R-LEAVE-1"),
    "sacrifice": _leave("discard", "R-SACRIFICE-1"),
    "gain_power": gain_power,
    "move_power": move_power,
    "discard_power": discard_power,
    "gain_gold": _gold(1),
    "spend_gold": _gold(-1),
    "strength": _modifier,
    "icon": _modifier,
    "keyword": _modifier,
    "plot_modifier": _plot_modifier,
    "draw": _draw,
    "put_into_play": _put_into_play,
    "take_control": _take_control,
    "save": _save,
    "participate": _participate,
    "cancel": _cancel,
    "retarget": _retarget,
    "reveal_plot": apply_reveal_plot,
    "move_attachment": apply_move_attachment,
    "claim_as_power": apply_claim_as_power,
    "claim_as_military": apply_claim_as_military,
    "claim_against": apply_claim_against,
    "end_challenge": apply_end_challenge,
    "claim_replaced": apply_claim_replaced,
    "discard_instead": apply_discard_instead,
    "remove_from_challenge": _remove_from_challenge,
    "lasting": lambda st, seat, p: apply_lasting(st, p, seat),
    "move": lambda st, seat, p: apply_move(st, p),
    "remove_from_game": _leave("removed", "R-RFG-1"),
    "token": lambda st, seat, p: apply_token(st, p),
    **CARD_MOVES,
    "shuffle": _shuffle,
}
PRIMITIVE_OPS: Final[tuple[str, ...]] = tuple(_PRIMITIVES)  # the ``op`` names a log may use


def apply_primitive(st: GameState, seat: int, prim: dict[str, Any]) -> None:
    """Check and apply one cost or effect primitive for ``seat``."""
    _PRIMITIVES[prim["op"]](st, seat, prim)
