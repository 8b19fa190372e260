"""Server errors: JSON under /api/ (the API promises JSON for every answer), Django's own
HTML page elsewhere."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.defaults import server_error as html_server_error


def server_error(request: HttpRequest) -> HttpResponse:
    if request.path.startswith("/api/"):
        body = {"code": "server_error", "message": "an internal error occurred"}
        return JsonResponse(body, status=500)
    return html_server_error(request)
