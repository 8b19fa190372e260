"""Server-rendered pages (Django templates with htmx for the interactive parts)."""
