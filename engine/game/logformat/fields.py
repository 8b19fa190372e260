"""The match-log format's tables (``agot-match-log/1``): the rulesets and seats, every event
type's fields and their value kinds (``EVENT_FIELDS``, ``PRIMITIVES``), and the error a
document that is no readable log raises. One definition: the codec (``engine.game.logformat.log``)
checks against it and ``engine.game.logformat.schema`` turns it into the published JSON Schema."""

from __future__ import annotations

import re
from typing import Any

from engine.game.logformat.events import EVENT_TYPES, field_table

FORMAT = "agot-match-log/1"
RULESET = "agot2-joust"  # the default ruleset (Second Edition joust)
# Every ruleset a log header may name, with the seat counts it allows. Each ruleset's rules
# live in the engine beside the joust ones (``GameState.ruleset`` tells the code which).
MELEE = "agot2-melee"  # Second Edition melee: 3 to 6 seats, titles ([R-MELEE-1])
HBO = "hbo-2p"  # the two-player HBO edition (rules/hbo.md, [H-SETUP-2])
RULESETS: dict[str, tuple[int, int]] = {RULESET: (2, 2), MELEE: (3, 6), HBO: (2, 2)}
SEATS = ("A", "B", "C", "D", "E", "F")  # seat letters in clockwise order ([R-MELEE-2])
FORMAT_NAMES = {RULESET: "joust", MELEE: "melee"}
CHALLENGE_TYPES = ("military", "intrigue", "power")
ABILITY_KINDS = (
    "action",
    "reaction",
    "interrupt",
    "forced",
    "when_revealed",
    "constant",
    "keyword",  # a keyword the log states a choice of (bestow: docs/decisions/bestow.md)
)
KEYWORDS = ("renown", "insight", "intimidate", "pillage")
# what a ``keyword`` primitive may give until a duration ends ("gains stealth until ...")
GAINED_KEYWORDS = (*KEYWORDS, "stealth")
# plot: until a new plot is revealed; next_challenge: through the next challenge the ability's
# user initiates this phase; next_phase: until the next phase begins; plot_phase: until the
# end of the next plot phase (docs/match-log.md, "lasting")
DURATIONS = ("challenge", "phase", "round", "game", "plot", "next_challenge", "next_phase",
             "plot_phase")  # fmt: skip
MAX_INT = 10_000  # no count in a real game comes near; larger numbers are "absurd"
CODE_RE = re.compile(r"[0-9A-Za-z_-]{1,16}")
ID_RE = re.compile(r"^[A-F]:(?:faction|agenda|[0-9A-Za-z_-]{1,16}#[1-9][0-9]?)$")

# Field tags: seat, seats, id, ids, int, bool, str, ctype, kind, keyword, gained_keyword, idmap,
# prims, obj, until. Every event type's fields: type -> (required fields, optional fields),
# derived from its typed definition (``engine.game.logformat.events``, the one source).
EVENT_FIELDS: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    kind: field_table(cls) for kind, cls in EVENT_TYPES.items()
}
# ``by``: the seat that entered the event (default: its own ``seat``), for [LOG-UNDO-2..3].
COMMON_OPTIONAL = {"at": "step", "note": "str", "by": "seat"}
# The steps where a replay rests (engine.game.framework.flow.STEPS; a test keeps the two equal).
STEPS = (
    "S-2", "S-7", "S-7-1", "S-8", "S-10", "F-1.2", "F-1.3.I", "F-1.3.II", "F-1.3.III", "F-1.4",
    "F-AW-1", "F-2.2", "F-AW-2", "F-AW-3", "F-AW-4.1", "F-AW-4.2", "F-4.2.1", "F-AW-4.2.1",
    "F-4.2.2", "F-4.2.3", "F-4.2.4", "F-4.2.5", "F-4.4", "F-AW-5", "F-6.1", "F-AW-6", "F-7.1",
    "F-7.3", "F-AW-7",
)  # fmt: skip

# Effect primitives of ability events: op -> (required fields, optional fields).
PRIMITIVES: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "kneel": ({"card": "id"}, {}),
    "stand": ({"card": "id"}, {}),
    "kill": ({"card": "id"}, {"saved_by": "id", "cannot_be_saved": "bool"}),
    "discard": ({"card": "id"}, {"saved_by": "id", "cannot_be_saved": "bool"}),
    "return_to_hand": ({"card": "id"}, {"saved_by": "id", "cannot_be_saved": "bool"}),
    "sacrifice": ({"card": "id"}, {"seat": "seat"}),
    "gain_power": ({"amount": "int"}, {"card": "id", "seat": "seat"}),
    "move_power": (
        {"amount": "int"},
        {"from": "id", "to": "id", "from_seat": "seat", "to_seat": "seat"},
    ),
    "discard_power": ({"amount": "int"}, {"card": "id", "seat": "seat"}),
    "gain_gold": ({"seat": "seat", "amount": "int"}, {}),
    "spend_gold": ({"seat": "seat", "amount": "int"}, {}),
    "strength": ({"card": "id", "amount": "int", "until": "until"}, {"mode": "str"}),
    "icon": ({"card": "id", "icon": "ctype", "until": "until"}, {"lose": "bool"}),
    "keyword": ({"card": "id", "keyword": "gained_keyword", "until": "until"}, {"lose": "bool"}),
    "plot_modifier": ({"seat": "seat", "stat": "str", "amount": "int", "until": "until"}, {}),
    "draw": ({"seat": "seat", "cards": "ids"}, {}),
    "put_into_play": (
        {"card": "id"},
        {"attach_to": "id", "seat": "seat", "as_attachment": "bool", "knelt": "bool"},
    ),
    "take_control": ({"card": "id", "seat": "seat"}, {}),
    "save": ({"card": "id"}, {}),
    "shuffle": ({"seat": "seat"}, {}),
    # card: the one whose effects it cancels (The Hand's Judgment); only_target: the one card
    # the cancelled ability must choose as its only target (Fear Cuts Deeper Than Swords)
    "cancel": ({}, {"card": "id", "only_target": "id"}),
    "retarget": ({"card": "id", "to": "id"}, {}),  # the next ability targets "to" instead
    "participate": ({"card": "id", "side": "str"}, {}),  # "now participating as a defender"
    # a lasting effect of card text (engine.game.state.effects.Contribution) and tokens on a card
    "lasting": (
        {"effect": "str", "until": "until"},
        {
            "card": "id",
            "seat": "seat",
            "amount": "int",
            "name": "str",
            "match": "str",
            "uses": "int",
        },
    ),
    "token": ({"card": "id", "token": "str", "amount": "int"}, {}),
    # a card moved between out-of-play areas, or removed from the game from play
    "move": ({"card": "id", "to": "str"}, {"bottom": "bool", "top": "bool"}),
    "remove_from_game": ({"card": "id"}, {}),
    # a participating character removed from the challenge ([R-PART-3])
    "remove_from_challenge": ({"card": "id"}, {}),
    "reveal": ({"seat": "seat", "cards": "ids"}, {"from": "str"}),  # from: "hand" (else deck)
    "shuffle_into_deck": ({"card": "id"}, {}),
    "to_top_of_deck": ({"card": "id"}, {}),
    "place_duplicate": ({"card": "id", "on": "id"}, {}),
    "attach_facedown": ({"card": "id", "to": "id"}, {}),  # from hand, facedown ([R-FACEDOWN-1])
    "take_from_deck": ({"card": "id"}, {}),
    "shuffle_deck": ({"seat": "seat"}, {}),
    "arrange_deck": ({"seat": "seat", "top": "ids", "bottom": "ids"}, {}),
    # a plot revealed by card text: a Scheme plot, "choose and reveal a new plot card"
    "reveal_plot": ({"card": "id"}, {}),
    "move_attachment": ({"card": "id", "to": "id"}, {}),  # an attachment to another card
    "claim_as_power": ({}, {}),  # "apply [power] claim instead" (Mya Stone)
    "claim_as_military": ({}, {}),  # "apply [military] claim instead" (Trial by Combat, 09050)
    # "That player must satisfy the normal claim effect instead of you" (Vengeance for Elia)
    "claim_against": ({"seat": "seat"}, {}),
    "claim_replaced": ({}, {}),  # "instead of the normal claim effects" (Mirri Maz Duur)
    "end_challenge": ({}, {}),
    # "instead look at the top 2 cards ... and discard 1" (Tywin Lannister, 05006)
    "discard_instead": (
        {"card": "id", "of": "id"},
        {},
    ),  # "end the challenge immediately with no winner or loser"
}

SCALAR_TYPES: dict[str, Any] = {
    "seat": {"enum": list(SEATS)},
    "id": {"type": "string", "pattern": ID_RE.pattern},
    "int": {"type": "integer", "minimum": -MAX_INT, "maximum": MAX_INT},
    "bool": {"type": "boolean"},
    "str": {"type": "string", "maxLength": 10_000},
    "ctype": {"enum": list(CHALLENGE_TYPES)},
    "kind": {"enum": list(ABILITY_KINDS)},
    "keyword": {"enum": list(KEYWORDS)},
    "gained_keyword": {"enum": list(GAINED_KEYWORDS)},
    "until": {"enum": list(DURATIONS)},
    "step": {"enum": list(STEPS)},
    "obj": {"type": "object"},
    "code": {"type": "string", "pattern": "^" + CODE_RE.pattern + "$"},
}


class LogFormatError(ValueError):
    """A document that is not a readable match log; the message names line and field."""


def format_error(line: int, field: str, message: str) -> LogFormatError:
    """The error naming where a document breaks the format (line 0: the line is unknown)."""
    where = f"line {line}: " if line else ""
    return LogFormatError(f"{where}field {field!r}: {message}")
