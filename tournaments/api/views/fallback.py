"""Unknown paths under /api/v1/ get the API's JSON 404, not Django's HTML page."""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt


@csrf_exempt  # it changes nothing; without this a cookie-bearing POST got an HTML 403
def not_found(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"code": "not_found", "message": "no such API path"}, status=404)
