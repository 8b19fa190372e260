"""The engine is a plain Python package: it imports without Django (docs/design.md, "The parts")."""

import ast
import pathlib
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "engine"
FORBIDDEN = ("django", "rest_framework", "celery", "tournaments", "agot_site")


def test_engine_imports_in_a_fresh_interpreter_without_loading_django():
    code = (
        "import sys, pkgutil, importlib, engine\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
        "    if not m.name.endswith('__main__'):\n"
        "        importlib.import_module(m.name)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ENGINE.parent, capture_output=True)
    assert run.returncode == 0, run.stdout.decode() + run.stderr.decode()


def test_no_engine_source_file_imports_the_django_side():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [
                f"{path}:{node.lineno} {n}" for n in names if n.split(".")[0] in FORBIDDEN
            ]
    assert offenders == []


# The simulator (engine/game/simulate) is a client of the engine, never a dependency: the
# legal options live in engine.game.play.options. Only the simulator's command line and the demo
# data (simulated games) import it.
SIMULATOR_CLIENTS = (
    "engine/game/simulate/",
    "engine/game/cli/simulate.py",
    "tournaments/services/demo.py",
)


def test_nothing_but_the_simulator_and_its_clients_imports_the_simulator():
    root = ENGINE.parent
    offenders = []
    for top in ("engine", "tournaments", "agot_site"):
        for path in (root / top).rglob("*.py"):
            where = str(path.relative_to(root))
            if where.startswith(SIMULATOR_CLIENTS):
                continue
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                if any(
                    n == "engine.game.simulate" or n.startswith("engine.game.simulate.")
                    for n in names
                ):
                    offenders.append(f"{where}:{node.lineno}")
    assert offenders == []
