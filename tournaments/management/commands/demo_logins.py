"""``python manage.py demo_logins``: print the demo logins (shown by ``make run``)."""

from typing import Any

from django.core.management.base import BaseCommand

from tournaments.services.demo import DEMO_LOGINS


class Command(BaseCommand):
    help = "Print the demo logins."

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write("  Demo logins (username / password):")
        for login in DEMO_LOGINS:
            self.stdout.write(f"    {login.username:<10} / {login.password:<16} {login.role}")
