"""The Celery app. Workers start with ``celery -A agot_site worker``.

Configuration comes from Django settings (keys prefixed ``CELERY_``): on the embedded default
tasks run in-process (eager); with ``REDIS_URL`` they go to Redis and real workers.
"""

import os
from typing import Any

from celery import Celery
from celery.signals import celeryd_init, task_postrun, task_prerun

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agot_site.settings")

app = Celery("agot_site")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

# Celery's Django fix-up closes every database connection before and after each task unless
# told to reuse them; a new PostgreSQL connection (and its statements prepared again) cost a
# worker more than a whole verification's queries (issue 25). Workers follow Django's own
# rules instead, as a request does: a connection is closed when unusable or older than
# DB_CONN_MAX_AGE (0 closes it after every task) and checked before reuse.
app.conf.CELERY_DB_REUSE_MAX = 10**9


@task_prerun.connect
@task_postrun.connect
def _close_old_connections(**kwargs: Any) -> None:
    task = kwargs.get("task")
    if task is not None and task.request.is_eager:
        return  # an in-process task runs inside its caller's request (and transaction)
    from django.db import close_old_connections

    close_old_connections()


@celeryd_init.connect
def _workers_wait_on_redis(conf: Any = None, **kwargs: Any) -> None:
    """A worker blocks on Redis for its next task by design: the short socket timeouts that
    keep a request from hanging on a hung Redis (settings.REDIS_CLIENT_OPTIONS) would turn
    its idle waits into connection errors. Web processes and beat keep them."""
    if conf is None:
        return
    short = {"socket_timeout", "socket_connect_timeout"}
    options = dict(conf.broker_transport_options or {})
    conf.broker_transport_options = {k: v for k, v in options.items() if k not in short}
