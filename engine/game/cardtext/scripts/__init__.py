"""Card scripts, one module per card: ``<pack>/<name>_<code>.py``, with the helpers two or
more of a pack's cards share in ``<pack>/_shared.py`` (``python -m engine cards new CODE``
makes a card's module; docs/decisions/one-module-per-card.md)."""

from __future__ import annotations

import importlib
import pkgutil


def load_all() -> None:
    """Import every script module, in the pack folders too (each registers its cards on
    import)."""
    found = pkgutil.walk_packages(__path__, prefix=f"{__name__}.")
    for module in sorted(m.name for m in found if not m.ispkg):
        importlib.import_module(module)
