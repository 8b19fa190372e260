"""The engine's version, cited by every verdict (``Verdict.engine_version``)."""

ENGINE_VERSION = "0.1.0"
