"""``{{ message|rule_links }}``: a message in plain words, its rule ids in brackets made small
links to the rule's text (``/rules/<id>/``)."""

from __future__ import annotations

import re

from django import template
from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

register = template.Library()
BRACKETS = re.compile(r"\s*\[((?:[A-Z]{1,3}-[A-Za-z0-9.\-]+)(?:,\s*[A-Z]{1,3}-[A-Za-z0-9.\-]+)*)\]")


def _links(found: re.Match[str]) -> str:
    ids = [i.strip() for i in found.group(1).split(",")]
    links = ", ".join(
        format_html('<a href="{}">{}</a>', reverse("web:rule", args=[i]), i) for i in ids
    )
    return f' <small class="rule">({links})</small>'


@register.filter
def rule_links(message: object) -> SafeString:
    return mark_safe(BRACKETS.sub(_links, escape(str(message))))
