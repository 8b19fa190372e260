"""The ``lasting`` and ``token`` primitives, and card text's cost changes ([R-COST-1]).

A ``lasting`` primitive names a contribution (``engine.game.state.effects``) and its duration:
``{"op": "lasting", "effect": "str", "card": "A:01090#1", "amount": 2, "until": "phase"}``.
A cost change carries ``match``, a card spec string ("character", "character:stark",
"card:stark", "loyal", "event", "lord_or_lady", "unique_character",
"attachment/location:thenightswatch"; a step "@6:2": by 2 instead for a printed cost of 6 or
more) and usually ``uses`` 1 ("the next ...").
``at_end`` on a card is a delayed effect named ``discard``, ``kill``, ``return_to_hand``,
``bottom_of_deck``, ``shuffle_into_deck`` or ``to_dead_pile`` (placed there, not killed):
when its duration ends, the card leaves play that way if it is still in play
([R-DELAYED-1..2]; ``engine.game.rules.zones.expire``);
``kill_at_zero`` on a character kills it whenever its STR is 0 while the effect lasts
(``engine.game.rules.text_checks.card_text_checks``); ``draw_if_won`` on a seat makes ``amount``
draws due when that seat wins the challenge (the log names them in a ``draw`` event).
"""

from __future__ import annotations

import re
from typing import Any, Final

from engine.game.data.cards import Card
from engine.game.rules.checks import check_new_controller
from engine.game.state.effects import Contribution, Lasting, contributions
from engine.game.state.model import GameState, RuleError

_EFFECTS: Final = frozenset(
    {
        "str",
        "icon",
        "keyword",
        "plot",
        "challenges",
        "cannot",
        "cost",
        "claim",
        "blank",
        "no_kneel",
        "no_str",
        "claim_type",
        "at_end",
        "must",  # "must be declared as a defender, if able" (name "defend")
        "kill_at_zero",
        "draw_if_won",
        "stand_if_won",  # "If you win this challenge, stand that character" (name: the seat)
        "kill_if_token",  # "At the end of the phase, if it still has the token, kill it"
        "claim_defending",
        "named_character",  # a title named for the game, by seat (The Prince that was Promised)
        "held_until_leaves",  # name: a card removed from the game until this card leaves play
        "no_dominance",  # "does not contribute its STR to ... total for dominance"
        "immune",  # "gains immune to opponents' plot effects" (name: event / plot)
        "leave_to",  # on a revealed plot: "if that card leaves play, remove it from the game"
        "trait",  # "gains the Summer trait" (name: the Trait; amount -1 loses it): traits.py
        "faction",  # "loses all faction affiliations" (name "*", amount -1): rules/traits.py
        # "take control of that character until X stands or leaves play": ``card`` the
        # character, ``seat`` its new controller, ``name`` X (engine.game.rules.zones)
        "control",
        "draw_at_end",  # on a seat: "at the end of the phase, draw N cards" (rules/zones.py)
        "play_from",  # on a seat, name an event in its discard pile: "play it as if in hand"
        "event_to",  # on a seat, name hand/removed: the event resolving goes there instead
        "return_to_play",  # on a seat, name a card removed from the game: back as it ends
        "draw_if_revealed",  # on a seat, name a trait: draws due if an opponent reveals such a plot
        "when_revealed_as",  # on a seat, name a used plot: its When Revealed resolves as the seat's
        "draw_if_initiative",  # on a seat: draws due if it wins initiative (rules/contests.py)
        "plot_set",  # on a seat, name a plot stat: its value set to the amount ([R-MOD-5])
        # on a seat, name ``discard:<seat>``: it may marshal characters from that player's
        # discard pile as if they were in its hand (Night Gathers..., play/handlers/marshal.py)
        "marshal_from",
        # on a card, name what it may do: "If you win the challenge, you may return him to
        # your hand" (read by the card's own reaction to the won challenge: Dolorous Edd)
        "if_won",
    }
)


# what a delayed ``at_end`` effect does to its card (engine.game.rules.zones)
_AT_END_NAMES: Final = frozenset(
    {"discard", "kill", "return_to_hand", "bottom_of_deck", "shuffle_into_deck", "to_dead_pile"}
)


def apply_lasting(st: GameState, prim: dict[str, Any], seat: int | None = None) -> None:
    effect = prim["effect"]
    if effect not in _EFFECTS:
        raise RuleError("R-LASTING-1", f"unknown lasting effect {effect!r}")
    target: str | int | None = prim.get("card")
    if target is None and "seat" in prim:
        target = st.seat_index(prim["seat"])
    if isinstance(target, str) and st.card(target).zone not in ("play", "plot"):
        raise RuleError("R-LASTING-1", f"{target} is not in play")
    name = prim.get("name", prim.get("match", ""))
    # "<if won>/<otherwise>": by the margin won, ``amount`` (engine.game.rules.zones)
    if effect == "at_end" and not set(name.split("/", 1)) <= _AT_END_NAMES:
        raise RuleError("R-LASTING-1", f"unknown delayed effect {name!r} (at_end)")
    if effect == "cost" and re.search(r"@\d", name) and not _STEP.search(name):
        raise RuleError("R-LASTING-1", f"a cost step is '@<printed cost>:<amount>', not {name!r}")
    value = prim.get("amount", 0)
    if effect == "control":  # the value is the seat taking control ([R-OWN-2])
        value = _control_seat(st, prim, name)
    st.mod_counter += 1
    contribution = Contribution(effect, target, value, name)
    st.lasting.append(Lasting(contribution, prim["until"], prim.get("uses"), st.mod_counter, seat))


def _control_seat(st: GameState, prim: dict[str, Any], holder: str) -> int:
    """The seat a lasting ``control`` gives the character to, checked: a character in play,
    and a holder card in play whose standing or leaving play ends it."""
    if "card" not in prim or "seat" not in prim:
        raise RuleError("R-LASTING-1", "a lasting control names the card and the seat")
    # a character, or a location ("Take control of that location": Sea Bitch); an attachment
    # stays with its host
    if st.card(prim["card"]).card.type not in ("character", "location"):
        raise RuleError("R-OWN-2", f"{prim['card']} is not a character or a location")
    if holder and st.card(holder).zone != "play":
        raise RuleError("R-LASTING-1", f"{holder} is not in play")
    seat = st.seat_index(prim["seat"])
    if st.cards[prim["card"]].controller != seat:
        check_new_controller(st, prim["card"], seat)  # uniques ([R-UNIQUE-3], [R-DEAD-3])
    return seat


def apply_token(st: GameState, prim: dict[str, Any]) -> None:
    """Place (``amount`` > 0) or remove tokens of a kind on a card."""
    cid, kind, amount = prim["card"], prim["token"], prim["amount"]
    st.card(cid)
    held = st.tokens.setdefault(cid, {})
    if held.get(kind, 0) + amount < 0:
        raise RuleError("R-ABIL-7", f"{cid} has only {held.get(kind, 0)} {kind} token(s)")
    held[kind] = held.get(kind, 0) + amount


_PLAYED: Final = "|play"  # a match ending so applies to events played too ("marshal or play")
_AMBUSHED: Final = "|ambush"  # last of all: applies to a card put into play by ambush too
# "@K:N": by N instead for a printed cost of K or more (a trait after "@" never starts with
# a digit: "attachment@R'hllor")
_STEP: Final = re.compile(r"@(\d{1,2}):(\d{1,2})(\|play)?$")


def card_matches(card: Card, match: str, playing: bool = False, ambushing: bool = False) -> bool:
    """Whether a card fits a cost change's ``match`` spec ("character:stark" ...): one that
    ends with "|play" ("loyal|play") also applies to an event played (``playing``), one that
    ends with "|ambush" ("card|play|ambush") to a card ambushed too (``ambushing``: "the next
    card you play or ambush"), never otherwise; "@Trait" asks for a trait
    ("attachment@R'hllor"), "#code" one card ("character#14015"), ":!faction" any other
    faction ("character:!baratheon")."""
    if ambushing and not match.endswith(_AMBUSHED):
        return False
    match = match.removesuffix(_AMBUSHED)
    plays = match.endswith(_PLAYED)
    spec = _STEP.sub("", match).removesuffix(_PLAYED)  # the cost step is read by _stepped
    spec, _, trait = spec.partition("@")  # "attachment@R'hllor"
    spec, _, code = spec.partition("#")  # "character#14015": that card only
    kind, _, faction = spec.partition(":")
    if kind == "character_trait":  # "the next House Tully or The Seven character": by trait
        traits = faction.split(";")
        return not playing and card.type == "character" and any(card.has_trait(t) for t in traits)
    if playing and not (plays or kind == "event"):
        return False  # a change for marshaled cards never applies to an event played
    if not playing and kind == "event":
        return False  # events are played, never marshaled
    if (trait and not card.has_trait(trait)) or (code and card.code != code):
        return False
    if faction and (card.faction == faction[1:] if faction[0] == "!" else card.faction != faction):
        return False  # "character:!baratheon": a non-[baratheon] character (Renly Baratheon)
    if kind == "event":  # "the first event you play each round"
        return card.type == "event"
    if kind == "loyal":
        return card.loyal
    if kind == "unique_character":
        return card.type == "character" and card.unique
    if kind == "noncharacter":  # "the next non-character card you marshal, play, or ambush"
        return card.type != "character"
    if kind == "lord_or_lady":
        return card.type == "character" and (card.has_trait("Lord") or card.has_trait("Lady"))
    return kind in ("card", "") or card.type in kind.split("/")  # "attachment/location"


def cost_change(
    st: GameState, seat: int, card: Card, playing: bool = False, ambushing: bool = False
) -> int:
    """The total change card text makes to ``card``'s cost for ``seat`` now (negative: a
    reduction) when marshaled, played (``playing``, an event) or ambushed (``ambushing``);
    the cost never goes below 0 ([R-COST-1])."""
    return sum(
        _stepped(c.value, c.name.removesuffix(_AMBUSHED), card)
        for c in contributions(st, "cost")
        if c.target == seat and card_matches(card, c.name, playing, ambushing)
    )


def _stepped(value: int, match: str, card: Card) -> int:
    """A match ending "@K:N" changes the cost by N instead when the card's printed cost is K
    or higher ("By 2 instead if that character's printed cost is 6 or higher": "@6:2")."""
    step = _STEP.search(match)
    if step is None or (card.cost or 0) < int(step[1]):
        return value
    return int(step[2]) if value > 0 else -int(step[2])


def event_cost(st: GameState, seat: int, card: Card) -> int:
    """An event's gold cost after card text's reductions and increases ("the next loyal card
    you marshal or play"), never below 0 ([R-COST-1])."""
    return max(0, (card.cost or 0) + cost_change(st, seat, card, playing=True))


def use_cost_changes(
    st: GameState, seat: int, card: Card, playing: bool = False, ambushing: bool = False
) -> None:
    """A card was marshaled, played or ambushed: one-shot cost changes that applied to it
    are used."""
    kept = []
    for effect in st.lasting:
        c = effect.contribution
        if c.kind == "cost" and c.target == seat and card_matches(card, c.name, playing, ambushing):
            if effect.uses is not None and effect.uses <= 1:
                continue
            if effect.uses is not None:
                effect.uses -= 1
        kept.append(effect)
    st.lasting = kept


def events_played_key(st: GameState, seat: int) -> str:
    """The ``GameState.uses`` counter of the events ``seat`` played this round ("the first
    event you play each round"; counted by ``engine.game.play.abilities``)."""
    return f"events_played|{st.players[seat].key}|{st.round}"


def loyal_played_key(st: GameState, seat: int) -> str:
    """The ``GameState.uses`` counter of the loyal events ``seat`` played this round ("the
    first loyal card you marshal or play each round"; counted by
    ``engine.game.play.abilities``, beside ``events_played_key``)."""
    return f"loyal_played|{st.players[seat].key}|{st.round}"


def playable_event(st: GameState, seat: int, cid: str) -> bool:
    """Whether ``cid`` is an event ``seat`` plays from where it is ([R-EVENT-7]): its own hand,
    or its discard pile while a lasting ``play_from`` names it ("you may play that event as if
    it were in your hand": Emissary of the Hightower)."""
    inst = st.cards[cid]
    if inst.card.type != "event" or inst.owner != seat:
        return False
    if inst.zone == "hand":
        return True
    return inst.zone == "discard" and any(
        c.target == seat and c.name == cid for c in contributions(st, "play_from")
    )


def event_destination(st: GameState, seat: int, cid: str) -> str:
    """Where an event just played goes ([R-EVENT-3]): its owner's discard pile, unless the
    text says otherwise: "return <it> to your hand instead of placing it in your discard
    pile" (a lasting ``event_to`` on the seat its effects created, used here), or played from
    the discard pile by a ``play_from`` permission: "remove it from the game instead"."""
    told = [
        e for e in st.lasting if e.contribution.kind == "event_to" and e.contribution.target == seat
    ]
    if told:
        st.lasting = [e for e in st.lasting if e not in told]
        return told[-1].contribution.name
    return "removed" if st.cards[cid].zone == "discard" else "discard"
