"""``python manage.py checkpoint_event_store``: sign the stream heads that moved since the
last checkpoint (Celery beat does this every AGOT_CHECKPOINT_SECONDS)."""

from typing import Any

from django.core.management.base import BaseCommand

from tournaments.checkpoints import checkpoint_record


class Command(BaseCommand):
    help = "Record a signed checkpoint of every stream head that moved since the last one."

    def handle(self, *args: Any, **options: Any) -> None:
        checkpoint = checkpoint_record()
        if checkpoint is None:
            self.stdout.write("no stream moved since the last checkpoint")
        else:
            self.stdout.write(
                f"checkpoint {checkpoint.number}: {checkpoint.stream_count} stream heads signed"
            )
