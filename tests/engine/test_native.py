"""The compiled engine (``engine.native``) is the pure-Python engine, only faster: the same
verdicts and digests on every golden log, and a build that is not the code on disk is never
used."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import native

GOLDEN = Path(__file__).parent / "golden"

# Replays every golden log and prints which engine ran and each log's verdict and digest.
_REPLAY_ALL = """
import json, sys
from pathlib import Path
from engine import native
from engine.game.play.replay import replay
results = {}
for path in sorted(Path(sys.argv[1]).glob("*/*.json")):
    if path.name.endswith(".verdict.json"):
        continue
    try:
        verdict = replay(path.read_bytes(), lenient=True).as_dict()
    except Exception as exc:  # not a log (a deck, a build input): both must say the same
        verdict = {"unreadable": f"{type(exc).__name__}: {exc}"}
    results[str(path.relative_to(sys.argv[1]))] = verdict
print(json.dumps({"engine": native.status()[1], "results": results}))
"""


def _replay_golden(pure: bool) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    if pure:
        env[native.PURE_ENV] = "1"
    done = subprocess.run(
        [sys.executable, "-c", _REPLAY_ALL, str(GOLDEN)],
        env=env,
        cwd=Path(native.__file__).parent.parent,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_the_compiled_engine_runs_where_it_is_required() -> None:
    """CI sets AGOT_REQUIRE_NATIVE: the suite then runs on the compiled engine."""
    if not os.environ.get(native.REQUIRE_ENV):
        pytest.skip(f"{native.REQUIRE_ENV} is not set")
    active, why = native.status()
    assert active, why
    assert all(Path(str(sys.modules[m].__file__)).suffix == ".so" for m in native.COMPILED), (
        "a compiled module was imported from its source"
    )


def test_compiled_and_pure_engines_agree_on_every_golden_log() -> None:
    if not native.status()[0]:
        pytest.skip(f"the compiled engine is not in use: {native.status()[1]}")
    compiled, pure = _replay_golden(pure=False), _replay_golden(pure=True)
    assert str(compiled["engine"]).startswith("compiled")
    assert str(pure["engine"]).startswith("pure Python")
    assert compiled["results"] == pure["results"]
    assert len(compiled["results"]) > 100  # type: ignore[arg-type]


def test_a_build_of_other_sources_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    manifest = tmp_path / "native-manifest.json"
    manifest.write_text(json.dumps({"fingerprint": "0" * 64}))
    monkeypatch.setattr(native, "MANIFEST", manifest)
    monkeypatch.delenv(native.PURE_ENV, raising=False)
    active, why = native.status()
    assert not active and "sources changed" in why


def test_the_pure_engine_is_chosen_by_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(native.PURE_ENV, "1")
    assert native.status() == (False, f"pure Python ({native.PURE_ENV} is set)")


def test_a_compiled_module_is_imported_from_source_when_the_build_is_not_used() -> None:
    spec = native._FromSource().find_spec("engine.game.state.effects", None)
    assert spec is not None and spec.origin == str(native.source_of("engine.game.state.effects"))
    assert native._FromSource().find_spec("engine.game.logformat.log", None) is None


def test_new_card_sets_every_field_as_the_dataclass_init_does() -> None:
    """``new_card`` bypasses the dataclass ``__init__`` (interpreted even when compiled) and so
    names every field itself: a field added to ``CardInst`` and forgotten there fails here."""
    from dataclasses import fields

    from engine.game.data.cards import load_cards
    from engine.game.state.parts import CardInst, new_card

    card = load_cards().get("01001")
    made = new_card("A:01001#1", card, 0, "deck", {"income": 1}, 2)
    expected = CardInst("A:01001#1", card, 0, 0, "deck", plot_bonus={"income": 1}, attached_str=2)
    for f in fields(CardInst):  # an unset field raises AttributeError here
        assert getattr(made, f.name) == getattr(expected, f.name), f.name
    other = new_card("A:01001#2", card, 0, "deck", {}, 0)
    assert made.attachments is not other.attachments and made.mods is not other.mods
