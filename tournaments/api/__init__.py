"""The REST API (Django REST framework), versioned under /api/v1/."""
