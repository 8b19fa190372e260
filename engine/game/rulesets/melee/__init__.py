"""The melee ruleset ``agot2-melee`` (3 to 6 players, [R-MELEE-1..4]): the title cards and
their framework steps ([F-1.4], [F-7.4]), supports, rivals, the Crown Regent's redirect
([R-REDIRECT-1..8]), elimination and finishing places. The joust code calls in here only
where ``GameState.melee`` is set, so a joust replays exactly as before."""
