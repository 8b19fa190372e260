"""``python manage.py verify_standings ID``: recompute standings from the events alone with the
engine and compare them with the stored ones; exit 1 on any difference."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.services.verification import standings_differences


class Command(BaseCommand):
    help = "Check a tournament's stored standings against a recomputation from its events."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("tournament_id", type=int)

    def handle(self, *args: Any, tournament_id: int, **options: Any) -> None:
        differences = standings_differences(tournament_id)
        for line in differences:
            self.stderr.write(line)
        if differences:
            raise CommandError(
                f"stored standings differ from the events in {len(differences)} places"
            )
        self.stdout.write(f"ok: standings of tournament {tournament_id} match its events")
