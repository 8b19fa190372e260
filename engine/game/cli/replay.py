"""``python -m engine replay LOG`` and ``python -m engine state LOG --upto N``.

Exit codes: 0 valid or incomplete, 1 invalid, 2 not a readable log (the message names the
line and the field; never a traceback).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import orjson

from engine.game.data.cards import CardDataError, load_cards
from engine.game.logformat.log import HBO, LogFormatError, parse_log
from engine.game.play.replay import cards_for, replay, state_after


def _parser(prog: str, upto_required: bool) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("log", help="match log (JSON file, or - for stdin)")
    parser.add_argument("--upto", type=int, required=upto_required, help="stop after event N")
    parser.add_argument("--cards", help="card data directory (default: as the log names)")
    parser.add_argument("--lenient", action="store_true", help="go on after errors")
    return parser


def _load(args: argparse.Namespace) -> tuple[Any, Any]:
    data = sys.stdin.buffer.read() if args.log == "-" else Path(args.log).read_bytes()
    log = parse_log(data)
    if log.ruleset == HBO:  # an HBO card file, not a data directory (docs/hbo.md)
        return log, cards_for(log, args.cards)
    db = load_cards(args.cards) if args.cards else cards_for(log)
    return log, db


def _print(doc: Any) -> None:
    sys.stdout.write(orjson.dumps(doc, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS).decode())
    sys.stdout.write("\n")


def _run(argv: list[str], prog: str, state: bool) -> int:
    try:
        args = _parser(prog, state).parse_args(argv)
    except SystemExit as exc:
        return 2 if exc.code else 0
    try:
        log, db = _load(args)
        if state:
            _print(state_after(log, args.upto, db))
            return 0
        verdict = replay(log, db, upto=args.upto, lenient=args.lenient)
    except OSError as exc:
        print(f"{prog}: cannot read {args.log}: {exc.strerror}", file=sys.stderr)
        return 2
    except (LogFormatError, CardDataError) as exc:
        print(f"{prog}: {args.log}: {exc}", file=sys.stderr)
        return 2
    except (RecursionError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        # A value the codec let through that the replay cannot use: still unreadable input
        # (exit 2), never a traceback, and never exit 1, which means "breaks a rule".
        print(f"{prog}: {args.log}: not a readable log: {_brief(exc)}", file=sys.stderr)
        return 2
    _print(verdict.as_dict())
    # 1: breaks a rule; 3: cannot decide (a value only cards the engine does not read could
    # explain, docs/decisions/honest-verdicts.md); 0: valid or legal so far
    return {"invalid": 1, "undecided": 3}.get(verdict.status, 0)


def _brief(exc: BaseException) -> str:
    text = str(exc)
    return f"{type(exc).__name__}: {text[:200]}{'...' if len(text) > 200 else ''}"


def main_replay(argv: list[str]) -> int:
    """Print the verdict of a log as JSON."""
    return _run(argv, "engine replay", state=False)


def main_state(argv: list[str]) -> int:
    """Print the game state after event N as JSON."""
    return _run(argv, "engine state", state=True)


main = main_replay
