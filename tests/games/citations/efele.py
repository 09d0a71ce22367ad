"""Efele: one worked example per branch of its scoring, with its exact tags.

A game scores one Efele for the player left without a set (EFE-END); the others score
nothing and have no scoring line. In a deadlock (every value dead, nobody can complete) the
table's reading of EFE-AMB-7 decides: by default everyone left is Efele together, one each;
redealt, nobody scores yet, so each of those lines cites EFE-AMB-7 alone.
"""

from __future__ import annotations

from typing import Any

from . import Cited


def _claim(seat: int, value: str) -> dict[str, Any]:
    return {"type": "claim", "seat": seat, "cards": [value + suit for suit in "HLES"]}


def _centre(seat: int, card: str) -> dict[str, Any]:
    return {"type": "centre", "seat": seat, "card": card}


CITED = (
    # Anna shows four 7s, Bruno four 8s: Carla is the only one left, the Efele (EFE-END)
    Cited(
        "the last one left after the claims",
        3,
        (_claim(0, "7"), _claim(1, "8")),
        2,
        1,
        "Game 1: only Carla is left: the Efele, who pays 1 point. Order out: 1st Anna, 2nd Bruno.",
        ("EFE-END",),
    ),
    # the tally only: Carla, Anna and Dario went out in that order, Bruno is the Efele
    Cited(
        "the last one left, a whole game entered at once",
        4,
        ({"type": "game", "exit_order": [2, 0, 3]},),
        1,
        1,
        "Game 1: only Bruno is left: the Efele, who pays 3 points. Order out: 1st Carla, "
        "2nd Anna, 3rd Dario.",
        ("EFE-END",),
        {"stake": 3},
    ),
    # Dario shows three 7s and the Weli (out of play with him, EFE-AMB-3, so no dead value
    # can be completed with the Weli any more, EFE-AMB-8); the 8 to the Ace of Hearts go
    # round to the centre one by one, so every value left is dead: a deadlock, and by default
    # Anna, Bruno and Carla are Efele together (EFE-AMB-7); were it redealt, nobody would be
    Cited(
        "deadlocked, everyone left is Efele together",
        4,
        (
            {"type": "claim", "seat": 3, "cards": ["7H", "7L", "7E", "WELI"]},
            *(_centre(0, value + "H") for value in ("8", "9", "10", "U", "O", "K", "A")),
            {"type": "deadlock"},
        ),
        0,
        1,
        "Anna: Efele (deadlock: all the players left are Efele).",
        ("EFE-AMB-7",),
    ),
)
