"""``python manage.py verify_event_store [--stream ID]``: check versions and hash chains.

Exits non-zero naming the first bad event of every broken stream.
"""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments import eventstore


class Command(BaseCommand):
    help = "Verify every event stream's version sequence and hash chain."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--stream", help="check only this stream")

    def handle(self, *args: Any, stream: str | None = None, **options: Any) -> None:
        checked, problems = eventstore.verify(stream)
        for problem in problems:
            self.stderr.write(str(problem))
        if problems:
            raise CommandError(f"{len(problems)} of {checked} streams are broken")
        self.stdout.write(f"ok: {checked} streams verified")
