"""A game's own tournament rule, where its source gives one (Tamalo's TAM-TOUR): how many
tables the first round has, how many of each go on to a final, the fewest players, and the
rule ids the standings cite for who goes on and how a tie for a place is settled.

The tournaments read it as the game's default format; a game without one plays whatever
format the organiser chooses.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TournamentRule:
    tables: int
    qualify: int
    min_players: int
    #: The rule the standings cite for who goes on to the final.
    go_rule: str
    #: The rule the standings cite for a tie for a qualifying place.
    tie_rule: str
