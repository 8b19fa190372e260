"""URLs of the v3 public feed, mounted at /api/v3/: The Jousting Pavilion's paths, with or
without a trailing slash (clients of theirs write both). Anything else is a JSON 404."""

from django.urls import re_path

from tournaments.api.views import feed
from tournaments.api.views.fallback import not_found

app_name = "api-v3"

urlpatterns = [
    re_path(r"^games/?$", feed.GameFeed.as_view(), name="games"),
    re_path(r"^tournaments/?$", feed.TournamentFeed.as_view(), name="tournaments"),
    re_path(
        r"^tournaments/(?P<tournament_id>[0-9]{1,19})/?$",
        feed.TournamentEntrants.as_view(),
        name="tournament",
    ),
    re_path(r"^[\s\S]*$", not_found, name="not-found"),
]
