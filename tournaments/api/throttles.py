"""Per-user throttles by scope, counted in the Django cache (Redis in production, so the
limit holds across processes and machines). Rates: ``REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]``.
"""

from __future__ import annotations

import hashlib
import logging
from typing import Any

from rest_framework.settings import api_settings
from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle

from tournaments.client_address import client_address

logger = logging.getLogger(__name__)


class ClientAddressIdent:
    """The client address from the trusted proxies (``AGOT_TRUSTED_PROXIES``), not DRF's
    default, which takes X-Forwarded-For as sent: rotating that header escaped the limits."""

    def get_ident(self, request: Any) -> str:
        return client_address(request)


class FailOpen:
    """Counted in the cache (Redis): when it is unreachable the request is let through with a
    log line, since refusing every request would turn a cache outage into an API outage.
    Logins stay protected by the lockout, which counts in the database."""

    def allow_request(self, request: Any, view: Any) -> bool:
        try:
            return bool(super().allow_request(request, view))  # type: ignore[misc]
        except Exception as error:  # any cache or connection error
            logger.warning("throttle cache unreachable, request let through: %s", error)
            return True


def _rate(scope: str | None) -> str | None:
    """The scope's rate as the settings say now ("30/min"), None for no limit."""
    rates: dict[str, Any] = api_settings.DEFAULT_THROTTLE_RATES
    rate: str | None = rates.get(scope or "")
    return rate


class ScopedUserThrottle(FailOpen, ClientAddressIdent, ScopedRateThrottle):
    """DRF's scoped throttle, reading the rates when asked (settings may change in tests)."""

    def get_rate(self) -> str | None:
        return _rate(self.scope)


class LoginThrottle(ScopedUserThrottle):
    """The token login, per account at one address (issue 43, item 4): a venue's players
    share one address, so a rate per address alone held them back. Guessing many accounts from
    one address is bounded by the lockout's address ceiling (tournaments/auth_backends.py)."""

    def get_ident(self, request: Any) -> str:
        try:
            username = str(request.data.get("username", ""))
        except Exception:  # a body that does not parse: the view answers 400 for it
            username = ""
        account = hashlib.sha256(username.encode()).hexdigest()[:16]  # a safe cache key part
        return f"{client_address(request)}:{account}"


class PublicThrottle(FailOpen, ClientAddressIdent, AnonRateThrottle):
    """The public read API: per client address (or per user when logged in)."""

    scope = "public"

    def get_rate(self) -> str | None:
        return _rate(self.scope)

    def get_cache_key(self, request, view):  # type: ignore[no-untyped-def]
        ident = request.user.pk if request.user.is_authenticated else self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}
