"""URLs of the REST API, mounted at /api/v1/."""

from django.urls import path  # noqa: F401

app_name = "api"
urlpatterns: list = []
