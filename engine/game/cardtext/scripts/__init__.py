"""Card scripts by pack (one module per pack and faction, so each stays short)."""

from __future__ import annotations

import importlib
import pkgutil


def load_all() -> None:
    """Import every script module (each registers its cards on import)."""
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
        importlib.import_module(f"{__name__}.{module}")
