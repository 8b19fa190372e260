"""Per-user throttles by scope, counted in the Django cache (Redis in production, so the
limit holds across processes and machines). Rates: ``REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]``.
"""

from __future__ import annotations

from rest_framework.settings import api_settings
from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle


class ScopedUserThrottle(ScopedRateThrottle):
    """DRF's scoped throttle, reading the rates when asked (settings may change in tests)."""

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)  # type: ignore[no-any-return]


class PublicThrottle(AnonRateThrottle):
    """The public read API: per client address (or per user when logged in)."""

    scope = "public"

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)  # type: ignore[no-any-return]

    def get_cache_key(self, request, view):  # type: ignore[no-untyped-def]
        ident = request.user.pk if request.user.is_authenticated else self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}
