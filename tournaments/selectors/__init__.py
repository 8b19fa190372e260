"""Selectors: read-only queries (``entity_get``, ``entity_list``, ``entity_list_for_user``)."""
