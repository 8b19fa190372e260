"""The login lockout's authentication backend (django-axes, docs/operations.md).

django-axes locks an account *at one address* (``AXES_LOCKOUT_PARAMETERS``: account and
address together) after ``AXES_FAILURE_LIMIT`` failures, so one player mistyping at a venue
locks only themself, not every player behind the venue's address (issue 43, item 4). Axes
has one limit for all its parameter sets, so the two wider ceilings are checked here: failures
from one address whatever the account (far higher: a venue's players share it), and failures
for one account whatever the address (a guess spread over many addresses).
"""

from __future__ import annotations

from typing import Any

from axes.attempts import get_cool_off_threshold
from axes.backends import AxesStandaloneBackend
from axes.exceptions import AxesBackendPermissionDenied
from django.conf import settings

from tournaments.selectors.login_lockouts import login_failures_count


def _over_a_ceiling(request: Any, username: str | None) -> bool:
    since = get_cool_off_threshold(request)
    address = getattr(request, "axes_ip_address", None)
    if address and (
        login_failures_count(since, ip_address=address) >= settings.AGOT_LOGIN_ADDRESS_FAILURE_LIMIT
    ):
        return True
    return bool(username) and (
        login_failures_count(since, username=str(username))
        >= settings.AGOT_LOGIN_ACCOUNT_FAILURE_LIMIT
    )


class LockoutBackend(AxesStandaloneBackend):
    """django-axes' check, for logins that come with a request (the web login, the API token
    endpoint, the tracker's shared phone). A call without one (a management command, a
    script on the server) has no client to lock out; axes would raise, so it is passed on to
    the password check as it is."""

    def authenticate(
        self,
        request: Any,
        username: str | None = None,
        password: str | None = None,
        **kwargs: Any,
    ) -> Any:
        if request is None:
            return None
        super().authenticate(request, username, password, **kwargs)  # raises when locked
        if _over_a_ceiling(request, username):
            # As axes does for its own lockout: the flag makes AxesMiddleware answer 429 with
            # AXES_LOCKOUT_CALLABLE, and the refused attempt is not counted again.
            request.axes_locked_out = True
            raise AxesBackendPermissionDenied("over a login failure ceiling")
        return None
