"""Second Edition game model: cards, decks, match logs, state and replay."""
