"""Token login for API clients (``Authorization: Token <key>``)."""

from __future__ import annotations

from django.contrib.auth import authenticate
from drf_spectacular.utils import extend_schema
from rest_framework.authtoken.models import Token
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments.api.base import ApiView, validated
from tournaments.api.schema import responses
from tournaments.api.serializers import inputs, outputs
from tournaments.api.throttles import LoginThrottle
from tournaments.errors import DomainError


class TokenObtain(ApiView):
    permission_classes = (AllowAny,)
    authentication_classes = ()
    throttle_classes = (LoginThrottle,)
    throttle_scope = "login"

    @extend_schema(
        operation_id="auth_token",
        auth=[],
        request=inputs.TokenInput,
        responses=responses(outputs.TokenSerializer, 400, 413, 415, 429),
        description="Exchange a username and password for the account's API token.",
    )
    def post(self, request: Request) -> Response:
        data = validated(inputs.TokenInput, request)
        # The Django request: django-axes counts the failure and may lock the account or
        # address; its middleware then answers 429 (tournaments/views/lockout.py).
        user = authenticate(request._request, username=data["username"], password=data["password"])
        if user is None or not user.is_active:
            raise DomainError("wrong username or password", code="invalid_credentials")
        token, _ = Token.objects.get_or_create(user=user)
        return Response({"token": token.key})
