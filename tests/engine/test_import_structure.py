"""The engine's imports point one way: no import circle anywhere in engine/ (imports inside
functions and under TYPE_CHECKING count: a circle hidden there is still a circle), no import
inside a function, and the core never imports a ruleset package (the melee and HBO packages
register hooks instead, engine/game/rulesets/hooks.py)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
# The modules of the shared framework: a ruleset reaches them through hooks only.
CORE = (
    "framework.flow",
    "framework.ending",
    "state.model",
    "framework.start",
    "state.view",
    "play.replay",
    "rulesets.hooks",
)
RULESET_PACKAGES = ("engine.game.rulesets.melee", "engine.game.rulesets.hbo")
# engine/__init__.py re-exports the replay API lazily (``import engine`` stays cheap)
LAZY_ON_PURPOSE = {"engine"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The engine modules ``name`` imports (a ``from package import name`` imports both)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        for candidate in names:
            while candidate and candidate not in known:
                candidate = candidate.rpartition(".")[0]
            if candidate and candidate != name:
                found.add(candidate)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def engine_graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imported(name, path, known) for name, path in found.items()}


def test_no_import_circle_in_the_engine() -> None:
    assert circles(engine_graph()) == []


def test_the_circle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]


def test_no_engine_module_imports_inside_a_function() -> None:
    late = []
    for name, path in modules().items():
        if name in LAZY_ON_PURPOSE:
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.If):
                late += [
                    f"{name}:{inner.lineno}"
                    for inner in ast.walk(node)
                    if isinstance(inner, ast.Import | ast.ImportFrom) and _of_the_engine(inner)
                ]
    assert late == []


def _of_the_engine(node: ast.Import | ast.ImportFrom) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.level > 0 or (node.module or "").split(".")[0] == "engine"
    return any(alias.name.split(".")[0] == "engine" for alias in node.names)


def test_the_core_never_imports_a_ruleset_package() -> None:
    graph = engine_graph()
    reached = {
        f"engine.game.{core} -> {target}"
        for core in CORE
        for target in graph[f"engine.game.{core}"]
        if target.startswith(RULESET_PACKAGES)
    }
    assert reached == set()


# Layers of the engine (docs/design.md, "Layers of the engine"), from the bottom: a module of
# ``engine.game`` imports only modules of its own layer or of the layers below. Each layer
# names modules or packages under ``engine.game``; the longest name that matches places a
# module, and a new module must be placed (``test_every_engine_module_has_a_layer``).
LAYERS: tuple[tuple[str, str], ...] = (
    ("log format", "logformat"),
    ("card and deck data", "data"),
    ("game state", "state rulesets.params rulesets.hooks"),
    ("rule checks", "rules"),
    ("card-text core", "cardtext.model cardtext.registry cardtext.lasting cardtext.immunity"),
    ("moves", "moves"),
    ("card text", "cardtext"),
    ("framework", "framework"),
    ("rulesets", "rulesets"),
    ("event handlers", "play.handlers play.abilities"),
    ("play", "play"),
    ("the app's API", "api"),
    ("simulator", "simulate"),
    ("command line", "cli"),
)
GAME = "engine.game."
# Importing any module of ``engine.game.cardtext`` runs the package's ``__init__``, which
# registers every script (card-text layer) on purpose: whatever reads card text sees all of
# it, never a silent "no text". Explicit imports are what the layers check.


def layer_of(module: str, layers: tuple[tuple[str, str], ...] = LAYERS) -> int | None:
    """The index of the layer that places ``module`` (None: not an ``engine.game`` module,
    or the package's own face)."""
    rest = module.removeprefix(GAME)
    best: tuple[int, int] | None = None
    for index, (_, names) in enumerate(layers):
        for name in names.split():
            if (rest == name or rest.startswith(f"{name}.")) and (
                best is None or len(name) > best[1]
            ):
                best = (index, len(name))
    return None if not module.startswith(GAME) or best is None else best[0]


def upward_imports(
    graph: dict[str, set[str]], layers: tuple[tuple[str, str], ...] = LAYERS
) -> list[str]:
    found = []
    for module, targets in graph.items():
        here = layer_of(module, layers)
        for target in targets:
            there = layer_of(target, layers)
            if here is not None and there is not None and there > here:
                found.append(f"{module} ({layers[here][0]}) -> {target} ({layers[there][0]})")
    return sorted(found)


def test_no_engine_import_points_up_the_layers() -> None:
    assert upward_imports(engine_graph()) == []


def test_every_engine_module_has_a_layer() -> None:
    unplaced = [m for m in modules() if m.startswith(GAME) and layer_of(m) is None]
    assert unplaced == []


def test_the_layer_check_finds_an_import_that_points_up() -> None:
    layers = (("low", "logformat"), ("high", "play"))
    graph = {
        "engine.game.logformat.log": {"engine.game.play.replay"},
        "engine.game.play.replay": set(),
    }
    assert upward_imports(graph, layers) == [
        "engine.game.logformat.log (low) -> engine.game.play.replay (high)"
    ]
