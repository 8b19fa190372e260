"""The client's address, from the configured number of trusted proxies (issue 24).

``AGOT_TRUSTED_PROXIES`` says how many reverse proxies stand in front of the site, each
appending the address it saw to ``X-Forwarded-For``. With 0 (the default: the site faces the
clients directly) the address is the TCP peer, ``REMOTE_ADDR``, and the header is ignored,
since any client can write it. With N, the client is the N-th entry from the right: the one
the outermost trusted proxy wrote; whatever a client put in front of it is ignored. Login
lockouts and API throttles are keyed on this address.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings


def client_address(request: Any) -> str:
    meta = request.META
    peer = str(meta.get("REMOTE_ADDR") or "")
    proxies = int(getattr(settings, "AGOT_TRUSTED_PROXIES", 0))
    forwarded = [a.strip() for a in str(meta.get("HTTP_X_FORWARDED_FOR") or "").split(",")]
    forwarded = [a for a in forwarded if a]
    if proxies <= 0 or not forwarded:
        return peer
    # Fewer entries than proxies: the request skipped a proxy; the leftmost is the best known.
    return forwarded[-min(proxies, len(forwarded))]
