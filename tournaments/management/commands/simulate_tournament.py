"""``python manage.py simulate_tournament --players N --seed S [--structure basic|advanced]
[--rounds R --cut K] [--drop-rate P] --json [--timings]``: play a whole event through the
services. ``--timings`` prints each phase's seconds (registrations, every round) as JSON on
stderr, so that ``--json`` output stays the report alone."""

import json
import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.errors import DomainError
from tournaments.services.simulation import (
    simulation_observed,
    simulation_report,
    tournament_simulate,
)


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
        parser.add_argument(
            "--timings", action="store_true", help="print each phase's seconds on stderr"
        )

    def handle(self, *args: Any, **o: Any) -> None:
        if o["cut"] and o["rounds"] is None:
            raise CommandError("--cut goes with --rounds (a custom structure)")
        phases: list[dict[str, Any]] = []
        started = last = time.perf_counter()

        def on_phase(label: str) -> None:
            nonlocal last
            now = time.perf_counter()
            phases.append({"phase": label, "seconds": round(now - last, 2)})
            last = now

        try:
            with simulation_observed(on_phase):
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
        if o["timings"]:
            total = round(time.perf_counter() - started, 2)
            self.stderr.write(json.dumps({"total_seconds": total, "phases": phases}))
        report = simulation_report(tournament)
        if o["json"]:
            self.stdout.write(json.dumps(report, indent=2))
        else:
            champion = report["champion"]["name"] if report["champion"] else "none"
            self.stdout.write(
                f"tournament {tournament.pk}: {report['players']} players, "
                f"{len(report['rounds'])} rounds, champion {champion}"
            )
