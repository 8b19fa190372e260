"""The Django app: event store, services, projections, Celery tasks, API and web pages."""
