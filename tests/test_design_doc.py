"""The design lives in the repository (docs/design.md): a clone alone has it. Every pointer to
it names one of its sections, and nothing points outside the repository for the design."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POINTER = re.compile(r'docs/design\.md, "([^"]+)"')


def tracked_texts() -> dict[str, str]:
    names = subprocess.run(
        ["git", "ls-files", "*.py", "*.md", "*.html", "*.txt"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    this = Path(__file__).relative_to(ROOT).as_posix()  # its own samples are not pointers
    return {
        name: (ROOT / name).read_text()
        for name in names
        if name != this and (ROOT / name).is_file()
    }


def design_sections() -> set[str]:
    text = (ROOT / "docs" / "design.md").read_text()
    return {line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")}


def test_every_pointer_to_the_design_names_one_of_its_sections() -> None:
    sections = design_sections()
    dangling = {
        f"{name}: {section}"
        for name, text in tracked_texts().items()
        for section in POINTER.findall(text)
        if section not in sections
    }
    assert dangling == set()


def test_no_file_points_to_a_design_outside_the_repository() -> None:
    outside = re.compile(r"shared/DESIGN|\bDESIGN\.md|\[DESIGN")
    assert sorted(name for name, text in tracked_texts().items() if outside.search(text)) == []


def test_the_pointer_check_sees_a_dangling_pointer() -> None:
    sample = 'see (docs/design.md, "No such part")'
    assert POINTER.findall(sample) == ["No such part"]
    assert "No such part" not in design_sections()
