"""``python manage.py load_demo``: demo logins and a demo event in progress (idempotent)."""

from typing import Any

from django.core.management.base import BaseCommand

from tournaments.services.demo import demo_load


class Command(BaseCommand):
    help = "Load the demo data of the embedded default (idempotent)."

    def handle(self, *args: Any, **options: Any) -> None:
        tournament = demo_load()
        self.stdout.write(
            f"demo data ready: '{tournament.name}' (round "
            f"{tournament.current_round}) and the demo logins"
        )
