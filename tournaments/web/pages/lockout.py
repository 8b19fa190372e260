"""What a locked-out login gets (django-axes' ``AXES_LOCKOUT_CALLABLE``): a JSON error under
/api/, the login page with the reason elsewhere; HTTP 429 either way (docs/operations.md)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render

MESSAGE = (
    "too many failed logins for this account or from this address: try again in {minutes} minutes"
)


def lockout_response(
    request: HttpRequest, original_response: Any = None, credentials: Any = None
) -> HttpResponse:
    minutes = int(settings.AXES_COOLOFF_TIME.total_seconds() // 60)
    message = MESSAGE.format(minutes=minutes)
    if request.path.startswith("/api/"):
        return JsonResponse({"code": "locked_out", "message": message}, status=429)
    return render(request, "registration/locked_out.html", {"message": message}, status=429)
