"""The replay's hot path compiled to C with mypyc, and the guard that keeps it honest.

The modules in ``COMPILED`` are ordinary, fully typed Python. ``python -m engine native
build`` compiles them with mypyc (shipped with mypy, already a dependency) into extension
modules next to their sources, which Python then imports in place of the ``.py`` files: the
same code, about a third fewer instructions per replayed event (docs/decisions/
compiled-engine.md). Nothing else changes: no API, no behaviour, no verdict.

A compiled build is used only while it is exactly the code on disk. ``install_guard`` (run by
``engine/__init__.py`` before any engine module loads) compares the sources with the
fingerprint recorded at build time; when they differ, when the build is incomplete, or when
``AGOT_ENGINE_PURE`` is set, every compiled module is imported from its source instead, all
of them together (a compiled module calls the others' compiled code directly, so a mix would
run stale code). A machine without a C compiler simply runs the pure-Python engine.

    python -m engine native status   # which engine runs, and why
    python -m engine native build    # compile (about a minute); "ensure": only when stale
    python -m engine native clean    # remove the compiled modules
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

# The modules every replayed event runs through (measured: bench/replay.py --profile), but
# those mypyc cannot compile: the typed events' and the card database's classes, the generic
# ``events.base.Handler`` (its class cannot be created compiled), the card scripts.
COMPILED = (
    "engine.game.play.abilities",
    "engine.game.cardtext.lasting",
    "engine.game.cardtext.registry",
    "engine.game.cardtext.verify",
    "engine.game.cardtext.stated",
    "engine.game.cardtext.vocab.cards",
    "engine.game.cardtext.vocab.constants",
    "engine.game.cardtext.vocab.triggers",
    "engine.game.framework.challenge_steps",
    "engine.game.moves.claim",
    "engine.game.state.effects",
    "engine.game.framework.ending",
    "engine.game.play.handlers.base",
    "engine.game.play.handlers.challenges",
    "engine.game.play.handlers.marshal",
    "engine.game.play.handlers.round_end",
    "engine.game.play.handlers.setup",
    "engine.game.play.handlers.shadows",
    "engine.game.framework.flow",
    "engine.game.framework.forced",
    "engine.game.rulesets.hooks",
    "engine.game.logformat.checks",
    "engine.game.logformat.readers",
    "engine.game.moves.phases",
    "engine.game.moves.plots",
    "engine.game.moves.primitives",
    "engine.game.play.replay",
    "engine.game.rules.checks",
    "engine.game.rules.contests",
    "engine.game.state.saves",
    "engine.game.framework.start",
    "engine.game.state.model",
    "engine.game.state.plot_modifiers",
    "engine.game.state.parts",
    "engine.game.rules.traits",
    "engine.game.state.view",
    "engine.game.rules.zones",
    "engine.game.rules.text_checks",
)
GROUP = "engine._native"  # mypyc's shared library of the compiled modules
PURE_ENV = "AGOT_ENGINE_PURE"  # set: always the pure-Python engine
REQUIRE_ENV = "AGOT_REQUIRE_NATIVE"  # set (CI): a failed build is an error, not a warning
_PROJECT = Path(__file__).resolve().parent.parent
MANIFEST = _PROJECT / "engine" / "native-manifest.json"


def source_of(module: str) -> Path:
    return _PROJECT / (module.replace(".", "/") + ".py")


def _extension_files(module: str) -> list[Path]:
    source = source_of(module)
    return sorted(source.parent.glob(source.stem + ".cpython-*.so"))


def fingerprint() -> str:
    """What a build compiled: the sources, the Python version and the mypyc (mypy) version."""
    digest = hashlib.sha256(sys.version.encode())
    digest.update(_mypy_version().encode())
    for module in COMPILED:
        digest.update(module.encode())
        digest.update(source_of(module).read_bytes())
    return digest.hexdigest()


def _mypy_version() -> str:
    try:
        from importlib.metadata import version

        return version("mypy")
    except Exception:
        return "none"


def status() -> tuple[bool, str]:
    """Whether the compiled engine is in use, and why (or why not)."""
    if os.environ.get(PURE_ENV):
        return False, f"pure Python ({PURE_ENV} is set)"
    if not MANIFEST.exists():
        return False, "pure Python (not compiled: python -m engine native build)"
    try:
        recorded = json.loads(MANIFEST.read_text())["fingerprint"]
    except (ValueError, KeyError):
        return False, "pure Python (unreadable build manifest: rebuild)"
    if recorded != fingerprint():
        return False, "pure Python (sources changed since the build: python -m engine native build)"
    missing = [m for m in COMPILED if not _extension_files(m)]
    if missing:
        return False, f"pure Python (incomplete build, {missing[0]} missing: rebuild)"
    return True, f"compiled ({len(COMPILED)} modules, mypyc)"


class _FromSource:
    """A meta path finder that imports each compiled module from its ``.py`` file."""

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name not in COMPILED:
            return None
        return importlib.util.spec_from_file_location(name, source_of(name))


def install_guard() -> None:
    """Import the compiled modules from source unless the build is current and complete."""
    if not any(_extension_files(m) for m in COMPILED):
        return  # nothing compiled: the usual import is the pure engine
    if not status()[0] and not any(isinstance(f, _FromSource) for f in sys.meta_path):
        sys.meta_path.insert(0, _FromSource())


def build() -> None:
    """Compile ``COMPILED`` in place and record the fingerprint (raises on failure)."""
    import tempfile

    from mypyc.build import mypycify

    distribution: Any = importlib.import_module("setuptools").Distribution  # (no stubs)

    clean()
    os.chdir(_PROJECT)  # mypyc reads the project's mypy settings and relative paths
    with tempfile.TemporaryDirectory(prefix="agot-native-") as tmp:
        paths = [str(source_of(m).relative_to(_PROJECT)) for m in COMPILED]
        modules = mypycify(paths, opt_level="3", group_name=GROUP, target_dir=tmp)
        dist = distribution({"name": "agot-engine-native", "ext_modules": modules})
        command = dist.get_command_obj("build_ext")
        command.inplace = True
        command.build_temp = os.path.join(tmp, "temp")
        command.build_lib = os.path.join(tmp, "lib")
        command.parallel = os.cpu_count() or 1
        dist.run_command("build_ext")
    MANIFEST.write_text(json.dumps({"fingerprint": fingerprint(), "modules": COMPILED}))


def clean() -> None:
    """Remove every compiled module and the manifest: the pure engine runs."""
    for module in COMPILED:
        for path in _extension_files(module):
            path.unlink()
    for path in (_PROJECT / "engine").glob("_native__mypyc.cpython-*.so"):
        path.unlink()
    MANIFEST.unlink(missing_ok=True)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args else "status"
    if command == "status":
        print(status()[1])
        return 0
    if command == "clean":
        clean()
        print(status()[1])
        return 0
    if command not in ("build", "ensure"):
        print("usage: python -m engine native [status|build|ensure|clean]", file=sys.stderr)
        return 2
    if command == "ensure" and status()[0]:
        print(status()[1])
        return 0
    try:
        build()
    except BaseException as exc:
        clean()
        print(f"engine.native: the build failed ({type(exc).__name__}: {exc})", file=sys.stderr)
        if os.environ.get(REQUIRE_ENV):
            return 1
        print("engine.native: running the pure-Python engine instead", file=sys.stderr)
        return 0
    print(status()[1])
    return 0
