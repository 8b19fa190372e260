from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Register the Celery tasks, which ``tournaments.queue`` looks up by name: the
        # services queue work without importing ``tasks.py`` (it imports them).
        from tournaments import tasks  # noqa: F401
