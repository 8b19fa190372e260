"""Card scripts by pack and faction: ``<pack>/<faction>.py`` for the cards written since
issue 35 (``python -m engine cards new CODE`` makes the place), one module per pack and
faction at this level for the earlier ones (docs/card-scripts.md)."""

from __future__ import annotations

import importlib
import pkgutil


def load_all() -> None:
    """Import every script module, in the pack folders too (each registers its cards on
    import)."""
    found = pkgutil.walk_packages(__path__, prefix=f"{__name__}.")
    for module in sorted(m.name for m in found if not m.ispkg):
        importlib.import_module(module)
