"""Command line: ``python -m engine COMMAND ...``.

Each command lives in its own module with a ``main(argv: list[str]) -> int`` function, imported
only when that command runs, so the CLI stays fast and the commands stay independent.
Exit codes follow one convention across commands: 0 success or valid, 1 a negative verdict
(illegal deck, invalid log), 2 unreadable input (with a message naming what and where).
"""

from __future__ import annotations

import importlib
import os
import sys

COMMANDS: dict[str, tuple[str, str]] = {
    "validate-deck": ("engine.game.cli.deck", "check a deck's legality for an event"),
    "replay": ("engine.game.cli.replay", "replay a match log and print its verdict"),
    "state": ("engine.game.cli.replay", "print the game state after event N of a match log"),
    "simulate": ("engine.game.cli.simulate", "play a random legal game and print its log"),
    "cards": ("engine.game.cli.cards", "card text coverage: scripted, needing none, missing"),
    "native": ("engine.native", "the compiled replay: status, build, ensure, clean"),
}


def usage() -> str:
    lines = ["usage: python -m engine COMMAND [ARGS]", "", "commands:"]
    lines += [f"  {name:<14} {help_}" for name, (_, help_) in COMMANDS.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in COMMANDS:
        print(usage(), file=sys.stderr)
        return 2
    name, rest = args[0], args[1:]
    module = importlib.import_module(COMMANDS[name][0])
    # A module serving several commands exposes one entry point per command.
    entry = getattr(module, "main_" + name.replace("-", "_"), None) or module.main
    try:
        result: int = entry(rest)
    except (RecursionError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        # The last line of defence: bad input is exit 2 with a message, never a traceback.
        print(
            f"engine {name}: unreadable input: {type(exc).__name__}: {str(exc)[:200]}",
            file=sys.stderr,
        )
        return 2
    except BrokenPipeError:
        # The reader went away (``... | head``): the usual end of a pipe, not an error. Point
        # stdout at nothing so that the interpreter's final flush does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return result


if __name__ == "__main__":
    sys.exit(main())
