"""``python manage.py reverify``: verify again every match log judged by another engine or
card data version; print the matches whose verdict changed (history is not rewritten)."""

import json
from typing import Any

from django.core.management.base import BaseCommand

from tournaments.services.matchlogs import reverify


class Command(BaseCommand):
    help = "Re-verify match logs verified by another engine or card data version."

    def handle(self, *args: Any, **options: Any) -> None:
        again, changed = reverify()
        self.stdout.write(json.dumps({"reverified": again, "changed": changed}, indent=2))
