"""Scala 40: one worked example per branch of its scoring, with its exact tags.

Worked from rules.md §3.2 and §3.5: the closer scores 0 (S40-CLOSE); the others pay what is
left in hand (S40-VAL-HAND: number, court cards 10, ace 11, jolly 25 by default, S40-AMB-3),
a lone ace 1 where the table keeps the text's variant (S40-LONE-ACE, S40-AMB-2, default on);
closing in mano doubles the others (S40-INMANO-X2, default) or gives the closer a bonus off
their total instead (S40-INMANO-BONUS), which may go below zero or stop at 0 (S40-AMB-7).
Buying back in (S40-RIENTRO) jumps a total to the table's choice.
"""

from __future__ import annotations

from typing import Any

from . import Cited

#: What the in-mano sentence adds to the line of a seat that pays, under each reading.
DOUBLE = "; Anna went out in mano, so double: "
BONUS = "; Anna went out in mano, but this table gives the closer a bonus instead of doubling: "


def _hand(closer: int, *hands: list[str] | int | None, in_mano: bool = False) -> dict[str, Any]:
    return {"type": "hand", "closer": closer, "in_mano": in_mano, "hands": list(hands)}


def _paid(
    branch: str,
    left: list[str] | int,
    points: int,
    says: str,
    rules: tuple[str, ...],
    mano: bool = False,
    **options: Any,
) -> Cited:
    """Anna goes out (in mano if ``mano``); Bruno pays what he has ``left``."""
    moves = (_hand(0, None, left, in_mano=mano),)
    return Cited(branch, 2, moves, 1, points, says, rules, dict(options))


def _closer(
    branch: str,
    moves: tuple[dict[str, Any], ...],
    points: int,
    says: str,
    rules: tuple[str, ...],
    **options: Any,
) -> Cited:
    """Anna's line on the last hand, which she closed."""
    return Cited(branch, 2, moves, 0, points, says, rules, dict(options))


def _back(branch: str, points: int, says: str, **options: Any) -> Cited:
    """Bruno reaches 101 exactly (out), Carla 40; Bruno buys back in."""
    moves = (_hand(0, None, 101, 40), {"type": "reenter", "seat": 1})
    return Cited(branch, 3, moves, 1, points, says, ("S40-RIENTRO",), dict(options))


CITED = (
    # -- the closer -----------------------------------------------------------------------
    _closer(
        "the closer, not in mano: 0",
        (_hand(0, None, ["KD", "5C"]),),
        0,
        "Anna went out: 0 points.",
        ("S40-CLOSE",),
    ),
    _closer(
        "the closer in mano, the others paying double: 0",
        (_hand(0, None, ["KD", "5C"], in_mano=True),),
        0,
        "Anna went out in mano: 0 points, and the others pay double.",
        ("S40-INMANO-X2",),
    ),
    # Anna has 30 from the first hand: the 25 bonus takes her to 5, whatever the floor.
    _closer(
        "the closer in mano with the bonus, which fits in the total",
        (_hand(1, 30, None), _hand(0, None, ["2C"], in_mano=True)),
        -25,
        "Anna went out in mano: a 25 bonus, -25.",
        ("S40-INMANO-BONUS",),
        in_mano="bonus",
    ),
    _closer(
        "the closer in mano with the bonus, taking the total below zero",
        (_hand(0, None, ["7S", "8S"], in_mano=True),),
        -25,
        "Anna went out in mano: a 25 bonus, and the total goes below zero (0 becomes -25).",
        ("S40-INMANO-BONUS", "S40-AMB-7"),
        in_mano="bonus",
    ),
    # Anna has 9 + 3 = 12: the bonus stops at 0, so it is worth 12 to her.
    _closer(
        "the closer in mano with the bonus, which stops at 0",
        (_hand(1, ["9C", "3D"], None), _hand(0, None, ["2C"], in_mano=True)),
        -12,
        "Anna went out in mano: the 25 bonus stops at 0, so -12 (12 becomes 0).",
        ("S40-INMANO-BONUS", "S40-AMB-7"),
        in_mano="bonus",
        bonus_floor=True,
    ),
    # -- a seat that pays, not in mano ----------------------------------------------------
    _paid("cards in hand", ["KD", "5C"], 15, "Bruno: K♦ (10) + 5♣ = 15.", ("S40-VAL-HAND",)),
    _paid(
        "an ace with other cards counts 11",
        ["AH", "3C"],
        14,
        "Bruno: A♥ (11) + 3♣ = 14.",
        ("S40-VAL-HAND",),
    ),
    _paid("a typed total", 17, 17, "Bruno: 17 (typed total).", ("S40-VAL-HAND",)),
    _paid(
        "a jolly in hand, at the table's value",
        ["JK", "7C"],
        32,
        "Bruno: jolly (25) + 7♣ = 32.",
        ("S40-VAL-HAND", "S40-AMB-3"),
    ),
    _paid(
        "a lone ace counts 1",
        ["AH"],
        1,
        "Bruno: A♥, the ace alone in hand, counts 1.",
        ("S40-LONE-ACE", "S40-AMB-2"),
    ),
    _paid(
        "a lone ace counts 11 where the table plays without the variant",
        ["AH"],
        11,
        "Bruno: A♥, the ace alone in hand: at this table it still counts 11.",
        ("S40-VAL-HAND", "S40-AMB-2"),
        lone_ace=False,
    ),
    # -- a seat that pays after a closing in mano: doubled ----------------------------------
    _paid(
        "cards in hand, doubled",
        ["KD", "5C"],
        30,
        f"Bruno: K♦ (10) + 5♣ = 15{DOUBLE}15 × 2 = 30.",
        ("S40-VAL-HAND", "S40-INMANO-X2"),
        mano=True,
    ),
    _paid(
        "a typed total, doubled",
        17,
        34,
        f"Bruno: 17 (typed total){DOUBLE}17 × 2 = 34.",
        ("S40-VAL-HAND", "S40-INMANO-X2"),
        mano=True,
    ),
    _paid(
        "a jolly in hand, doubled",
        ["JK", "7C"],
        64,
        f"Bruno: jolly (25) + 7♣ = 32{DOUBLE}32 × 2 = 64.",
        ("S40-VAL-HAND", "S40-AMB-3", "S40-INMANO-X2"),
        mano=True,
    ),
    _paid(
        "a lone ace counts 1, doubled",
        ["AH"],
        2,
        f"Bruno: A♥, the ace alone in hand, counts 1{DOUBLE}1 × 2 = 2.",
        ("S40-LONE-ACE", "S40-AMB-2", "S40-INMANO-X2"),
        mano=True,
    ),
    _paid(
        "a lone ace counts 11 without the variant, doubled",
        ["AH"],
        22,
        f"Bruno: A♥, the ace alone in hand: at this table it still counts 11{DOUBLE}11 × 2 = 22.",
        ("S40-VAL-HAND", "S40-AMB-2", "S40-INMANO-X2"),
        mano=True,
        lone_ace=False,
    ),
    # -- a seat that pays after a closing in mano: the closer's bonus, no doubling ----------
    _paid(
        "cards in hand, not doubled: the closer takes the bonus",
        ["KD", "5C"],
        15,
        f"Bruno: K♦ (10) + 5♣ = 15{BONUS}15.",
        ("S40-VAL-HAND", "S40-INMANO-BONUS"),
        mano=True,
        in_mano="bonus",
    ),
    _paid(
        "a typed total, not doubled: the closer takes the bonus",
        17,
        17,
        f"Bruno: 17 (typed total){BONUS}17.",
        ("S40-VAL-HAND", "S40-INMANO-BONUS"),
        mano=True,
        in_mano="bonus",
    ),
    _paid(
        "a jolly in hand, not doubled: the closer takes the bonus",
        ["JK", "7C"],
        32,
        f"Bruno: jolly (25) + 7♣ = 32{BONUS}32.",
        ("S40-VAL-HAND", "S40-AMB-3", "S40-INMANO-BONUS"),
        mano=True,
        in_mano="bonus",
    ),
    _paid(
        "a lone ace counts 1, not doubled: the closer takes the bonus",
        ["AH"],
        1,
        f"Bruno: A♥, the ace alone in hand, counts 1{BONUS}1.",
        ("S40-LONE-ACE", "S40-AMB-2", "S40-INMANO-BONUS"),
        mano=True,
        in_mano="bonus",
    ),
    _paid(
        "a lone ace counts 11 without the variant, not doubled: the closer takes the bonus",
        ["AH"],
        11,
        f"Bruno: A♥, the ace alone in hand: at this table it still counts 11{BONUS}11.",
        ("S40-VAL-HAND", "S40-AMB-2", "S40-INMANO-BONUS"),
        mano=True,
        in_mano="bonus",
        lone_ace=False,
    ),
    # -- buying back in: Bruno, out at 101, jumps to the table's total -----------------------
    _back(
        "buying back in at the highest total left",
        40 - 101,
        "Bruno buys back in at 40, the highest total left.",
        reentry="highest",
    ),
    _back(
        "buying back in at the highest total left plus one",
        41 - 101,
        "Bruno buys back in at 41, the highest total left plus one.",
        reentry="highest_plus_1",
    ),
    _back(
        "buying back in at a fixed total, with a stake",
        50 - 101,
        "Bruno buys back in at 50, the table's fixed total. Stake to buy back in: 5.",
        reentry="fixed",
        reentry_score=50,
        reentry_stake=5,
    ),
)
