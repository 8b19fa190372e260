"""Card database: the community card format, read at run time, as immutable values.

>>> db = sample_cards()
>>> card = db.get("99101")
>>> card.type, card.faction, sorted(card.icons)
('character', 'stark', ['military', 'power'])
"""

from engine.game.data.cards.db import CardDB, UnknownCard, normalize_name
from engine.game.data.cards.keywords import parse_keywords, strip_tags
from engine.game.data.cards.loader import (
    ENV_VAR,
    SAMPLE_CARD_DATA,
    CardDataError,
    card_from_record,
    data_version,
    default_card_data_path,
    describe_card_data,
    is_sample_set,
    load_cards,
    sample_cards,
)
from engine.game.data.cards.model import (
    CARD_TYPES,
    CHALLENGE_ICONS,
    DRAW_CARD_TYPES,
    GREAT_HOUSES,
    Card,
    Errata,
    Keywords,
    Pack,
    PlotStats,
)

__all__ = [
    "CARD_TYPES",
    "CHALLENGE_ICONS",
    "DRAW_CARD_TYPES",
    "ENV_VAR",
    "GREAT_HOUSES",
    "SAMPLE_CARD_DATA",
    "Card",
    "CardDB",
    "CardDataError",
    "Errata",
    "Keywords",
    "Pack",
    "PlotStats",
    "UnknownCard",
    "card_from_record",
    "data_version",
    "default_card_data_path",
    "describe_card_data",
    "is_sample_set",
    "load_cards",
    "normalize_name",
    "parse_keywords",
    "sample_cards",
    "strip_tags",
]
