"""Rule checks: who may attack, defend, marshal and attach, who wins what; moving cards
between areas; Traits and affiliations as card text leaves them.

Layers: docs/design.md, "Layers of the engine"."""
