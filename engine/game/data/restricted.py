"""Restricted and banned lists ([T-DECK-2]): the model of ``restricted-list.json`` and its check.

A list version (e.g. ``gotstandard2.1``) has a set of cards banned in every format
(``bannedCards``: usually card versions outside the list's card pool) and one section per
format (joust, melee) with ``restricted``, ``banned`` and ``pods``. Semantics, as the
community deck database applies them ([T-DECK-2]):

* a banned card makes the deck illegal;
* at most one card of the restricted list may be in the deck (any legal number of copies);
* a pod with a ``restricted`` key forbids every card of the pod when that card is in the deck;
* a pod without it allows at most one card of the pod.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from engine.game.data.cards import CardDataError, default_card_data_path
from engine.game.data.cards.loader import iter_json_records

FORMATS = ("joust", "melee")


@dataclass(frozen=True, slots=True)
class Pod:
    """Cards that may not be played together (see the module docstring)."""

    cards: frozenset[str]
    restricted: str | None = None


@dataclass(frozen=True, slots=True)
class ListViolation:
    """One breach of a list: ``kind`` is "banned", "restricted" or "pod"."""

    kind: str
    cards: tuple[str, ...]
    pod: Pod | None = None


@dataclass(frozen=True, slots=True)
class FormatList:
    """One format's section of a list version."""

    name: str
    restricted: frozenset[str] = frozenset()
    banned: frozenset[str] = frozenset()
    pods: tuple[Pod, ...] = ()

    def violations(self, codes: Iterable[str]) -> list[ListViolation]:
        """What a deck holding these codes breaks ([T-DECK-2]).

        >>> joust = FormatList("joust", restricted=frozenset({"1", "2"}),
        ...                    pods=(Pod(frozenset({"3"}), restricted="4"),))
        >>> [v.kind for v in joust.violations({"1", "2", "3", "4"})]
        ['restricted', 'pod']
        """
        present = frozenset(codes)
        found: list[ListViolation] = []
        banned = sorted(present & self.banned)
        if banned:
            found.append(ListViolation("banned", tuple(banned)))
        restricted = sorted(present & self.restricted)
        if len(restricted) > 1:
            found.append(ListViolation("restricted", tuple(restricted)))
        found += [v for pod in self.pods if (v := _pod_violation(pod, present)) is not None]
        return found


def _pod_violation(pod: Pod, present: frozenset[str]) -> ListViolation | None:
    in_deck = sorted(present & pod.cards)
    if pod.restricted is not None:
        others = [code for code in in_deck if code != pod.restricted]
        if pod.restricted in present and others:
            return ListViolation("pod", (pod.restricted, *others), pod)
        return None
    return ListViolation("pod", tuple(in_deck), pod) if len(in_deck) > 1 else None


@dataclass(frozen=True, slots=True)
class RestrictedList:
    """One version of the list, e.g. ``gotstandard2.1`` (Standard v2.1)."""

    code: str
    name: str
    version: str
    issuer: str
    date: str
    card_set: str
    banned_cards: frozenset[str]
    formats: Mapping[str, FormatList]

    def for_format(self, fmt: str) -> FormatList:
        """The format's section with the list-wide ``bannedCards`` added to its banned cards."""
        section = self.formats.get(fmt, FormatList(fmt))
        return FormatList(fmt, section.restricted, section.banned | self.banned_cards, section.pods)


class UnknownRestrictedList(KeyError):
    """A list code that the data does not hold."""

    def __init__(self, code: str, known: Iterable[str]) -> None:
        super().__init__(code)
        self.code = code
        self.known = tuple(known)

    def __str__(self) -> str:
        return f"unknown restricted list {self.code!r}; known: {', '.join(self.known)}"


def load_restricted_lists(
    path: str | os.PathLike[str] | None = None,
) -> Mapping[str, RestrictedList]:
    """Every list version by code, in file order. ``path``: the file or its data directory."""
    base = Path(path) if path is not None else default_card_data_path()
    file = base / "restricted-list.json" if base.is_dir() else base
    try:
        lists = [_restricted_list(entry) for entry in iter_json_records(file)]
    except (KeyError, TypeError, AttributeError) as error:
        raise CardDataError(f"{file}: malformed restricted list ({error!r})") from error
    return MappingProxyType({item.code: item for item in lists})


def restricted_list(code: str, path: str | os.PathLike[str] | None = None) -> RestrictedList:
    """One list version by code (``UnknownRestrictedList`` names the known ones)."""
    lists = load_restricted_lists(path)
    if code not in lists:
        raise UnknownRestrictedList(code, lists)
    return lists[code]


def _restricted_list(entry: Mapping[str, Any]) -> RestrictedList:
    formats = {section["name"]: _format_list(section) for section in entry.get("formats", ())}
    return RestrictedList(
        code=str(entry["code"]),
        name=str(entry.get("name", entry["code"])),
        version=str(entry.get("version", "")),
        issuer=str(entry.get("issuer", "")),
        date=str(entry.get("date", "")),
        card_set=str(entry.get("cardSet", "")),
        banned_cards=frozenset(entry.get("bannedCards", ())),
        formats=MappingProxyType(formats),
    )


def _format_list(section: Mapping[str, Any]) -> FormatList:
    pods = tuple(
        Pod(frozenset(pod["cards"]), pod.get("restricted")) for pod in section.get("pods", ())
    )
    return FormatList(
        name=str(section["name"]),
        restricted=frozenset(section.get("restricted", ())),
        banned=frozenset(section.get("banned", ())),
        pods=pods,
    )
