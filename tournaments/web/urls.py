"""URLs of the web pages, mounted at the site root."""

from django.urls import path  # noqa: F401

app_name = "web"
urlpatterns: list = []
