"""The imports of tournaments/ point one way (issue 20): no import circle (imports inside
functions count), each layer imports only the layers below it, nothing imports the Celery
tasks (services queue them by name through ``tournaments.queue``), and no module imports
another module's private name."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.engine.test_import_structure import ROOT, circles, imported, module_name

APP = ROOT / "tournaments"
# Who may not import whom: a module of the first layer never imports one of the others.
LOWER_NEVER_IMPORTS_UPPER = {
    "tournaments.selectors": ("services", "web", "api", "tasks"),
    "tournaments.access": ("services", "web", "api", "tasks"),
    "tournaments.services": ("web", "api", "tasks"),
    "tournaments.web": ("api", "tasks"),
    "tournaments.api": ("web", "tasks"),
}
# Django loads the app config by name; it imports the tasks so Celery registers them.
MAY_IMPORT_TASKS = {"tournaments.apps"}


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(APP.rglob("*.py")) if "migrations" not in p.parts}


def app_graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imported(name, path, known) for name, path in found.items()}


def test_no_import_circle_in_tournaments() -> None:
    assert circles(app_graph()) == []


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """The imports from a layer into one it must not import (``LOWER_NEVER_IMPORTS_UPPER``)."""
    return [
        f"{name} -> {target}"
        for name, targets in graph.items()
        for layer, above in LOWER_NEVER_IMPORTS_UPPER.items()
        if name == layer or name.startswith(f"{layer}.")
        for target in sorted(targets)
        if any(target.startswith(f"tournaments.{upper}") for upper in above)
    ]


def test_each_layer_imports_only_the_layers_below_it() -> None:
    assert upward_imports(app_graph()) == []


def test_the_layer_check_finds_an_upward_import() -> None:
    graph = {
        "tournaments.selectors.rounds": {"tournaments.services.results", "tournaments.models"},
        "tournaments.web.pages.public": {"tournaments.selectors.rounds"},
    }
    assert upward_imports(graph) == ["tournaments.selectors.rounds -> tournaments.services.results"]


def test_only_the_app_config_imports_the_tasks() -> None:
    importers = {
        name
        for name, targets in app_graph().items()
        if "tournaments.tasks" in targets and name != "tournaments.tasks"
    }
    assert importers <= MAY_IMPORT_TASKS


def test_no_module_imports_a_private_name_of_another() -> None:
    private = [
        f"{name}:{node.lineno} {node.module}.{alias.name}"
        for name, path in modules().items()
        for node in ast.walk(ast.parse(path.read_text(), str(path)))
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tournaments")
        for alias in node.names
        if alias.name.startswith("_") and not alias.name.startswith("__")
    ]
    assert private == []


# What the app may import of the engine (docs/engine-api.md, "The app's engine API"): the
# game engine through its one face, the simulator's players (the demo data), the tournament
# domain, and the engine package itself (its version).
ENGINE_FACES = ("engine.game.api", "engine.game.simulate", "engine.tournament")


def engine_imports(path: Path) -> set[str]:
    """The ``engine`` modules a file imports (``from engine import X`` counts as ``engine``)."""
    found = imported_names(path)
    return {name for name in found if name == "engine" or name.startswith("engine.")}


def deep_engine_imports(files: dict[str, Path]) -> list[str]:
    return sorted(
        f"{name} -> {target}"
        for name, path in files.items()
        for target in engine_imports(path)
        if target not in ("engine", "engine.version")
        and not any(target == face or target.startswith(f"{face}.") for face in ENGINE_FACES)
    )


def test_the_app_imports_the_game_engine_only_through_its_api() -> None:
    files = modules() | {module_name(p): p for p in sorted((ROOT / "agot_site").rglob("*.py"))}
    assert deep_engine_imports(files) == []


def test_the_engine_import_check_finds_a_deep_import(tmp_path: Path) -> None:
    deep = tmp_path / "deep.py"
    deep.write_text(
        "from engine.game.state.model import GameState\nfrom engine.game.api import run\n"
    )
    assert deep_engine_imports({"deep": deep}) == ["deep -> engine.game.state.model"]


def test_the_app_imports_nothing_of_the_project_package() -> None:
    """``agot_site`` (settings, URLs, the Celery app) sits above the app: the app reaches
    settings through ``django.conf`` and the Celery app through ``celery.current_app``."""
    found = sorted(
        f"{name} -> {target}"
        for name, path in modules().items()
        for target in imported_names(path)
        if target == "agot_site" or target.startswith("agot_site.")
    )
    assert found == []


def imported_names(path: Path) -> set[str]:
    """Every module a file names in an import statement."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names
