"""A name the player chooses freely ("name a unique character", "name a Trait"): the use's
``choice`` may be any name; the engine offers candidates read from the card data."""

from __future__ import annotations

from collections.abc import Callable, Iterator


class AnyName(tuple[str, ...]):
    """An ability's ``choices`` that accepts every name (the script's condition or effect
    checks it) and, iterated, yields the candidates the engine offers (``candidates``, read
    from the card data when first asked)."""

    candidates: Callable[[], tuple[str, ...]]

    def __new__(cls, label: str, candidates: Callable[[], tuple[str, ...]]) -> AnyName:
        made = super().__new__(cls, (label,))
        made.candidates = candidates
        return made

    def __contains__(self, name: object) -> bool:
        return True  # checked by the script

    def __iter__(self) -> Iterator[str]:
        return iter(self.candidates())
