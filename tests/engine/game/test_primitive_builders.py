"""The typed primitive builders (engine.game.logformat.primitives) against the one table the
codec and the JSON Schema read (fields.PRIMITIVES), and card text written with them."""

from __future__ import annotations

import ast
import inspect
import keyword
from pathlib import Path
from typing import Any

import pytest

from engine.game.logformat import primitives
from engine.game.logformat.checks import check_event
from engine.game.logformat.fields import PRIMITIVES

CARDTEXT = Path(__file__).resolve().parents[3] / "engine" / "game" / "cardtext"
_SAMPLES = {
    "seat": "B",
    "id": "A:01001#1",
    "ids": ["A:01002#1"],
    "int": 2,
    "bool": True,
    "str": "phase",
    "ctype": "power",
    "until": "phase",
    "gained_keyword": "stealth",
}


def _param(field: str) -> str:
    return field + "_" if keyword.iskeyword(field) else field


@pytest.mark.parametrize("op", sorted(PRIMITIVES))
def test_each_op_has_a_builder_with_its_fields(op: str) -> None:
    required, optional = PRIMITIVES[op]
    assert hasattr(primitives, op), f"write the builder {op}(...) in logformat/primitives.py"
    params = inspect.signature(getattr(primitives, op)).parameters
    positional = [n for n, p in params.items() if p.kind is p.POSITIONAL_OR_KEYWORD]
    keyword_only = {n for n, p in params.items() if p.kind is p.KEYWORD_ONLY}
    assert positional == [_param(f) for f in required]
    assert keyword_only == {_param(f) for f in optional}
    assert all(params[_param(f)].default is None for f in optional)


@pytest.mark.parametrize("op", sorted(PRIMITIVES))
def test_a_built_primitive_is_the_literal_the_codec_reads(op: str) -> None:
    required, optional = PRIMITIVES[op]
    built = getattr(primitives, op)(
        *(_SAMPLES[kind] for kind in required.values()),
        **{_param(f): _SAMPLES[kind] for f, kind in optional.items()},
    )
    literal = {"op": op, **{f: _SAMPLES[k] for f, k in {**required, **optional}.items()}}
    assert built == literal
    bare = getattr(primitives, op)(*(_SAMPLES[kind] for kind in required.values()))
    assert bare == {"op": op, **{f: _SAMPLES[k] for f, k in required.items()}}
    event = {"seq": 1, "type": "ability", "seat": "A", "source": "A:01001#1", "kind": "action"}
    check_event({**event, "effects": [built], "costs": [bare]}, 0)  # raises on a bad field


def _constant_op_literals(path: Path) -> list[str]:
    """Dict literals with a constant ``op`` of a primitive in one module: each should be a
    builder call (a literal is never checked by mypy)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.Dict):
            continue
        for key, value in zip(node.keys, node.values, strict=True):
            is_op = isinstance(key, ast.Constant) and key.value == "op"
            if is_op and isinstance(value, ast.Constant) and value.value in PRIMITIVES:
                found.append(f"{path.relative_to(CARDTEXT)}:{node.lineno} {value.value}")
    return found


def test_card_text_builds_its_primitives_with_the_typed_builders() -> None:
    literals: list[Any] = []
    for path in sorted(CARDTEXT.rglob("*.py")):
        literals += _constant_op_literals(path)
    assert literals == [], "write these with engine.game.logformat.primitives"
