from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from tournaments.web.pages import accounts
from tournaments.web.pages.health import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    # The site's own account pages first (sign-up; password pages in the site's style).
    path("accounts/", include(accounts.urlpatterns)),
    path("accounts/", include("django.contrib.auth.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("api/v1/", include("tournaments.api.urls")),
    path("api/v3/", include("tournaments.api.urls_v3")),
    path("", include("tournaments.web.urls")),
]

handler500 = "tournaments.web.pages.errors.server_error"
