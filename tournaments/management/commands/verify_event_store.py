"""``python manage.py verify_event_store [--stream ID]``: check versions and hash chains,
and every stream against the latest signed checkpoint of its head (a stream cut short or
re-chained since; tournaments/checkpoints.py).

Exits non-zero naming the first bad event of every broken stream.
"""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments import checkpoints, eventstore


class Command(BaseCommand):
    help = "Verify every event stream's version sequence and hash chain."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--stream", help="check only this stream")

    def handle(self, *args: Any, stream: str | None = None, **options: Any) -> None:
        checked, problems = eventstore.verify(stream)
        against = checkpoints.checkpoint_problems(stream)
        for problem in [*problems, *against]:
            self.stderr.write(str(problem))
        if problems or against:
            raise CommandError(
                f"{len(problems)} of {checked} streams are broken; "
                f"{len(against)} differences from the signed checkpoints"
            )
        self.stdout.write(f"ok: {checked} streams verified, checkpoints agree")
