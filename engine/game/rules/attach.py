"""Attachments: the restriction line of an attachment's text and the check that a host meets
it ([R-ATTACH-3..4], the keyword "No attachments" [R-KW-NOATT-1..3])."""

from __future__ import annotations

import re
from functools import cache

from engine.game.data.cards import Card
from engine.game.rules.traits import has_any_trait, of_faction
from engine.game.state.model import GameState, RuleError, has_keyword

_ITALIC_RE = re.compile(r"<i>([^<]+)</i>")
_FACTION_RE = re.compile(r"\[(\w+)\]")
_PRINTED_STR_RE = re.compile(r"printed str (\d+) or lower")  # "Character with printed STR 3 ..."
_SENTENCE_RE = re.compile(r"[^.\n]+")
_PRINTED_COST_RE = re.compile(r"printed cost (\d+) or lower")
# "<i>Dothraki</i> character or Daenerys Targaryen only": a card title beside the Traits
_TITLE_RE = re.compile(r"character or ([^<\[]+?) only")
# "Limit 1 copy per character." ([R-LIMIT-2]): copies by title on one card
_COPY_LIMIT_RE = re.compile(r"limit (\d+) cop(?:y|ies) per (?:character|location)", re.IGNORECASE)


@cache  # per card text, which never changes: asked at every attachment played or moved
def attach_restriction(text: str) -> str:
    """The attachment's play restriction sentence, lower-cased except trait markup
    ("<i>Lord</i> or <i>Lady</i> character only", "[stark] character only",
    "Attach only to a location"); empty when there is none."""
    for sentence in _SENTENCE_RE.findall(text):
        lowered = sentence.lower()
        if " only" in f" {lowered}" and ("character" in lowered or "location" in lowered):
            return _ITALIC_RE.sub(lambda m: f"<i>{m.group(1)}</i>", lowered)
    return ""


def check_host(
    st: GameState, seat: int, att: str, host: str | None, rule: str, in_play: bool = True
) -> None:
    """Whether an attachment may attach to ``host`` ([R-ATTACH-3..4], [R-KW-NOATT-1..3]).

    The card text's restriction line ("Character only.", "Opponent's character only.",
    "Attach only to a <i>Lord</i> or <i>Lady</i> character.", "Location only.") is read;
    without one an attachment goes on a character ([F-AW-3-6]).
    """
    if host is None:
        raise RuleError(rule, f"{att} is an attachment and needs a card to attach to")
    target = st.card(host)
    if (in_play and target.zone != "play") or target.host is not None:
        raise RuleError("R-ATTACH-3", f"{host} is not a card in play that can take attachments")
    card = st.cards[att].card
    restriction = attach_restriction(card.text)
    wanted_type = "character"
    if "location" in restriction and "character" not in restriction:
        wanted_type = "location"
    if target.card.type != wanted_type:
        raise RuleError("R-ATTACH-4", f"{card.name} attaches to a {wanted_type}, not {host}")
    if "opponent" in restriction and target.controller == seat:
        raise RuleError("R-ATTACH-4", f"{card.name} attaches only to an opponent's card")
    if "you control" in restriction and target.controller != seat:
        raise RuleError("R-ATTACH-4", f"{card.name} attaches only to a card you control")
    if "unique" in restriction and not target.card.unique:
        raise RuleError("R-ATTACH-4", f"{card.name} attaches only to a unique card")
    traits = _ITALIC_RE.findall(restriction)
    factions = _FACTION_RE.findall(restriction)
    titled = _TITLE_RE.search(restriction)  # "<i>Dothraki</i> character or <a title> only"
    if titled is not None and target.card.name.lower() == titled.group(1):
        traits, factions = [], []  # the card named qualifies whatever its Traits
    # Traits and factions as card text leaves them ("gains the King trait": rules/traits.py)
    in_faction = any(of_faction(st, host, f) for f in factions)
    if traits and factions and " or " in restriction:  # "[baratheon] or <i>R'hllor</i> ..."
        if not in_faction and not has_any_trait(st, host, tuple(traits)):
            either = " or ".join([*factions, *traits])
            raise RuleError("R-ATTACH-4", f"{card.name} attaches only to a {either} character")
        traits, factions = [], []
    if traits and not has_any_trait(st, host, tuple(traits)):
        raise RuleError("R-ATTACH-4", f"{card.name} attaches only to {' or '.join(traits)}")
    if factions and not in_faction:
        raise RuleError("R-ATTACH-4", f"{card.name} attaches only to a {factions[0]} card")
    _check_host_printed(card.name, restriction, target.card)
    _check_copy_limit(st, att, card, target.attachments)
    kw = target.card.keywords
    if has_keyword(st, host, "no_attachments"):  # printed unless blank [R-BLANK-1], or gained
        allowed = kw.no_attachments_except
        if not allowed or not any(card.has_trait(t) for t in allowed):
            raise RuleError(
                "R-KW-NOATT-1" if not allowed else "R-KW-NOATT-3",
                f"{host} has no attachments and cannot take {card.name}",
            )


@cache  # per card text, which never changes
def copy_limit(text: str) -> int | None:
    """ "Limit N copies per character": N, or None when the text sets no such limit."""
    found = _COPY_LIMIT_RE.search(text)
    return int(found.group(1)) if found is not None else None


def _check_copy_limit(st: GameState, att: str, card: Card, attached: list[str]) -> None:
    """At most N copies (by title) of an attachment with "Limit N copies per character" on
    one card ([R-LIMIT-2]); the attachment itself (moved from another card) not counted."""
    limit = copy_limit(card.text)
    if limit is None:
        return
    copies = [a for a in attached if a != att and st.cards[a].card.name == card.name]
    if len(copies) >= limit:
        raise RuleError(
            "R-LIMIT-2", f"{card.name}: limit {limit} per card, and {copies[0]} is attached"
        )


def _check_host_printed(name: str, restriction: str, host: Card) -> None:
    """ "Non-limited location with printed cost 3 or lower only.", "Character with printed STR
    3 or lower only.", "Non-loyal character only." ([R-ATTACH-4])."""
    if "non-limited" in restriction and host.keywords.limited:
        raise RuleError("R-ATTACH-4", f"{name} attaches only to a non-limited card")
    if "non-loyal" in restriction and host.loyal:  # "Non-loyal character only." (Turncloak)
        raise RuleError("R-ATTACH-4", f"{name} attaches only to a non-loyal card")
    weakest = _PRINTED_STR_RE.search(restriction)
    if weakest is not None and (host.strength or 0) > int(weakest.group(1)):
        raise RuleError(
            "R-ATTACH-4",
            f"{name} attaches only to a character with printed STR {weakest.group(1)} or lower, "
            f"not {host.code} {host.name}",
        )
    most = _PRINTED_COST_RE.search(restriction)
    if most is not None and (host.cost or 0) > int(most.group(1)):
        raise RuleError(
            "R-ATTACH-4",
            f"{name} attaches only to a card with printed cost {most.group(1)} or lower",
        )
