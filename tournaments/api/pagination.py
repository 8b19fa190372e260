"""Limit/offset pagination that refuses what it cannot serve instead of clamping it.

``?limit=`` above the maximum, a negative or non-numeric ``limit``/``offset`` are a 400 with
the code ``invalid`` and the ``field``, so a client learns the limit rather than silently
getting fewer rows than it asked for.
"""

from __future__ import annotations

from typing import Any

from rest_framework.pagination import LimitOffsetPagination
from rest_framework.request import Request

from tournaments.errors import DomainError

DEFAULT_LIMIT = 50
MAX_LIMIT = 200
MAX_OFFSET = 10**9


class StrictLimitOffsetPagination(LimitOffsetPagination):
    default_limit = DEFAULT_LIMIT
    max_limit = MAX_LIMIT

    def get_limit(self, request: Request) -> int:
        raw = request.query_params.get(self.limit_query_param)
        if raw is None:
            return self.default_limit
        return _bounded(raw, self.limit_query_param, 1, self.max_limit)

    def get_offset(self, request: Request) -> int:
        raw = request.query_params.get(self.offset_query_param)
        if raw is None:
            return 0
        return _bounded(raw, self.offset_query_param, 0, MAX_OFFSET)

    def get_schema_operation_parameters(self, view: Any) -> list[dict[str, Any]]:
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            bounds = (
                {"minimum": 1, "maximum": self.max_limit, "default": self.default_limit}
                if parameter["name"] == self.limit_query_param
                else {"minimum": 0, "maximum": MAX_OFFSET, "default": 0}
            )
            parameter["schema"] = {**parameter["schema"], **bounds}
        return parameters


def _bounded(raw: str, field: str, low: int, high: int) -> int:
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 12:
        raise DomainError(f"{field} must be a whole number", code="invalid", field=field)
    value = int(raw)
    if not low <= value <= high:
        raise DomainError(f"{field} must be between {low} and {high}", code="invalid", field=field)
    return value
