"""Accounts: sign up, and the site's own pages for Django's password change and reset views
(the admin's templates would otherwise answer them). Log in and log out are Django's views
with ``templates/registration/login.html``. Email goes through ``EMAIL_BACKEND`` (the
console in the embedded default, docs/operations.md)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth import get_user_model, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path
from django.utils.http import url_has_allowed_host_and_scheme

MODEL_BACKEND = "django.contrib.auth.backends.ModelBackend"


class SignUpForm(UserCreationForm):  # type: ignore[type-arg]
    email = forms.EmailField(
        label="Email", help_text="For password resets only; never shown to other players."
    )

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")

    def clean_email(self) -> str:
        email: str = self.cleaned_data["email"].strip()
        if get_user_model().objects.filter(email__iexact=email).exists():
            raise forms.ValidationError("An account with this email exists; log in instead.")
        return email


def _next_url(request: HttpRequest) -> str:
    wanted = request.POST.get("next") or request.GET.get("next") or ""
    safe = url_has_allowed_host_and_scheme(wanted, {request.get_host()}, request.is_secure())
    return wanted if safe and wanted else "/"


def sign_up(request: HttpRequest) -> HttpResponse:
    """Make an account (Django's password validators apply) and log in with it."""
    if request.user.is_authenticated:
        return redirect(_next_url(request))
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend=MODEL_BACKEND)
        return redirect(_next_url(request))
    context: dict[str, Any] = {"form": form, "next": _next_url(request)}
    return render(request, "accounts/signup.html", context, status=400 if form.errors else 200)


def _page(view: Any, template: str, **options: Any) -> Any:
    return view.as_view(template_name=f"accounts/{template}.html", **options)


urlpatterns = [
    path("signup/", sign_up, name="signup"),
    path(
        "password_change/",
        _page(auth_views.PasswordChangeView, "password_change_form"),
        name="password_change",
    ),
    path(
        "password_change/done/",
        _page(auth_views.PasswordChangeDoneView, "password_change_done"),
        name="password_change_done",
    ),
    path(
        "password_reset/",
        _page(
            auth_views.PasswordResetView,
            "password_reset_form",
            email_template_name="accounts/password_reset_email.txt",
            subject_template_name="accounts/password_reset_subject.txt",
        ),
        name="password_reset",
    ),
    path(
        "password_reset/done/",
        _page(auth_views.PasswordResetDoneView, "password_reset_done"),
        name="password_reset_done",
    ),
    path(
        "reset/<uidb64>/<token>/",
        _page(auth_views.PasswordResetConfirmView, "password_reset_confirm"),
        name="password_reset_confirm",
    ),
    path(
        "reset/done/",
        _page(auth_views.PasswordResetCompleteView, "password_reset_complete"),
        name="password_reset_complete",
    ),
]
