"""The Celery app. Workers start with ``celery -A agot_site worker``.

Configuration comes from Django settings (keys prefixed ``CELERY_``): on the embedded default
tasks run in-process (eager); with ``REDIS_URL`` they go to Redis and real workers.
"""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agot_site.settings")

app = Celery("agot_site")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
