"""What differs between rulesets: the parameters (``params``), the hooks the shared
framework calls (``hooks``), and the packages that register them: ``melee`` and ``hbo``
(reached from the core only through the hooks).

Layers: docs/design.md, "Layers of the engine"."""
