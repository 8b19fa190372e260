"""``python manage.py demo_logins``: print the demo logins (shown by ``make run``)."""

from typing import Any

from django.core.management.base import BaseCommand

from tournaments.cards import card_data_summary
from tournaments.services.demo import DEMO_LOGINS


class Command(BaseCommand):
    help = "Print the demo logins."

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write("  Demo logins (username / password):")
        for login in DEMO_LOGINS:
            self.stdout.write(f"    {login.username:<10} / {login.password:<16} {login.role}")
        self._card_data_line()

    def _card_data_line(self) -> None:
        # make run prints this last before serving: a clone without the shared card data
        # would otherwise run on the sample set silently and refuse every real deck list.
        summary = card_data_summary()
        style = self.style.WARNING if summary["sample"] else str
        self.stdout.write(style(f"  Deck lists are read with {summary['description']}"))
