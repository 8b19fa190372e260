"""``python manage.py load_demo``: demo logins (and, once built, a demo event)."""

from typing import Any

from django.core.management.base import BaseCommand

from tournaments.services.demo import demo_users_ensure


class Command(BaseCommand):
    help = "Load the demo data of the embedded default (idempotent)."

    def handle(self, *args: Any, **options: Any) -> None:
        users = demo_users_ensure()
        self.stdout.write(f"demo data ready: {len(users)} demo logins")
