"""What still works without Redis (issue 24; docs/operations.md, "Health"): PostgreSQL is
the source of truth, Redis only a queue and a cache. So a request never fails because Redis
is away: a task that cannot be queued is logged and left for the periodic sweeps (which find
the work in PostgreSQL; ``tournaments.queue``), and a cache that cannot be reached counts as
empty."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.core.cache import cache

logger = logging.getLogger(__name__)


def cache_call(action: Callable[[], Any], default: Any, what: str) -> Any:
    """A cache operation, or ``default`` (with a log line) when the cache is unreachable."""
    try:
        return action()
    except Exception as error:  # the cache is an optimisation: never a reason to fail
        logger.warning("cache unreachable (%s), going on without it: %s", what, error)
        return default


def cached(key: str, compute: Callable[[], Any], seconds: int) -> Any:
    """``compute()``, remembered for ``seconds`` when the cache is reachable."""
    value = cache_call(lambda: cache.get(key), None, "read")
    if value is None:
        value = compute()
        cache_call(lambda: cache.set(key, value, seconds), None, "write")
    return value
