"""ttb: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.vocab import triggers as on

# "After you win a [power] challenge by 5 or more STR" (Support of the People, Street of
# the Sisters)
_WON_POWER_BY_5 = on.won_challenge("power", margin=5)
