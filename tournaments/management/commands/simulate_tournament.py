"""``python manage.py simulate_tournament --players N --seed S [--structure basic|advanced]
[--rounds R --cut K] [--drop-rate P] --json``: play a whole event through the services."""

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.errors import DomainError
from tournaments.services.simulation import simulation_report, tournament_simulate


class Command(BaseCommand):
    help = "Create a tournament and play it to the end with random results."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--players", type=int, required=True)
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--structure", choices=["basic", "advanced"], default="basic")
        parser.add_argument("--rounds", type=int, help="custom structure: Swiss rounds")
        parser.add_argument("--cut", type=int, help="custom structure: top cut size")
        parser.add_argument(
            "--drop-rate",
            type=float,
            default=0.0,
            help="chance that a player drops after each round",
        )
        parser.add_argument("--json", action="store_true", help="print the report as JSON")

    def handle(self, *args: Any, **o: Any) -> None:
        if o["cut"] and o["rounds"] is None:
            raise CommandError("--cut goes with --rounds (a custom structure)")
        try:
            tournament = tournament_simulate(
                players=o["players"],
                seed=o["seed"],
                structure=o["structure"],
                rounds=o["rounds"],
                cut=o["cut"],
                drop_rate=o["drop_rate"],
            )
        except DomainError as error:
            raise CommandError(f"{error.message} [{error.rule or error.code}]") from None
        report = simulation_report(tournament)
        if o["json"]:
            self.stdout.write(json.dumps(report, indent=2))
        else:
            champion = report["champion"]["name"] if report["champion"] else "none"
            self.stdout.write(
                f"tournament {tournament.pk}: {report['players']} players, "
                f"{len(report['rounds'])} rounds, champion {champion}"
            )
