"""The login lockout's authentication backend (django-axes, docs/operations.md)."""

from __future__ import annotations

from typing import Any

from axes.backends import AxesStandaloneBackend


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
        return super().authenticate(request, username, password, **kwargs)
