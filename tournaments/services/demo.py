"""Demo data for the embedded default (``make run``): logins for each role.

Idempotent: running it again changes nothing that exists.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth import get_user_model


@dataclass(frozen=True)
class DemoLogin:
    username: str
    password: str
    role: str


DEMO_LOGINS = (
    DemoLogin("organizer", "organizer-demo", "organizer of the demo event (and site admin)"),
    DemoLogin("judge", "judge-demo", "judge of the demo event"),
    DemoLogin("player", "player-demo", "a registered player of the demo event"),
)


def demo_users_ensure() -> dict[str, object]:
    """Create the demo users that do not exist yet; return them by username."""
    users = {}
    model = get_user_model()
    for login in DEMO_LOGINS:
        user, created = model.objects.get_or_create(username=login.username)
        if created:
            user.set_password(login.password)
            user.is_staff = user.is_superuser = login.username == "organizer"
            user.save()
        users[login.username] = user
    return users
