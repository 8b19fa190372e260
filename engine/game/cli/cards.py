"""``python -m engine cards coverage [--pack CODE] [--decks standalone] [--format standard]
[--json]``: how many cards the engine reads, per pack: scripted, needing no script, missing
(with their codes). ``python -m engine cards where CODE``: the card's status, script and
tests (``cards_where``). ``python -m engine cards new CODE``: the stub of a card's script and
its two tests (``cards_new``)."""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict

from engine.game.cardtext.coverage import CardCoverage, coverage
from engine.game.cli.cards_new import CardNotNew, new_card
from engine.game.cli.cards_where import where
from engine.game.data.cards import CardDB, load_cards
from engine.game.data.cards.loader import default_card_data_path
from engine.game.data.decks import load_standalone_decks
from engine.game.data.standard import standard_pool


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine cards")
    parser.add_argument("what", choices=["coverage", "where", "new"])
    parser.add_argument("code", nargs="?", help="for where and new: a card code (e.g. 01030)")
    parser.add_argument("--pack", help="one pack code (e.g. Core)")
    parser.add_argument("--decks", choices=["standalone"], help="the cards of these decks")
    parser.add_argument(
        "--format", choices=["standard"], help="the cards legal in the newest Standard list"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    db = load_cards(default_card_data_path())
    if args.what in ("where", "new"):
        if args.code is None or args.code not in db:
            print(f"unknown card code {args.code!r}: give one of the card data", file=sys.stderr)
            return 2
        return _where(db, args.code) if args.what == "where" else _new(db, args.code)
    codes = _codes(db, args.decks, args.format, args.pack)
    if not codes:
        print(f"no cards for pack {args.pack!r}", file=sys.stderr)
        return 2
    report = _by_pack(coverage(db, codes))
    print(json.dumps(report, indent=2) if args.json else _text(report))
    return 0


def _codes(db: CardDB, decks: str | None, fmt: str | None, pack: str | None) -> list[str]:
    """The cards to count: those of the standalone decks, or of the newest Standard list's
    pool ([T-DECK-2]), or of the card data; of one pack when ``pack`` is given."""
    if decks:
        found = load_standalone_decks(default_card_data_path() / "standalone-decks.json", db)
        pool = {c for d in found for c in (*d.agendas, *d.plots, *d.draw)}  # distinct cards
    elif fmt:
        pool = {c.code for c in standard_pool(db).cards}
    else:
        pool = {c.code for c in db}
    return sorted(c for c in pool if pack is None or db.get(c).pack == pack)


def _where(db: CardDB, code: str) -> int:
    print(where(db, code))
    return 0


def _new(db: CardDB, code: str) -> int:
    try:
        place = new_card(db, code)
    except CardNotNew as refused:
        print(refused, file=sys.stderr)
        return 2
    print(f"script stub: {place.script}\ntests: {place.tests}")
    return 0


def _by_pack(rows: list[CardCoverage]) -> dict[str, dict[str, object]]:
    packs: dict[str, list[CardCoverage]] = defaultdict(list)
    for row in rows:
        packs[row.pack].append(row)
    report: dict[str, dict[str, object]] = {}
    for pack, items in [*sorted(packs.items()), ("total", rows)]:
        count = {s: sum(1 for r in items if r.status == s) for s in ("scripted", "framework")}
        missing = [r.code for r in items if r.status == "missing"]
        report[pack] = {
            "cards": len(items),
            **count,
            "read": len(items) - len(missing),
            "missing": missing,
        }
    return report


def _text(report: dict[str, dict[str, object]]) -> str:
    lines = []
    for pack, r in report.items():
        missing = r["missing"]
        assert isinstance(missing, list)
        lines.append(
            f"{pack}: {r['read']}/{r['cards']} read ({r['scripted']} scripted, "
            f"{r['framework']} need no script), {len(missing)} missing"
            + (f": {' '.join(missing)}" if missing and pack != "total" else "")
        )
    return "\n".join(lines)
