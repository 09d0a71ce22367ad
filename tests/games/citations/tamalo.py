"""Tamalo: one worked example per branch of its scoring, with its exact tags."""

from __future__ import annotations

from typing import Any

from . import Cited


def _hand(caller: int | None, *hands: list[str] | int) -> dict[str, Any]:
    return {"type": "hand", "caller": caller, "hands": list(hands)}


def _tamalo(
    branch: str,
    caller: int | None,
    hands: tuple[list[str] | int, ...],
    seat: int,
    points: int,
    says: str,
    rules: tuple[str, ...],
    **options: Any,
) -> Cited:
    return Cited(
        branch, len(hands), (_hand(caller, *hands),), seat, points, says, rules, dict(options)
    )


CITED = (
    _tamalo(
        "not the caller, 5 or more",
        None,
        (["9S"], ["AH"]),
        0,
        9,
        "Anna: 9♠, 9 points.",
        ("TAM-VAL",),
    ),
    _tamalo(
        "not the caller, under 5",
        None,
        (["4D"], ["9S"]),
        0,
        0,
        "Anna: 4♦, 4 points, under 5 counts 0.",
        ("TAM-VAL", "TAM-LT5"),
    ),
    # the caller with 5 or less who IS the lowest scores as anyone: no TAM-CALLER-NL
    _tamalo(
        "caller under 5, the lowest",
        0,
        (["4H"], ["9S"], ["6D"]),
        0,
        0,
        "Anna called Tamalo with 4 (4♥) and is the lowest: under 5 counts 0.",
        ("TAM-VAL", "TAM-LT5"),
    ),
    _tamalo(
        "caller with 5, the lowest",
        0,
        (["5H"], ["9S"]),
        0,
        5,
        "Anna called Tamalo with 5 (5♥) and is the lowest: 5 counts 5.",
        ("TAM-VAL", "TAM-LT5"),
    ),
    _tamalo(
        "caller under 5, the lowest on raw totals only (1 beats 3; after the under-5 rule a tie)",
        0,
        (["AH"], ["3S"], ["9D"]),
        0,
        0,
        "Anna called Tamalo with 1 (A♥ (1)) and is the lowest: under 5 counts 0.",
        ("TAM-VAL", "TAM-LT5", "TAM-AMB-2"),
    ),
    _tamalo(
        "caller under 5, tied for the lowest, a tie is enough",
        0,
        (["AH", "2H"], ["3S"], ["JD"]),
        0,
        0,
        "Anna called Tamalo with 3 (A♥ (1) + 2♥) and shares the lowest with Bruno (a tie is "
        "enough): under 5 counts 0.",
        ("TAM-VAL", "TAM-LT5", "TAM-AMB-1"),
        caller_tie="shared",
    ),
    _tamalo(
        "caller under 5, not the lowest",
        0,
        (["3H"], ["2S"], ["9C"]),
        0,
        15,
        "Anna called Tamalo with 3 (3♥), not the lowest (Bruno has 2): 15.",
        ("TAM-CALLER-NL",),
    ),
    _tamalo(
        "caller under 5, tied for the lowest, a tie is not enough",
        0,
        (["AH", "2H"], ["3S"], ["JD"]),
        0,
        15,
        "Anna called Tamalo with 3 (A♥ (1) + 2♥), tied for the lowest with Bruno, and a tie is "
        "not enough: 15.",
        ("TAM-CALLER-NL", "TAM-AMB-1"),
    ),
    _tamalo(
        "caller under 5, tied only after the under-5 rule (1 and 3 both count 0)",
        0,
        (["AH"], ["3S"], ["9D"]),
        0,
        15,
        "Anna called Tamalo with 1 (A♥ (1)), tied for the lowest with Bruno, and a tie is not "
        "enough: 15.",
        ("TAM-CALLER-NL", "TAM-AMB-1", "TAM-AMB-2"),
        compare_on="adjusted",
    ),
    _tamalo(
        "caller under 5, beaten on raw totals, tied after the under-5 rule, a tie is enough",
        0,
        (["3C"], ["AD"], ["7H"]),
        0,
        15,
        "Anna called Tamalo with 3 (3♣), not the lowest (Bruno has 1): 15.",
        ("TAM-CALLER-NL", "TAM-AMB-2"),
        caller_tie="shared",
    ),
    _tamalo(
        "caller with 5, not the lowest",
        0,
        (["2H", "3H"], ["4S"], ["8D"]),
        0,
        15,
        "Anna called Tamalo with 5 (2♥ + 3♥), not the lowest (Bruno has 4): 15.",
        ("TAM-CALLER-NL", "TAM-AMB-4"),
    ),
    _tamalo(
        "caller with 5, tied for the lowest",
        0,
        (["5H"], ["5S"]),
        0,
        15,
        "Anna called Tamalo with 5 (5♥), tied for the lowest with Bruno, and a tie is not "
        "enough: 15.",
        ("TAM-CALLER-NL", "TAM-AMB-1", "TAM-AMB-4"),
    ),
    _tamalo(
        "caller over 5, not the lowest",
        0,
        (["3H", "4C"], ["2S"]),
        0,
        22,
        "Anna called Tamalo with 7 (3♥ + 4♣), not the lowest: 15 + 7 = 22.",
        ("TAM-CALLER-GT5",),
    ),
    _tamalo(
        "caller over 5, the lowest, 15 + hand in every case",
        0,
        (["6H"], ["7S"]),
        0,
        21,
        "Anna called Tamalo with 6 (6♥): the lowest, but over 5, so in every case 15 + 6 = 21.",
        ("TAM-CALLER-GT5", "TAM-AMB-3"),
    ),
    _tamalo(
        "caller over 5, the lowest, only the hand counts",
        0,
        (["6H"], ["7S"]),
        0,
        6,
        "Anna called Tamalo with 6 (6♥) and is the lowest: only the hand counts, 6.",
        ("TAM-VAL", "TAM-AMB-3"),
        caller_over5_lowest="hand",
    ),
    _tamalo(
        "caller over 5, tied for the lowest where only the hand would count",
        0,
        (["6H"], ["6S"]),
        0,
        21,
        "Anna called Tamalo with 6 (6♥), not the lowest: 15 + 6 = 21.",
        ("TAM-CALLER-GT5", "TAM-AMB-1"),
        caller_over5_lowest="hand",
    ),
    Cited(
        "a late joiner",
        2,
        (_hand(None, ["9S"], ["AH"]), {"type": "join", "name": "Carla"}),
        2,
        9,
        "Carla joins the game in progress with the last-placed total: 9.",
        ("TAM-JOIN", "TAM-AMB-7"),
    ),
)
