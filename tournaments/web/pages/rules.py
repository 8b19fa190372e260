"""A rule's text by its id (``/rules/T-SWISS-4/``), the target of the small rule links that
follow messages; 404 for an id the digests do not have."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments.selectors.rules import rule_get

BOOKS = {
    "tournament": "Tournament rules",
    "agot2": "Game rules",
    "hbo": "HBO edition rules",
}


def rule_detail(request: HttpRequest, rule_id: str) -> HttpResponse:
    found = rule_get(rule_id)
    if found is None:
        raise Http404("no such rule")
    book, text = found
    context = {"rule_id": rule_id, "book": BOOKS.get(book, book), "text": text}
    return render(request, "tournaments/rule.html", context)
