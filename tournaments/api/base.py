"""What every API view shares: JSON bodies under the size limit, strict pagination, the
``Idempotency-Key`` header, the acting user, and no 500 for an oversize form body."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django.core.exceptions import RequestDataTooBig
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter
from rest_framework import generics
from rest_framework.pagination import BasePagination
from rest_framework.parsers import BaseParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from tournaments.api.pagination import StrictLimitOffsetPagination
from tournaments.api.parsers import LimitedJSONParser, PayloadTooLarge
from tournaments.errors import DomainError

IDEMPOTENCY_HEADER = "Idempotency-Key"
_KEY = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")

IDEMPOTENCY_PARAMETER = OpenApiParameter(
    IDEMPOTENCY_HEADER,
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    required=False,
    description="Retrying a write with the same key returns the first reply and records "
    "nothing new; the same key with a different request is refused (422). "
    "1-128 characters: letters, digits, '.', '_', ':', '-'.",
    pattern=r"^[A-Za-z0-9._:-]{1,128}$",
)


class ApiMixin:
    parser_classes: Sequence[type[BaseParser]] = (LimitedJSONParser,)
    pagination_class: type[BasePagination] | None = StrictLimitOffsetPagination
    query_parameters: tuple[str, ...] = ()  # the query string parameters the view reads

    def initial(self, request: Request, *args: object, **kwargs: object) -> None:
        super().initial(request, *args, **kwargs)  # type: ignore[misc]
        unknown = sorted(set(request.query_params) - set(self.query_parameters))
        if unknown:  # a typo ("?limt=") should not silently give the default
            raise DomainError(
                f"unknown query parameter {unknown[0][:50]!r}", code="invalid", field="query"
            )

    def handle_exception(self, exc: Exception) -> Response:
        if isinstance(exc, RequestDataTooBig):  # Django's own check on form bodies
            exc = PayloadTooLarge()
        response: Response = super().handle_exception(exc)  # type: ignore[misc]
        return response


class ApiView(ApiMixin, APIView):
    """A command or a single read: the view calls one service or selector."""

    pagination_class = None


class ListView(ApiMixin, generics.ListAPIView):  # type: ignore[type-arg]
    """A paginated read of one selector's rows."""

    query_parameters: tuple[str, ...] = ("limit", "offset")


def idempotency_key(request: Request) -> str | None:
    """The request's ``Idempotency-Key``, checked; the services store it with the events."""
    key = request.headers.get(IDEMPOTENCY_HEADER)
    if key is None:
        return None
    if not _KEY.match(key):
        raise DomainError(
            "Idempotency-Key is 1-128 letters, digits or . _ : -",
            code="invalid",
            field=IDEMPOTENCY_HEADER,
        )
    return key


def validated(serializer: type, request: Request) -> dict[str, Any]:
    """The request body checked by an input serializer (400 with details otherwise)."""
    checked = serializer(data=request.data)
    checked.is_valid(raise_exception=True)
    return checked.validated_data  # type: ignore[no-any-return]


def actor(request: Request) -> str:
    """The acting user's id as the services record it in event metadata."""
    return str(request.user.pk)
