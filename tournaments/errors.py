"""One error type for the whole service, with a stable code.

Services raise ``DomainError`` (or a subclass); the API's exception handler and the web views
turn it into a response. ``where`` says where the problem is: a field, an event number
(``seq``) or a rule id from the rule books (``rule``), so a user can act on it.
"""

from __future__ import annotations

from typing import Any


class DomainError(Exception):
    """A command was refused. Nothing was written."""

    status = 400
    code = "invalid"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        field: str | None = None,
        seq: int | None = None,
        rule: str | None = None,
        details: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.field, self.seq, self.rule = field, seq, rule
        self.details = details or {}

    def as_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"code": self.code, "message": self.message}
        for key in ("field", "seq", "rule"):
            if getattr(self, key) is not None:
                body[key] = getattr(self, key)
        if self.details:
            body["details"] = self.details
        return body


class ConflictError(DomainError):
    """The stream moved on since the caller read it (optimistic concurrency): HTTP 409."""

    status = 409
    code = "stale_version"


class IdempotencyKeyReused(DomainError):
    """The same idempotency key came back with a different request: HTTP 422."""

    status = 422
    code = "idempotency_key_reused"


class NotFound(DomainError):
    status = 404
    code = "not_found"


class PermissionDenied(DomainError):
    status = 403
    code = "permission_denied"


class AppendOnlyViolation(DomainError):
    """Someone tried to change or remove a stored event."""

    status = 500
    code = "append_only"
