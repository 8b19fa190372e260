"""The two-player HBO edition ("Game of Thrones: The Card Game", Lannister versus Stark) as
the ruleset ``hbo-2p`` (rules/hbo.md, ids [H-...]).

The shared framework (``engine.game.framework.flow``, ``events``, ``rules``, ``ending``) plays both
games; it reads the parameters in which they differ from ``engine.game.rulesets.params``. This
package holds what only this edition has: its card file and fixed house decks
(``cardfile``), the deck check and the plot-draft variant (``decks``), the header options
(``options``) and the few card texts the framework reads (``texts``). Kept free of imports
here: ``engine.game.logformat.log`` imports ``options`` while the engine is still loading.
"""
