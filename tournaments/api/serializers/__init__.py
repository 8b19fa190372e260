"""Serializers: ``inputs`` validate request bodies (unknown fields are refused, so a client
cannot set server-owned fields), ``outputs`` shape the read models."""
