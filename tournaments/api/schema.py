"""OpenAPI pieces shared by the views: error responses, path parameters, paginated pages."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse

from tournaments.api.serializers.outputs import ErrorSerializer

_ERROR_TEXT = {
    400: "Invalid request or a rule refused it (code, message, field / rule).",
    401: "Not logged in (send Authorization: Token <key>).",
    403: "The tournament is visible but the caller lacks the role ([T-ROLE-1]).",
    404: "Missing, or a private object the caller may not see (the same body).",
    409: "The tournament changed concurrently; retry.",
    413: "The request body is larger than the limit.",
    415: "Only application/json bodies are accepted.",
    422: "The Idempotency-Key was used for a different request.",
    429: "Throttled; see the Retry-After header.",
}
READ_ERRORS = (400, 401, 404, 429)
WRITE_ERRORS = (400, 401, 403, 404, 409, 413, 415, 422, 429)
PUBLIC_ERRORS = (400, 404, 429)


def errors(*codes: int) -> dict[int, OpenApiResponse]:
    return {c: OpenApiResponse(ErrorSerializer, description=_ERROR_TEXT[c]) for c in codes}


def responses(ok: Any, *codes: int, status: int = 200) -> dict[int, Any]:
    return {status: ok, **errors(*codes)}


TOURNAMENT_ID = OpenApiParameter(
    "tournament_id",
    {"type": "integer", "minimum": 1, "maximum": 2**63 - 1},
    OpenApiParameter.PATH,
)
PLAYER_ID = OpenApiParameter(
    "player_id",
    {"type": "string", "pattern": "^p[0-9]{1,9}$"},
    OpenApiParameter.PATH,
    description='A player id of the tournament, e.g. "p7".',
)
MATCH_KEY = OpenApiParameter(
    "key",
    {"type": "string", "pattern": "^[a-z0-9-]{1,30}$"},
    OpenApiParameter.PATH,
    description='A match key, e.g. "r3-t12", "r3-bye", "e1-g2".',
)
