"""Where a webhook may be sent: only to public addresses (issue 43 item 5, SSRF).

An organizer chooses the URL, and the workers sit inside our network: a URL aimed at
loopback, a private network or the cloud metadata address (169.254.169.254) would make them
call internal services for the organizer. So the host is resolved when a hook is registered
and refused unless every address it has is public, and resolved and checked again at each
attempt, which then connects to the very address checked, not to a second resolution (a
name that answered a public address at registration and a private one now, DNS rebinding,
is refused). The connection still sends the URL's host as the Host header and, for https,
as the TLS server name, whose certificate is verified against it.

``WEBHOOK_ALLOW_PRIVATE_TARGETS`` (off by default) lifts the address check, for tests and
closed networks (docs/operations.md "Webhooks")."""

from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
from dataclasses import dataclass
from urllib.parse import SplitResult, urlsplit

from django.conf import settings

from tournaments.errors import DomainError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
# The system's trusted certificates; the certificate is checked against the URL's host name.
TLS = ssl.create_default_context()
# The most telling name first: on Python 3.11 most of these count as "private" too.
_NOT_PUBLIC = ("loopback", "link_local", "multicast", "unspecified", "reserved", "private")


@dataclass(frozen=True)
class Target:
    """A webhook URL with the address it is to be sent to (checked)."""

    scheme: str
    host: str
    port: int
    path: str  # with the query
    address: str


def url_parts(url: str) -> tuple[SplitResult, int]:
    """The URL split and its port, or a DomainError naming the field (never a 500 on a
    malformed one: an unclosed IPv6 bracket, a port out of range)."""
    try:
        parts = urlsplit(url)
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError as error:
        raise DomainError(f"a webhook URL must be a valid URL ({error})", field="url") from error
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise DomainError("a webhook URL is http:// or https:// with a host", field="url")
    if parts.username or parts.password:
        raise DomainError("a webhook URL carries no credentials; we sign instead", field="url")
    return parts, port


def addresses_of(host: str, port: int) -> list[str]:
    """Every address ``host`` resolves to (an address literal is itself). Raises OSError
    (or ValueError, for a name that cannot be encoded) when it does not resolve."""
    found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(sockaddr[0]) for *_, sockaddr in found))


def refusal(address: str) -> str | None:
    """Why ``address`` is not a public one, or None. An IPv4 address embedded in an IPv6 one
    (``::ffff:127.0.0.1``, 6to4) is judged as itself; ``is_global`` alone is not enough (on
    Python 3.11 it is true of multicast and of IPv4-mapped loopback)."""
    ip: IPAddress = ipaddress.ip_address(address)
    if isinstance(ip, ipaddress.IPv6Address):
        ip = ip.ipv4_mapped or ip.sixtofour or ip
    for name in _NOT_PUBLIC:
        if getattr(ip, f"is_{name}"):
            article = "an" if name[0] in "aeiou" else "a"
            return f"{article} {name.replace('_', '-')} address"
    return None if ip.is_global else "not a public address"


def target_check(url: str) -> Target:
    """Resolve the URL's host and refuse it unless every address is public (DomainError
    naming ``url``); a name that does not resolve is an OSError, for the caller to judge."""
    parts, port = url_parts(url)
    scheme, host = parts.scheme, str(parts.hostname)
    try:
        addresses = addresses_of(host, port)
    except ValueError as error:  # e.g. a label too long to encode
        message = f"a webhook URL's host is not a valid name ({error})"
        raise DomainError(message, field="url") from error
    if not settings.WEBHOOK_ALLOW_PRIVATE_TARGETS:
        for address in addresses:
            reason = refusal(address)
            if reason:
                where = address if address == host else f"{host} resolves to {address}"
                message = f"a webhook is sent only to public addresses: {where}, {reason}"
                raise DomainError(message, field="url")
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(scheme, host, port, path, addresses[0])


def target_register(url: str) -> str:
    """The URL, if a hook may be registered for it (DomainError naming ``url`` if not)."""
    try:
        target_check(url)
    except OSError as error:
        message = f"a webhook URL's host does not resolve ({error})"
        raise DomainError(message, field="url") from error
    return url


class _Pinned:
    """Connects to the checked address instead of resolving the host again."""

    host: str
    port: int
    timeout: float | None
    address: str

    def _socket(self) -> socket.socket:
        return socket.create_connection((self.address, self.port), self.timeout)


class _PinnedHTTP(_Pinned, http.client.HTTPConnection):
    def connect(self) -> None:
        self.sock = self._socket()


class _PinnedHTTPS(_Pinned, http.client.HTTPSConnection):
    def connect(self) -> None:
        self.sock = TLS.wrap_socket(self._socket(), server_hostname=self.host)


def post(target: Target, body: bytes, headers: dict[str, str], timeout: float) -> int:
    """POST to the target's checked address; its status code (a redirect is not followed)."""
    kind = _PinnedHTTPS if target.scheme == "https" else _PinnedHTTP
    connection = kind(target.host, target.port, timeout=timeout)
    connection.address = target.address
    try:
        connection.request("POST", target.path, body=body, headers=headers)
        return connection.getresponse().status
    finally:
        connection.close()
