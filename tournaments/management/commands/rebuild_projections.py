"""``python manage.py rebuild_projections [ID ...]``: rebuild read models from the events."""

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from tournaments import projections
from tournaments.models import StoredEvent


class Command(BaseCommand):
    help = "Drop and rebuild tournament projections from the event store."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("ids", nargs="*", type=int, help="tournament ids (default: all)")

    def handle(self, *args: Any, ids: list[int], **options: Any) -> None:
        if not ids:
            streams = StoredEvent.objects.filter(
                stream_id__startswith="tournament-", version=1
            ).values_list("stream_id", flat=True)
            ids = sorted(int(s.removeprefix("tournament-")) for s in streams)
        for tournament_id in ids:
            tournament = projections.rebuild(tournament_id)
            self.stdout.write(
                f"rebuilt tournament {tournament_id} ({tournament.name}) "
                f"at version {tournament.version}"
            )
