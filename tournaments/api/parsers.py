"""Request body parsing with the site's size limit.

DRF reads a JSON body straight from the WSGI stream, which skips Django's
``DATA_UPLOAD_MAX_MEMORY_SIZE`` check (that one guards ``request.body`` and form data only).
This parser applies the same limit, so an oversize body is a clean 413, never a memory spike.
"""

from __future__ import annotations

import codecs
import json
from typing import Any

from django.conf import settings
from rest_framework import exceptions, status
from rest_framework.parsers import JSONParser

from tournaments.text import text_checked


class PayloadTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "the request body is too large"
    default_code = "payload_too_large"


def body_limit() -> int | None:
    return settings.DATA_UPLOAD_MAX_MEMORY_SIZE


class LimitedJSONParser(JSONParser):
    """JSON only, at most ``DATA_UPLOAD_MAX_MEMORY_SIZE`` bytes, UTF-8, no NaN/Infinity."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        limit = body_limit()
        raw = stream.read(limit + 1) if limit is not None else stream.read()
        if limit is not None and len(raw) > limit:
            raise PayloadTooLarge()
        try:
            text = codecs.decode(raw, "utf-8")
            value = json.loads(text, parse_constant=_reject_constant)
        except (ValueError, RecursionError) as error:
            # ValueError covers bad UTF-8, bad JSON and integers beyond Python's digit limit.
            raise exceptions.ParseError(f"JSON parse error - {error}"[:300]) from None
        # NUL or a lone surrogate would reach a hash or PostgreSQL: a 400 naming the field.
        text_checked(value, "the request body")
        return value


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")
