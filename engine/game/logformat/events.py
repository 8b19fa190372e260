"""The typed game events of ``agot-match-log/1``: one frozen dataclass per event type, the ONE
definition of its fields, their value kinds, their defaults and the rule that places it.

A field's value kind (the tag the codec checks and the JSON Schema describes: ``seat``, ``id``,
``ids`` ...) rides in its annotation (``Annotated[str, "id"]``); a field without a default is
required, one with a default optional (the default is what the engine reads when the log leaves
it out). ``log_fields.EVENT_FIELDS`` is derived from these classes, so the codec's checks, the
schema (``log_schema``) and the code that reads the events cannot drift apart.

The codec checks a document's structure first (``log_checks``, same messages as ever), then
``event_of`` turns each checked JSON object into its typed event. Lists and objects are kept as
the document gave them (read-only by type: ``Sequence``, ``Mapping``; at run time the lists and
dicts of the JSON): parsing copies only each event's own object, which becomes the event's
``__dict__`` (``log_readers``). Ability primitives (``costs``, ``effects``) stay checked JSON
objects (docs/decisions/typed-events.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import MISSING, dataclass, field, fields
from typing import Annotated, Any, ClassVar, get_args, get_origin, get_type_hints

Seat = Annotated[str, "seat"]
Seats = Annotated[Sequence[str], "seats"]
Id = Annotated[str, "id"]
Ids = Annotated[Sequence[str], "ids"]
IdMap = Annotated[Mapping[str, str], "idmap"]
Int = Annotated[int, "int"]
Bool = Annotated[bool, "bool"]
Str = Annotated[str, "str"]
Code = Annotated[str, "code"]
Codes = Annotated[Sequence[str], "codes"]
ChallengeType = Annotated[str, "ctype"]
Kind = Annotated[str, "kind"]
Keyword = Annotated[str, "keyword"]
Step = Annotated[str, "step"]
Obj = Annotated[Mapping[str, Any], "obj"]
# An effect primitive: a checked JSON object with its ``op`` (log_fields.PRIMITIVES).
Prim = dict[str, Any]
Prims = Annotated[Sequence[Prim], "prims"]


def no_map() -> Mapping[str, str]:
    """The default of an optional object field: a fresh empty dict, as an optional list field's
    is a fresh empty list (``default_factory=list``), so an event read from a document and one
    that left the field out hold values of the same kind (a list compares equal only to a list)."""
    return {}


# Fields every event has (``seq``) or may have (the common optional ones, not per type).
BASE_FIELDS = frozenset({"seq", "at", "note", "by"})


@dataclass(frozen=True, kw_only=True)
class GameEvent:
    """What every event has: its number, and the optional step it belongs to (``at``), a
    free-text note and the seat that entered it (``by``, default its own seat)."""

    TYPE: ClassVar[str] = ""
    RULE: ClassVar[str] = ""  # where the event is allowed (its handler's placing rule)
    # ``ev.type`` as in the JSON: a class attribute, not a property (read for every event)
    type: ClassVar[str] = ""

    seq: int
    at: Step | None = None
    note: Str | None = None
    by: Seat | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.type = cls.TYPE


@dataclass(frozen=True, kw_only=True)
class SeatEvent(GameEvent):
    """An event a seat takes (its ``seat``)."""

    seat: Seat


@dataclass(frozen=True, kw_only=True)
class FirstPlayer(SeatEvent):
    TYPE, RULE = "first_player", "S-2"


@dataclass(frozen=True, kw_only=True)
class Shuffle(SeatEvent):
    TYPE, RULE = "shuffle", "S-6"
    order: Ids | None = None  # listed top first; absent: the order is not recorded


@dataclass(frozen=True, kw_only=True)
class Draw(SeatEvent):
    TYPE, RULE = "draw", "R-DRAW-1"
    cards: Ids


@dataclass(frozen=True, kw_only=True)
class Mulligan(SeatEvent):
    TYPE, RULE = "mulligan", "S-7-1"
    mulligan: Bool


@dataclass(frozen=True, kw_only=True)
class Setup(SeatEvent):
    TYPE, RULE = "setup", "S-8"
    cards: Ids
    attach: IdMap = field(default_factory=no_map)


@dataclass(frozen=True, kw_only=True)
class Plot(SeatEvent):
    TYPE, RULE = "plot", "F-1.2"
    card: Id


@dataclass(frozen=True, kw_only=True)
class Initiative(SeatEvent):
    TYPE, RULE = "initiative", "F-1.3.I"
    tiebreak: Str | None = None


@dataclass(frozen=True, kw_only=True)
class Marshal(SeatEvent):
    TYPE, RULE = "marshal", "F-AW-3-1"
    card: Id
    attach_to: Id | None = None
    cost: Int | None = None  # absent: not stated (the engine works it out)


@dataclass(frozen=True, kw_only=True)
class Ambush(SeatEvent):
    TYPE, RULE = "ambush", "R-KW-AMBUSH-1"
    card: Id
    attach_to: Id | None = None


# the shadow keyword (docs/decisions/shadow-keyword.md): marshal facedown into shadows, out
@dataclass(frozen=True, kw_only=True)
class IntoShadows(SeatEvent):
    TYPE, RULE = "into_shadows", "R-MARSHAL-1"
    card: Id


@dataclass(frozen=True, kw_only=True)
class OutOfShadows(SeatEvent):
    TYPE, RULE = "out_of_shadows", "R-PUT-1"
    card: Id
    attach_to: Id | None = None


@dataclass(frozen=True, kw_only=True)
class Pass(SeatEvent):
    TYPE, RULE = "pass", "R-PASS-1"


@dataclass(frozen=True, kw_only=True)
class Challenge(SeatEvent):
    TYPE, RULE = "challenge", "R-PASS-4"
    challenge: ChallengeType
    attackers: Ids
    stealth: IdMap = field(default_factory=no_map)
    opponent: Seat | None = None  # melee: the opponent attacked


@dataclass(frozen=True, kw_only=True)
class Defenders(SeatEvent):
    TYPE, RULE = "defenders", "F-4.2.1"
    defenders: Ids


@dataclass(frozen=True, kw_only=True)
class ChallengeResult(GameEvent):
    TYPE, RULE = "challenge_result", "F-4.2.2"
    winner: Seat | None = None
    attacker_str: Int | None = None
    defender_str: Int | None = None
    unopposed: Bool | None = None


@dataclass(frozen=True, kw_only=True)
class Claim(SeatEvent):
    TYPE, RULE = "claim", "F-4.2.4"
    cards: Ids = field(default_factory=list)
    saved_by: IdMap = field(default_factory=no_map)
    amount: Int | None = None


@dataclass(frozen=True, kw_only=True)
class KeywordUsed(SeatEvent):
    TYPE, RULE = "keyword", "F-4.2.5"
    keyword: Keyword
    card: Id
    target: Id | None = None
    cards: Ids = field(default_factory=list)
    use: Bool = True


@dataclass(frozen=True, kw_only=True)
class Dominance(GameEvent):
    TYPE, RULE = "dominance", "F-5.2"
    winner: Seat | None = None


# melee only (docs/match-log.md, "Melee"): the titles ([F-1.4]), the redirect and the Master of
# Whispers' claim against several opponents
@dataclass(frozen=True, kw_only=True)
class TitlePool(GameEvent):
    TYPE, RULE = "title_pool", "F-1.4-1"
    removed: Codes


@dataclass(frozen=True, kw_only=True)
class Title(SeatEvent):
    TYPE, RULE = "title", "F-1.4"
    title: Code


@dataclass(frozen=True, kw_only=True)
class Redirect(SeatEvent):
    TYPE, RULE = "redirect", "F-4.2-9"
    opponent: Seat
    stealth: IdMap = field(default_factory=no_map)


@dataclass(frozen=True, kw_only=True)
class ClaimOpponents(SeatEvent):
    TYPE, RULE = "claim_opponents", "F-4.2.4"
    opponents: Seats


@dataclass(frozen=True, kw_only=True)
class Reserve(SeatEvent):
    TYPE, RULE = "reserve", "F-7.3"
    cards: Ids


# card text caps how many characters stand ([F-6.2]): the ones the player stands
@dataclass(frozen=True, kw_only=True)
class Stand(SeatEvent):
    TYPE, RULE = "stand", "F-6.2"
    cards: Ids


@dataclass(frozen=True, kw_only=True)
class Checkpoint(GameEvent):
    TYPE, RULE = "checkpoint", "F-7.5"
    seats: Obj
    round: Int | None = None


@dataclass(frozen=True, kw_only=True)
class Ability(SeatEvent):
    TYPE, RULE = "ability", "R-TRIGGERED-1"
    source: Id
    kind: Kind
    costs: Prims = field(default_factory=list)
    targets: Ids = field(default_factory=list)
    effects: Prims | None = None  # absent: derived from the card text (stated: checked)
    cancelled: Bool = False
    # card text (docs/match-log.md, "Card text"): which of the card's abilities (1-based,
    # inferred when one fits) and a named choice ("military", "draw" ...)
    ability: Int | None = None
    choice: Str | None = None


@dataclass(frozen=True, kw_only=True)
class Concede(SeatEvent):
    TYPE, RULE = "concede", "T-END-1"


@dataclass(frozen=True, kw_only=True)
class TimeCalled(GameEvent):
    TYPE, RULE = "time_called", "T-END-2"


@dataclass(frozen=True, kw_only=True)
class ChooseWinner(SeatEvent):
    TYPE, RULE = "choose_winner", "R-WIN-3"
    winner: Seat


@dataclass(frozen=True, kw_only=True)
class GameOver(GameEvent):
    TYPE, RULE = "game_over", "R-WIN-1"
    winner: Seat | None = None
    reason: Str | None = None


@dataclass(frozen=True, kw_only=True)
class Note(GameEvent):
    TYPE, RULE = "note", "LOG-NOTE"
    text: Str | None = None


# [LOG-UNDO-1..4] takes back event ``undoes``; the log keeps both, the replay skips them.
@dataclass(frozen=True, kw_only=True)
class Undo(SeatEvent):
    TYPE, RULE = "undo", "LOG-UNDO-1"
    undoes: Int


EVENT_TYPES: dict[str, type[GameEvent]] = {
    cls.TYPE: cls
    for cls in (
        FirstPlayer, Shuffle, Draw, Mulligan, Setup, Plot, Initiative, Marshal, Ambush,
        IntoShadows, OutOfShadows, Pass, Challenge, Defenders, ChallengeResult, Claim,
        KeywordUsed, Dominance, TitlePool, Title, Redirect, ClaimOpponents, Reserve, Stand,
        Checkpoint, Ability, Concede, TimeCalled, ChooseWinner, GameOver, Note, Undo,
    )
}  # fmt: skip


def _tag(hint: Any) -> str:
    """The value kind of a field's annotation (``Annotated[str, "id"] | None`` -> ``"id"``)."""
    if get_origin(hint) is Annotated:
        return str(hint.__metadata__[0])
    return next(_tag(arg) for arg in get_args(hint) if arg is not type(None))


def field_table(cls: type[GameEvent]) -> tuple[dict[str, str], dict[str, str]]:
    """An event type's own fields as (required name -> tag, optional name -> tag), in the
    order of its definition (the codec's checks and the JSON Schema are built from these)."""
    hints = get_type_hints(cls, include_extras=True)
    required: dict[str, str] = {}
    optional: dict[str, str] = {}
    for f in fields(cls):
        if f.name in BASE_FIELDS:
            continue
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        (optional if has_default else required)[f.name] = _tag(hints[f.name])
    return required, optional
