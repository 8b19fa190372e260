"""Conditional requests for the public feed: ETag and Last-Modified from a cheap fingerprint
(tournament versions, one query), a 304 before any body is built, and cache headers.

An overlay polling every few seconds then costs one small query and no serialization while
nothing changed. The ETag covers the request's own parameters too (two pages of one feed are
different representations), and ``If-None-Match`` wins over ``If-Modified-Since`` (RFC 9110).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from typing import Any

from django.utils.http import http_date, parse_http_date_safe, quote_etag
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments.selectors.feed import Fingerprint

# Short: a CDN or browser may reuse a reply for a few seconds, then must ask again (and a
# conditional request is almost free). Public: nothing in the feed is per user.
CACHE_CONTROL = "public, max-age=5, must-revalidate"


def etag_for(request: Request, names: Iterable[str], fingerprint: Fingerprint) -> str:
    params = "&".join(f"{n}={request.query_params.get(n, '')}" for n in sorted(names))
    digest = hashlib.sha256(f"{request.path}?{params}|{fingerprint.tag}".encode()).hexdigest()
    return quote_etag(digest[:32])


def _not_modified(request: Request, etag: str, fingerprint: Fingerprint) -> bool:
    if_none_match = request.headers.get("If-None-Match")
    if if_none_match is not None:
        tags = {t.strip().removeprefix("W/") for t in if_none_match.split(",")}
        return etag in tags or "*" in tags
    since = parse_http_date_safe(request.headers.get("If-Modified-Since") or "")
    changed = fingerprint.changed_at
    return since is not None and changed is not None and int(changed.timestamp()) <= since


def conditional(
    request: Request,
    names: Iterable[str],
    fingerprint: Fingerprint,
    build: Callable[[], Any],
) -> Response:
    """A 304 if the client's copy is current, else the body ``build`` makes; both with the
    validators and cache headers."""
    etag = etag_for(request, names, fingerprint)
    if _not_modified(request, etag, fingerprint):
        response = Response(status=304)
    else:
        response = Response(build())
    response["ETag"] = etag
    if fingerprint.changed_at is not None:
        response["Last-Modified"] = http_date(fingerprint.changed_at.timestamp())
    response["Cache-Control"] = CACHE_CONTROL
    return response
