"""Every rule id the engine can raise is written whole and exists in the rule digests.

A reader finds a rule's enforcement with one grep (``grep -rn "R-CLAIM-MIL-5" engine``): no id
is assembled at run time (no ``rule + "-5"``, no f-string), and every id-shaped string in the
engine's sources (the ids raised, the rule tables, the framework steps) is an id of
../shared/rules/*.md.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
RULES = ROOT.parent / "shared" / "rules"
RULE_ID = re.compile(r"[A-Z]{1,2}-[A-Za-z0-9][A-Za-z0-9.\-]*")


def digest_ids() -> set[str]:
    ids: set[str] = set()
    for path in RULES.glob("*.md"):
        ids |= set(re.findall(rf"\[({RULE_ID.pattern}?)\]", path.read_text()))
    return ids


def engine_strings() -> list[tuple[str, str]]:
    """(where, value) of every string literal of the engine's sources."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text()).readline):
            if tok.type != tokenize.STRING:
                continue
            try:
                value = ast.literal_eval(tok.string)
            except ValueError:  # an f-string: checked by the next test
                continue
            if isinstance(value, str):
                found.append((f"{path.relative_to(ROOT)}:{tok.start[0]}", value))
    return found


@pytest.mark.skipif(not RULES.is_dir(), reason="needs the rule digests (../shared/rules)")
def test_every_rule_id_in_the_engine_exists_in_the_rule_digests() -> None:
    known = digest_ids()
    assert len(known) > 500  # the digests were read
    unknown = [
        f"{where} {value}"
        for where, value in engine_strings()
        if RULE_ID.fullmatch(value) and value not in known
    ]
    assert unknown == []


def test_no_rule_id_is_assembled_where_a_rule_error_is_raised() -> None:
    """The id given to RuleError is a literal or a name holding one: never built by ``+``,
    ``%`` or an f-string."""
    assembled = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else None
            if name == "RuleError" and isinstance(node.args[0], ast.BinOp | ast.JoinedStr):
                assembled.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if isinstance(node, ast.Call) and any(
                isinstance(a, ast.JoinedStr) and RULE_ID.match(_head(a)) for a in node.args
            ):
                assembled.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert assembled == []


def _head(text: ast.JoinedStr) -> str:
    """The literal start of an f-string ('' when it starts with a placeholder)."""
    first = text.values[0] if text.values else None
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else ""
