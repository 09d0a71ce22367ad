"""Ecarté: one worked example per branch of its scoring, with its exact tags.

Two seats, Anna (0) and Bruno (1); Anna deals the first hand (the default), then the deal
alternates. Most rows enter a hand with its summary (``_hand``: the tricks of each seat,
who held the King of trumps, who played di prepotenza, the revokes); a row whose line hangs
on forcing (ECA-FORZ, ECA-AMB-9) or on which refusal makes prepotenza (ECA-AMB-5) logs the
exchange or the five tricks, since only a logged hand is read under those options. The first
hands of a row only bring the totals (a penalty may take a seat below zero, ECA-AMB-8) and
the deal to where the branch happens.

Worked from rules.md §2: a seat's lines at the end of a hand are its tricks (ECA-SEED-3T,
+1 for 3 or more, ECA-AMB-1; the vole +1 more, ECA-SEED-VOLE), its penalties in one line
(ECA-SEED-PREP −1 for prepotenza with under 3 tricks, ECA-SEED-REVOKE −1 a revoke), then
the King not declared (ECA-SEED-K +1 and ECA-SEED-UNDECL −1, or −1 by ECA-AMB-2's other
reading); the classic rules give the taker one line (ECA-CLASSIC-TRICKS, -STOOD, -REVOKE).
A line cites each reading whose other value would change its points: ECA-AMB-2, -4, -5,
-6, -8, ECA-FORZ (forcing) and ECA-AMB-9 (forcing with trumps).
"""

from __future__ import annotations

from typing import Any

from . import Cited


def _hand(tricks: list[int], **facts: Any) -> dict[str, Any]:
    return {"type": "hand", "tricks": tricks, **facts}


def _trick(lead: str, follow: str) -> dict[str, Any]:
    return {"type": "trick", "lead": lead, "follow": follow}


def _turn_up(card: str) -> dict[str, Any]:
    return {"type": "turn_up", "card": card}


def _propose(seat: int) -> dict[str, Any]:
    return {"type": "propose", "seat": seat}


def _accept(seat: int) -> dict[str, Any]:
    return {"type": "accept", "seat": seat}


def _refuse(seat: int) -> dict[str, Any]:
    return {"type": "refuse", "seat": seat}


def _declare_king(seat: int) -> dict[str, Any]:
    return {"type": "declare_king", "seat": seat}


def _exchange(seat: int, cards: int) -> dict[str, Any]:
    return {"type": "exchange", "seat": seat, "cards": cards}


_PLAY: dict[str, Any] = {"type": "play"}


def _row(
    branch: str,
    moves: tuple[dict[str, Any], ...],
    seat: int,
    points: int,
    says: str,
    rules: tuple[str, ...],
    **options: Any,
) -> Cited:
    return Cited(branch, 2, moves, seat, points, says, rules, dict(options))


CITED = (
    _row(
        "3 tricks: 1",
        (_hand([2, 3], king=0, king_declared=True),),
        1,
        1,
        "Bruno takes 3 tricks of 5: +1.",
        ("ECA-SEED-3T",),
    ),
    _row(
        "revokes: -1",
        (
            _hand([3, 2]),
            _hand([0, 5], prepotenza=1, revokes=[1, 0]),
        ),
        0,
        -1,
        "Anna: one revoke, −1.",
        ("ECA-SEED-REVOKE",),
    ),
    _row(
        "3 tricks, 3 means at least 3: 1",
        (_hand([4, 1], king=1, prepotenza=0),),
        0,
        1,
        "Anna takes 4 tricks of 5: +1.",
        ("ECA-SEED-3T", "ECA-AMB-1"),
    ),
    _row(
        "the King of trumps turned up: the dealer's point at once",
        (_turn_up("KS"),),
        0,
        1,
        ("The King of trumps (K♠) is the turned-up card: 1 point at once to the dealer, Anna."),
        ("ECA-SEED-K", "ECA-AMB-7"),
    ),
    _row(
        "prepotenza: -1",
        (
            _hand([3, 2]),
            _hand([0, 5], prepotenza=0),
        ),
        0,
        -1,
        "Anna: played di prepotenza and took only 0 tricks, −1.",
        ("ECA-SEED-PREP", "ECA-PREP"),
    ),
    _row(
        "revokes, the revoke count's reading decides: -2 [forzare=True]",
        (
            _hand([2, 3], revokes=[1, 0]),
            _hand([2, 3]),
            _hand([2, 3]),
            _hand([2, 3]),
            _hand([3, 2], revokes=[1, 0]),
            _hand([5, 0], prepotenza=0, revokes=[0, 2]),
        ),
        1,
        -2,
        "Bruno: 2 revokes, −2.",
        ("ECA-SEED-REVOKE", "ECA-AMB-4"),
        forzare=True,
    ),
    _row(
        "revokes, the negative totals reading decides: -1",
        (_hand([5, 0], revokes=[0, 1]),),
        1,
        -1,
        "Bruno: one revoke, −1. A total may go below zero: −1.",
        ("ECA-SEED-REVOKE", "ECA-AMB-8"),
    ),
    _row(
        "revokes, forcing with trumps decides: 0 [forzare=True]",
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("KS"),
            _PLAY,
            _trick("9C", "7C"),
            _trick("AD", "8D"),
            _trick("QD", "8S"),
            _trick("10H", "KH"),
            _trick("AS", "QS"),
        ),
        1,
        0,
        (
            "Bruno: no revoke under the rules in force (the other reading of forcing would "
            "make one), 0."
        ),
        ("ECA-SEED-REVOKE", "ECA-AMB-9"),
        forzare=True,
    ),
    _row(
        "revokes, forcing decides: 0",
        (
            _turn_up("9D"),
            _PLAY,
            _trick("JD", "8D"),
            _trick("10C", "JC"),
            _trick("AD", "KD"),
            _trick("KS", "10S"),
            _trick("QS", "8S"),
        ),
        0,
        0,
        (
            "Anna: no revoke under the rules in force (the other reading of forcing would "
            "make one), 0."
        ),
        ("ECA-SEED-REVOKE", "ECA-FORZ"),
    ),
    _row(
        "3 tricks, the vole, 3 means at least 3: 2",
        (_hand([5, 0], revokes=[0, 1]),),
        0,
        2,
        "Anna takes all 5 tricks (vole): +1, and +1 more, +2.",
        ("ECA-SEED-3T", "ECA-SEED-VOLE", "ECA-AMB-1"),
    ),
    _row(
        "the King, not declared, held when play began: 0 [negative_totals=False]",
        (_hand([4, 1], king=1, prepotenza=0),),
        1,
        0,
        (
            "Bruno held the King of trumps when play began, +1, but did not declare it, "
            "−1: 0 in all."
        ),
        ("ECA-SEED-K", "ECA-SEED-UNDECL", "ECA-AMB-3"),
        negative_totals=False,
    ),
    _row(
        "prepotenza, the prepotenza reading decides: 0 [forzare=True]",
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _turn_up("10C"),
            _propose(1),
            _accept(0),
            _exchange(1, 3),
            _exchange(0, 0),
            _propose(1),
            _refuse(0),
            _hand([2, 3]),
        ),
        0,
        0,
        (
            "Anna: refused an exchange after some were made: not prepotenza (only a hand "
            "without exchanges is), so with 2 tricks no penalty, 0."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-AMB-5"),
        forzare=True,
    ),
    _row(
        "prepotenza, the negative totals reading decides: -1",
        (_hand([3, 2], prepotenza=1),),
        1,
        -1,
        ("Bruno: played di prepotenza and took only 2 tricks, −1. A total may go below zero: −1."),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-AMB-8"),
    ),
    _row(
        "prepotenza, revokes: -2 [undeclared_king=requires_declaration]",
        (
            _hand([2, 3]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _PLAY,
            _hand([3, 2], revokes=[0, 1]),
        ),
        1,
        -2,
        ("Bruno: played di prepotenza and took only 2 tricks, −1; one revoke, −1; −2 in all."),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE"),
        undeclared_king="requires_declaration",
    ),
    _row(
        ("revokes, the revoke count's reading decides, the negative totals reading decides: -2"),
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2], revokes=[1, 0]),
            _hand([3, 2], revokes=[0, 2]),
        ),
        1,
        -2,
        "Bruno: 2 revokes, −2. A total may go below zero: −2.",
        ("ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-AMB-8"),
    ),
    _row(
        "revokes, the revoke count's reading decides, forcing decides: -3 [forzare=True]",
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("JD"),
            _PLAY,
            _trick("10D", "7D"),
            _trick("KD", "10C"),
            _trick("JC", "8D"),
            _trick("8H", "QD"),
            _trick("8C", "KC"),
        ),
        0,
        -3,
        "Anna: 3 revokes, −3.",
        ("ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-FORZ"),
        forzare=True,
    ),
    _row(
        (
            "revokes, the negative totals reading decides, forcing with trumps decides: -1 "
            "[forzare=True]"
        ),
        (
            _turn_up("9S"),
            _propose(1),
            _accept(0),
            _exchange(1, 1),
            _exchange(0, 1),
            _PLAY,
            _trick("9H", "7C"),
            _trick("8D", "7S"),
            _trick("10H", "JH"),
            _trick("QC", "AS"),
            _trick("8H", "8S"),
        ),
        0,
        -1,
        "Anna: one revoke, −1. A total may go below zero: −1.",
        ("ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-AMB-9"),
        forzare=True,
    ),
    _row(
        "revokes, the negative totals reading decides, forcing decides: -1 [forzare=True]",
        (
            _turn_up("9D"),
            _PLAY,
            _trick("JD", "8D"),
            _trick("10C", "JC"),
            _trick("AD", "KD"),
            _trick("KS", "10S"),
            _trick("QS", "8S"),
        ),
        0,
        -1,
        "Anna: one revoke, −1. A total may go below zero: −1.",
        ("ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-FORZ"),
        forzare=True,
    ),
    _row(
        "revokes, forcing decides, forcing with trumps decides: -1 [forzare=True]",
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([2, 3]),
            _turn_up("8H"),
            _propose(1),
            _accept(0),
            _exchange(1, 5),
            _exchange(0, 1),
            _propose(1),
            _accept(0),
            _exchange(1, 1),
            _exchange(0, 0),
            _propose(1),
            _accept(0),
            _exchange(1, 3),
            _exchange(0, 5),
            _PLAY,
            _declare_king(0),
            _trick("QD", "8D"),
            _trick("9C", "8C"),
            _trick("7S", "7H"),
            _trick("10C", "QC"),
            _trick("KD", "KH"),
        ),
        0,
        -1,
        "Anna: one revoke, −1.",
        ("ECA-SEED-REVOKE", "ECA-FORZ", "ECA-AMB-9"),
        forzare=True,
    ),
    _row(
        ("the King, not declared, held when play began, the undeclared King's reading decides: 0"),
        (_hand([4, 1], king=1, prepotenza=0),),
        1,
        0,
        (
            "Bruno held the King of trumps when play began, +1, but did not declare it, "
            "−1: 0 in all."
        ),
        ("ECA-SEED-K", "ECA-SEED-UNDECL", "ECA-AMB-3", "ECA-AMB-2"),
    ),
    _row(
        (
            "prepotenza, the prepotenza reading decides, the negative totals reading "
            "decides: -1 [prepotenza=any_refusal]"
        ),
        (
            _propose(1),
            _accept(0),
            _exchange(1, 1),
            _exchange(0, 1),
            _propose(1),
            _refuse(0),
            _hand([2, 3]),
        ),
        0,
        -1,
        ("Anna: played di prepotenza and took only 2 tricks, −1. A total may go below zero: −1."),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-AMB-5", "ECA-AMB-8"),
        prepotenza="any_refusal",
    ),
    _row(
        ("prepotenza, revokes, the prepotenza reading decides: -1 [revoke_penalty=per_hand]"),
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("JD"),
            _propose(1),
            _accept(0),
            _exchange(1, 2),
            _exchange(0, 2),
            _propose(1),
            _refuse(0),
            _trick("KC", "8C"),
            _trick("10H", "7H"),
            _trick("QH", "AD"),
            _trick("8H", "9H"),
            _trick("10C", "7C"),
        ),
        0,
        -1,
        (
            "Anna: refused an exchange after some were made: not prepotenza (only a hand "
            "without exchanges is), so with 1 trick no penalty, 0; one revoke, −1; −1 in "
            "all."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-5"),
        revoke_penalty="per_hand",
    ),
    _row(
        "prepotenza, revokes, the negative totals reading decides: -2",
        (_hand([4, 1], prepotenza=1, revokes=[0, 1]),),
        1,
        -2,
        (
            "Bruno: played di prepotenza and took only 1 trick, −1; one revoke, −1; −2 in "
            "all. A total may go below zero: −2."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-8"),
    ),
    _row(
        "prepotenza, revokes, forcing with trumps decides: -1 [forzare=True]",
        (
            _turn_up("AC"),
            _PLAY,
            _declare_king(1),
            _trick("7C", "8C"),
            _trick("10S", "9S"),
            _trick("8H", "7H"),
            _trick("10H", "JC"),
            _trick("KC", "JH"),
        ),
        1,
        -1,
        (
            "Bruno: played di prepotenza and took only 2 tricks, −1; no revoke under the "
            "rules in force (the other reading of forcing would make one), 0; −1 in all."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-9"),
        forzare=True,
    ),
    _row(
        "prepotenza, revokes, forcing decides: -1 [prepotenza=any_refusal]",
        (
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("QS"),
            _PLAY,
            _trick("7S", "JS"),
            _trick("KS", "10S"),
            _trick("KH", "QH"),
            _trick("9D", "JD"),
            _trick("AS", "8S"),
        ),
        0,
        -1,
        (
            "Anna: played di prepotenza and took only 2 tricks, −1; no revoke under the "
            "rules in force (the other reading of forcing would make one), 0; −1 in all."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-FORZ"),
        prepotenza="any_refusal",
    ),
    _row(
        (
            "revokes, the revoke count's reading decides, the negative totals reading "
            "decides, forcing decides: -3 [forzare=True]"
        ),
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _turn_up("JH"),
            _PLAY,
            _trick("KD", "7D"),
            _trick("JD", "8D"),
            _trick("9D", "10D"),
            _trick("AD", "QD"),
            _trick("AH", "8S"),
        ),
        1,
        -3,
        "Bruno: 3 revokes, −3. A total may go below zero: −3.",
        ("ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-AMB-8", "ECA-FORZ"),
        forzare=True,
    ),
    _row(
        (
            "the King, not declared, held when play began, the undeclared King's reading "
            "decides, the negative totals reading decides: -1 "
            "[undeclared_king=requires_declaration]"
        ),
        (_hand([4, 1], king=1, prepotenza=0),),
        1,
        -1,
        (
            "Bruno held the King of trumps and did not declare it: the King's point needs "
            "the declaration, and −1. A total may go below zero: −1."
        ),
        ("ECA-SEED-K", "ECA-SEED-UNDECL", "ECA-AMB-3", "ECA-AMB-2", "ECA-AMB-8"),
        undeclared_king="requires_declaration",
    ),
    _row(
        (
            "prepotenza, revokes, the revoke count's reading decides, the negative totals "
            "reading decides: -3"
        ),
        (
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2], revokes=[1, 0]),
            _hand([3, 2], king=0, king_declared=True, prepotenza=1, revokes=[0, 2]),
        ),
        1,
        -3,
        (
            "Bruno: played di prepotenza and took only 2 tricks, −1; 2 revokes, −2; −3 in "
            "all. A total may go below zero: −2."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-AMB-8"),
    ),
    _row(
        (
            "prepotenza, revokes, the revoke count's reading decides, forcing decides: -3 "
            "[forzare=True]"
        ),
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _turn_up("JH"),
            _PLAY,
            _trick("7D", "8D"),
            _trick("QS", "AS"),
            _trick("10C", "JS"),
            _trick("AC", "8C"),
            _trick("7H", "9H"),
        ),
        0,
        -3,
        "Anna: played di prepotenza and took only 1 trick, −1; 2 revokes, −2; −3 in all.",
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-FORZ"),
        forzare=True,
    ),
    _row(
        (
            "prepotenza, revokes, the prepotenza reading decides, the negative totals "
            "reading decides: -1"
        ),
        (
            _turn_up("9C"),
            _propose(1),
            _accept(0),
            _exchange(1, 4),
            _exchange(0, 2),
            _propose(1),
            _refuse(0),
            _trick("10H", "10D"),
            _trick("9D", "8D"),
            _trick("QS", "JS"),
            _trick("7C", "AC"),
            _trick("KH", "7H"),
        ),
        0,
        -1,
        (
            "Anna: refused an exchange after some were made: not prepotenza (only a hand "
            "without exchanges is), so with 2 tricks no penalty, 0; one revoke, −1; −1 in "
            "all. A total may go below zero: −1."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-5", "ECA-AMB-8"),
    ),
    _row(
        "prepotenza, revokes, the prepotenza reading decides, forcing decides: 0",
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("AD"),
            _propose(0),
            _accept(1),
            _exchange(0, 4),
            _exchange(1, 5),
            _propose(0),
            _refuse(1),
            _trick("7H", "KH"),
            _trick("7C", "KC"),
            _trick("JH", "10H"),
            _trick("QD", "7D"),
            _trick("JD", "10D"),
        ),
        1,
        0,
        (
            "Bruno: refused an exchange after some were made: not prepotenza (only a hand "
            "without exchanges is), so with 1 trick no penalty, 0; no revoke under the "
            "rules in force (the other reading of forcing would make one), 0; 0 in all."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-5", "ECA-FORZ"),
    ),
    _row(
        (
            "prepotenza, revokes, the negative totals reading decides, forcing decides: -2 "
            "[forzare=True]"
        ),
        (
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("7C"),
            _PLAY,
            _trick("10C", "JC"),
            _trick("JD", "9D"),
            _trick("9H", "JH"),
            _trick("7D", "8D"),
            _trick("AH", "QH"),
        ),
        0,
        -2,
        (
            "Anna: played di prepotenza and took only 2 tricks, −1; one revoke, −1; −2 in "
            "all. A total may go below zero: −2."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-FORZ"),
        forzare=True,
    ),
    _row(
        (
            "revokes, the revoke count's reading decides, the negative totals reading "
            "decides, forcing decides, forcing with trumps decides: -2 [forzare=True]"
        ),
        (
            _hand([3, 2], revokes=[0, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("7S"),
            _PLAY,
            _trick("9D", "10S"),
            _trick("8C", "9C"),
            _trick("KS", "9H"),
            _trick("QS", "8S"),
            _trick("KC", "AS"),
        ),
        1,
        -2,
        "Bruno: 2 revokes, −2. A total may go below zero: −4.",
        ("ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-AMB-8", "ECA-FORZ", "ECA-AMB-9"),
        forzare=True,
    ),
    _row(
        (
            "prepotenza, revokes, the revoke count's reading decides, the negative totals "
            "reading decides, forcing decides: -3 [forzare=True]"
        ),
        (
            _hand([3, 2], revokes=[0, 1]),
            _hand([3, 2]),
            _turn_up("KC"),
            _PLAY,
            _trick("7S", "10S"),
            _trick("JC", "7C"),
            _trick("QD", "QC"),
            _trick("9C", "10C"),
            _trick("AD", "9D"),
        ),
        1,
        -3,
        (
            "Bruno: played di prepotenza and took only 1 trick, −1; 2 revokes, −2; −3 in "
            "all. A total may go below zero: −4."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-AMB-8", "ECA-FORZ"),
        forzare=True,
    ),
    _row(
        (
            "prepotenza, revokes, the revoke count's reading decides, forcing decides, "
            "forcing with trumps decides, void in the suit led decides: -3 [forzare=True]"
        ),
        (
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _turn_up("7D"),
            _PLAY,
            _trick("7C", "8C"),
            _trick("KC", "9C"),
            _trick("KH", "10C"),
            _trick("7H", "10D"),
            _trick("AD", "QD"),
        ),
        1,
        -3,
        "Bruno: played di prepotenza and took only 1 trick, −1; 2 revokes, −2; −3 in all.",
        (
            "ECA-SEED-PREP",
            "ECA-PREP",
            "ECA-SEED-REVOKE",
            "ECA-AMB-4",
            "ECA-FORZ",
            "ECA-AMB-9",
            "ECA-VOID",
        ),
        forzare=True,
    ),
    _row(
        (
            "prepotenza, revokes, the prepotenza reading decides, the revoke count's "
            "reading decides, the negative totals reading decides, void in the suit led "
            "decides: -2"
        ),
        (
            _turn_up("9C"),
            _propose(1),
            _accept(0),
            _exchange(1, 2),
            _exchange(0, 3),
            _propose(1),
            _refuse(0),
            _trick("10C", "9S"),
            _trick("KS", "10S"),
            _trick("9D", "9H"),
            _trick("KC", "JC"),
            _trick("7C", "8C"),
        ),
        0,
        -2,
        (
            "Anna: refused an exchange after some were made: not prepotenza (only a hand "
            "without exchanges is), so with 1 trick no penalty, 0; 2 revokes, −2; −2 in "
            "all. A total may go below zero: −2."
        ),
        (
            "ECA-SEED-PREP",
            "ECA-PREP",
            "ECA-SEED-REVOKE",
            "ECA-AMB-5",
            "ECA-AMB-4",
            "ECA-AMB-8",
            "ECA-VOID",
        ),
    ),
    _row(
        (
            "prepotenza, revokes, the prepotenza reading decides, the revoke count's "
            "reading decides, forcing decides: -2 [forzare=True]"
        ),
        (
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("JD"),
            _propose(1),
            _accept(0),
            _exchange(1, 2),
            _exchange(0, 2),
            _propose(1),
            _refuse(0),
            _trick("KC", "8C"),
            _trick("10H", "7H"),
            _trick("QH", "AD"),
            _trick("8H", "9H"),
            _trick("10C", "7C"),
        ),
        0,
        -2,
        (
            "Anna: refused an exchange after some were made: not prepotenza (only a hand "
            "without exchanges is), so with 1 trick no penalty, 0; 2 revokes, −2; −2 in "
            "all."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-5", "ECA-AMB-4", "ECA-FORZ"),
        forzare=True,
    ),
    _row(
        (
            "prepotenza, revokes, the prepotenza reading decides, the negative totals "
            "reading decides, forcing decides: -1 [prepotenza=any_refusal]"
        ),
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("AD"),
            _propose(0),
            _accept(1),
            _exchange(0, 4),
            _exchange(1, 5),
            _propose(0),
            _refuse(1),
            _trick("7H", "KH"),
            _trick("7C", "KC"),
            _trick("JH", "10H"),
            _trick("QD", "7D"),
            _trick("JD", "10D"),
        ),
        1,
        -1,
        (
            "Bruno: played di prepotenza and took only 1 trick, −1; no revoke under the "
            "rules in force (the other reading of forcing would make one), 0; −1 in all. A "
            "total may go below zero: −1."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-5", "ECA-AMB-8", "ECA-FORZ"),
        prepotenza="any_refusal",
    ),
    _row(
        "classic King: 0 [rule_set=classic]",
        (_hand([4, 1], king=1, prepotenza=0),),
        1,
        0,
        "Bruno held the King of trumps but did not announce it: no point, no penalty.",
        ("ECA-CLASSIC-K",),
        rule_set="classic",
    ),
    _row(
        "classic revoke: 0 [rule_set=classic]",
        (_hand([5, 0], revokes=[0, 1]),),
        1,
        0,
        (
            "Bruno revoked: having lost the point, they lose nothing more (the opponent "
            "could have demanded a replay)."
        ),
        ("ECA-CLASSIC-REVOKE",),
        rule_set="classic",
    ),
    _row(
        "classic stand: 2 [rule_set=classic]",
        (_hand([4, 1], prepotenza=1, revokes=[0, 1]),),
        0,
        2,
        (
            "Bruno stood (played without an exchange) and took only 1 trick: Anna (4 "
            "tricks) scores 2."
        ),
        ("ECA-CLASSIC-STOOD",),
        rule_set="classic",
    ),
    _row(
        "classic tricks: 1 [rule_set=classic]",
        (_hand([2, 3], king=0, king_declared=True),),
        1,
        1,
        "Bruno takes 3 tricks: +1.",
        ("ECA-CLASSIC-TRICKS",),
        rule_set="classic",
    ),
    _row(
        "classic: the King of trumps turned up, the dealer's point at once",
        (_turn_up("KS"),),
        0,
        1,
        ("The King of trumps (K♠) is the turned-up card: 1 point at once to the dealer, Anna."),
        ("ECA-CLASSIC-K", "ECA-AMB-7"),
        rule_set="classic",
    ),
    _row(
        "classic stand, the stood vole reading decides: 2 [rule_set=classic]",
        (_hand([5, 0], king=1, king_declared=True, prepotenza=1),),
        0,
        2,
        (
            "Bruno stood (played without an exchange) and took only 0 tricks: Anna (5 "
            "tricks) scores 2."
        ),
        ("ECA-CLASSIC-STOOD", "ECA-AMB-6"),
        rule_set="classic",
    ),
    _row(
        "classic stand, classic revoke: 1 [rule_set=classic]",
        (_hand([1, 4], prepotenza=0, revokes=[0, 2]),),
        1,
        1,
        (
            "Anna stood (played without an exchange) and took only 1 trick: Bruno (4 "
            "tricks) scores 2. But they revoked and the opponent did not demand a replay: "
            "1 instead of 2."
        ),
        ("ECA-CLASSIC-STOOD", "ECA-CLASSIC-REVOKE"),
        rule_set="classic",
    ),
    _row(
        "classic stand, forcing decides: 2 [rule_set=classic]",
        (
            _hand([3, 2]),
            _turn_up("7C"),
            _PLAY,
            _trick("9C", "10C"),
            _trick("10S", "JS"),
            _trick("7D", "8D"),
            _trick("JD", "9D"),
            _trick("10D", "QC"),
        ),
        1,
        2,
        (
            "Anna stood (played without an exchange) and took only 2 tricks: Bruno (3 "
            "tricks) scores 2."
        ),
        ("ECA-CLASSIC-STOOD", "ECA-FORZ"),
        rule_set="classic",
    ),
    _row(
        "classic tricks, the prepotenza reading decides: 1 [rule_set=classic]",
        (
            _turn_up("9C"),
            _propose(1),
            _accept(0),
            _exchange(1, 4),
            _exchange(0, 2),
            _propose(1),
            _refuse(0),
            _trick("10H", "10D"),
            _trick("9D", "8D"),
            _trick("QS", "JS"),
            _trick("7C", "AC"),
            _trick("KH", "7H"),
        ),
        1,
        1,
        "Bruno takes 3 tricks: +1.",
        ("ECA-CLASSIC-TRICKS", "ECA-AMB-5"),
        rule_set="classic",
    ),
    _row(
        "classic tricks, classic revoke: 1 [rule_set=classic]",
        (_hand([5, 0], revokes=[1, 0]),),
        0,
        1,
        (
            "Anna takes 5 tricks (vole): +2. But they revoked and the opponent did not "
            "demand a replay: 1 instead of 2."
        ),
        ("ECA-CLASSIC-TRICKS", "ECA-CLASSIC-REVOKE"),
        rule_set="classic",
    ),
    _row(
        "classic tricks, classic stand: 1 [rule_set=classic]",
        (_hand([4, 1], king=1, prepotenza=0),),
        0,
        1,
        "Anna takes 4 tricks: +1. They had stood, and made it.",
        ("ECA-CLASSIC-TRICKS", "ECA-CLASSIC-STOOD"),
        rule_set="classic",
    ),
    _row(
        "classic tricks, forcing decides: 1 [rule_set=classic]",
        (
            _hand([2, 3]),
            _hand([2, 3]),
            _hand([3, 2]),
            _hand([2, 3]),
            _hand([3, 2], revokes=[1, 0]),
            _turn_up("10H"),
            _propose(0),
            _accept(1),
            _exchange(0, 1),
            _exchange(1, 4),
            _PLAY,
            _trick("AD", "8H"),
            _trick("7C", "10C"),
            _trick("JC", "8C"),
            _trick("9C", "QC"),
            _trick("9D", "QD"),
        ),
        0,
        1,
        "Anna takes 3 tricks: +1.",
        ("ECA-CLASSIC-TRICKS", "ECA-FORZ"),
        rule_set="classic",
    ),
    _row(
        ("classic stand, the stood vole reading decides, forcing decides: 2 [rule_set=classic]"),
        (
            _turn_up("9S"),
            _PLAY,
            _trick("7H", "10H"),
            _trick("KH", "8H"),
            _trick("AD", "7D"),
            _trick("AC", "8C"),
            _trick("10C", "9C"),
        ),
        0,
        2,
        (
            "Bruno stood (played without an exchange) and took only 0 tricks: Anna (5 "
            "tricks) scores 2."
        ),
        ("ECA-CLASSIC-STOOD", "ECA-AMB-6", "ECA-FORZ"),
        rule_set="classic",
    ),
    _row(
        "classic tricks, classic stand, classic revoke: 0 [rule_set=classic]",
        (_hand([2, 3], king=0, king_declared=True, prepotenza=1, revokes=[0, 1]),),
        1,
        0,
        (
            "Bruno takes 3 tricks: +1. They had stood, and made it. But they revoked and "
            "the opponent did not demand a replay: 0 instead of 1."
        ),
        ("ECA-CLASSIC-TRICKS", "ECA-CLASSIC-STOOD", "ECA-CLASSIC-REVOKE"),
        rule_set="classic",
    ),
    _row(
        "classic tricks, classic stand, forcing decides: 1 [rule_set=classic]",
        (
            _turn_up("JC"),
            _PLAY,
            _trick("9C", "7C"),
            _trick("10C", "KC"),
            _trick("JH", "QH"),
            _trick("AC", "8C"),
            _trick("KH", "7H"),
        ),
        1,
        1,
        "Bruno takes 4 tricks: +1. They had stood, and made it.",
        ("ECA-CLASSIC-TRICKS", "ECA-CLASSIC-STOOD", "ECA-FORZ"),
        rule_set="classic",
    ),
    # Where a discard when void in the suit led is a revoke only if one must trump
    # (ECA-VOID): the revoke lines that reading decides, each with a logged hand.
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-CLASSIC-REVOKE, ECA-VOID) "
            "[rule_set=classic]"
        ),
        (
            _turn_up("KH"),
            _PLAY,
            _trick("10C", "9H"),
            _trick("JC", "AD"),
            _trick("KS", "QS"),
            _trick("QD", "7D"),
            _trick("10H", "7H"),
        ),
        1,
        0,
        (
            "Bruno revoked: having lost the point, they lose nothing more (the opponent could "
            "have demanded a replay)."
        ),
        ("ECA-CLASSIC-REVOKE", "ECA-VOID"),
        rule_set="classic",
    ),
    _row(
        "revokes, the void in the suit led reading decides (ECA-VOID) [void_trump=free]",
        (
            _hand([2, 3]),
            _turn_up("10H"),
            _PLAY,
            _trick("10C", "8D"),
            _trick("QH", "9H"),
            _trick("10D", "KD"),
            _trick("9S", "QC"),
            _trick("8S", "10S"),
        ),
        1,
        0,
        (
            "Bruno: no revoke under the rules in force (if a player void in the suit led had to "
            "trump there would be one), 0."
        ),
        ("ECA-SEED-REVOKE", "ECA-VOID"),
        void_trump="free",
    ),
    _row(
        "revokes, the void in the suit led reading decides (ECA-AMB-4, ECA-VOID) [forzare=True]",
        (
            _hand([0, 5], revokes=[1, 0]),
            _turn_up("8H"),
            _PLAY,
            _trick("8S", "9C"),
            _trick("10D", "AH"),
            _trick("KC", "JC"),
            _trick("QH", "KH"),
            _trick("10C", "AD"),
        ),
        1,
        -2,
        "Bruno: 2 revokes, −2.",
        ("ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-VOID"),
        forzare=True,
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-AMB-8, ECA-VOID) "
            "[revoke_penalty=per_hand]"
        ),
        (
            _turn_up("8C"),
            _PLAY,
            _trick("QD", "AD"),
            _trick("9S", "8S"),
            _trick("JS", "8D"),
            _trick("7D", "KD"),
            _trick("7C", "AC"),
        ),
        0,
        -1,
        "Anna: one revoke, −1. A total may go below zero: −1.",
        ("ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-VOID"),
        revoke_penalty="per_hand",
    ),
    _row(
        "revokes, the void in the suit led reading decides (ECA-FORZ, ECA-VOID) [dealer_pat=True]",
        (
            _hand([3, 2]),
            _turn_up("KC"),
            _PLAY,
            _trick("10S", "KH"),
            _trick("9C", "8C"),
            _trick("10C", "QC"),
            _trick("9D", "7C"),
            _trick("8H", "JD"),
        ),
        1,
        -1,
        "Bruno: one revoke, −1.",
        ("ECA-SEED-REVOKE", "ECA-FORZ", "ECA-VOID"),
        dealer_pat=True,
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-CLASSIC-TRICKS, "
            "ECA-CLASSIC-STOOD, ECA-CLASSIC-REVOKE, ECA-VOID) [rule_set=classic]"
        ),
        (
            _turn_up("QD"),
            _PLAY,
            _trick("QC", "KH"),
            _trick("AD", "10D"),
            _trick("7S", "AS"),
            _trick("8S", "10C"),
            _trick("8H", "7D"),
        ),
        1,
        0,
        (
            "Bruno takes 3 tricks: +1. They had stood, and made it. But they revoked and the "
            "opponent did not demand a replay: 0 instead of 1."
        ),
        ("ECA-CLASSIC-TRICKS", "ECA-CLASSIC-STOOD", "ECA-CLASSIC-REVOKE", "ECA-VOID"),
        rule_set="classic",
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-SEED-PREP, ECA-PREP, "
            "ECA-VOID) [stood_vole=plus_1]"
        ),
        (
            _hand([5, 0], revokes=[0, 1]),
            _turn_up("KS"),
            _PLAY,
            _trick("QH", "7S"),
            _trick("9C", "7C"),
            _trick("8H", "7H"),
            _trick("AH", "7D"),
            _trick("8S", "QS"),
        ),
        0,
        -2,
        "Anna: played di prepotenza and took only 1 trick, −1; one revoke, −1; −2 in all.",
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-VOID"),
        stood_vole="plus_1",
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-AMB-4, ECA-AMB-8, ECA-VOID) "
            "[forzare_trumps=True]"
        ),
        (
            _turn_up("QH"),
            _PLAY,
            _trick("KS", "JS"),
            _trick("10S", "AD"),
            _trick("10C", "QD"),
            _trick("8H", "AH"),
            _trick("KC", "9C"),
        ),
        0,
        -2,
        "Anna: 2 revokes, −2. A total may go below zero: −2.",
        ("ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-AMB-8", "ECA-VOID"),
        forzare_trumps=True,
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-AMB-4, ECA-FORZ, ECA-VOID) "
            "[stood_vole=plus_1]"
        ),
        (
            _hand([0, 5], revokes=[1, 0]),
            _turn_up("9C"),
            _PLAY,
            _trick("AD", "9H"),
            _trick("QC", "7H"),
            _trick("AC", "8C"),
            _trick("7C", "JC"),
            _trick("8S", "AS"),
        ),
        1,
        -2,
        "Bruno: 2 revokes, −2.",
        ("ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-FORZ", "ECA-VOID"),
        stood_vole="plus_1",
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-AMB-8, ECA-AMB-9, ECA-VOID) "
            "[forzare=True]"
        ),
        (
            _hand([2, 3]),
            _turn_up("8D"),
            _propose(0),
            _refuse(1),
            _trick("8S", "9S"),
            _trick("10H", "JS"),
            _trick("AS", "7D"),
            _trick("JD", "KD"),
            _trick("8C", "KC"),
        ),
        0,
        -1,
        "Anna: one revoke, −1. A total may go below zero: −1.",
        ("ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-AMB-9", "ECA-VOID"),
        forzare=True,
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-AMB-8, ECA-FORZ, ECA-VOID) "
            "[undeclared_king=requires_declaration]"
        ),
        (
            _turn_up("JC"),
            _PLAY,
            _trick("10S", "JD"),
            _trick("KC", "10C"),
            _trick("QC", "7C"),
            _trick("AH", "10H"),
            _trick("AS", "8C"),
        ),
        0,
        -1,
        "Anna: one revoke, −1. A total may go below zero: −1.",
        ("ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-FORZ", "ECA-VOID"),
        undeclared_king="requires_declaration",
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-SEED-PREP, ECA-PREP, "
            "ECA-AMB-8, ECA-VOID) [stood_vole=plus_1]"
        ),
        (
            _hand([3, 2], revokes=[0, 1]),
            _turn_up("10H"),
            _PLAY,
            _trick("JD", "AH"),
            _trick("QS", "AS"),
            _trick("8S", "8D"),
            _trick("QC", "KC"),
            _trick("7H", "KH"),
        ),
        0,
        -2,
        (
            "Anna: played di prepotenza and took only 1 trick, −1; one revoke, −1; −2 in all. A "
            "total may go below zero: −1."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-VOID"),
        stood_vole="plus_1",
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-SEED-PREP, ECA-PREP, "
            "ECA-FORZ, ECA-VOID) [void_trump=free]"
        ),
        (
            _hand([5, 0], revokes=[0, 1]),
            _turn_up("JS"),
            _PLAY,
            _trick("7S", "10S"),
            _trick("KS", "8S"),
            _trick("8C", "8H"),
            _trick("QH", "QS"),
            _trick("KD", "9S"),
        ),
        0,
        -1,
        (
            "Anna: played di prepotenza and took only 1 trick, −1; no revoke under the rules in "
            "force (the other reading of forcing would make one), 0; −1 in all."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-FORZ", "ECA-VOID"),
        void_trump="free",
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-SEED-PREP, ECA-PREP, "
            "ECA-AMB-4, ECA-AMB-8, ECA-VOID)"
        ),
        (
            _turn_up("KD"),
            _PLAY,
            _trick("JD", "8D"),
            _trick("AD", "QD"),
            _trick("8S", "QC"),
            _trick("9H", "9D"),
            _trick("10H", "AH"),
        ),
        1,
        -3,
        (
            "Bruno: played di prepotenza and took only 2 tricks, −1; 2 revokes, −2; −3 in all. A "
            "total may go below zero: −3."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-AMB-8", "ECA-VOID"),
    ),
    _row(
        (
            "revokes, without the void reading (ECA-SEED-PREP, ECA-PREP, ECA-AMB-5, ECA-AMB-4, "
            "ECA-AMB-8) [forzare_trumps=True]"
        ),
        (
            _hand([2, 3]),
            _hand([2, 3]),
            _turn_up("8D"),
            _propose(1),
            _accept(0),
            _exchange(1, 2),
            _exchange(0, 0),
            _propose(1),
            _refuse(0),
            _declare_king(1),
            _trick("KD", "8S"),
            _trick("10H", "QC"),
            _trick("9D", "AD"),
            _trick("8C", "KC"),
            _trick("8H", "9H"),
        ),
        0,
        -2,
        (
            "Anna: refused an exchange after some were made: not prepotenza (only a hand without "
            "exchanges is), so with 2 tricks no penalty, 0; 2 revokes, −2; −2 in all. A total may "
            "go below zero: −2."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-5", "ECA-AMB-4", "ECA-AMB-8"),
        forzare_trumps=True,
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-SEED-PREP, ECA-PREP, "
            "ECA-AMB-5, ECA-AMB-8, ECA-VOID) [throw_in=hoyle]"
        ),
        (
            _hand([3, 2]),
            _hand([3, 2]),
            _hand([3, 2]),
            _turn_up("QH"),
            _propose(0),
            _accept(1),
            _exchange(0, 5),
            _exchange(1, 5),
            _propose(0),
            _refuse(1),
            _trick("KD", "7D"),
            _trick("QC", "8S"),
            _trick("7H", "JH"),
            _trick("QS", "8H"),
            _trick("AS", "10H"),
        ),
        1,
        -1,
        (
            "Bruno: refused an exchange after some were made: not prepotenza (only a hand without "
            "exchanges is), so with 2 tricks no penalty, 0; one revoke, −1; −1 in all. A total "
            "may go below zero: −1."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-5", "ECA-AMB-8", "ECA-VOID"),
        throw_in="hoyle",
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-SEED-PREP, ECA-PREP, "
            "ECA-AMB-8, ECA-FORZ, ECA-VOID) [throw_in=hoyle]"
        ),
        (
            _turn_up("JS"),
            _PLAY,
            _trick("10D", "KD"),
            _trick("8H", "QH"),
            _trick("JD", "QD"),
            _trick("7D", "KH"),
            _trick("AS", "10S"),
        ),
        1,
        -2,
        (
            "Bruno: played di prepotenza and took only 1 trick, −1; one revoke, −1; −2 in all. A "
            "total may go below zero: −2."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-FORZ", "ECA-VOID"),
        throw_in="hoyle",
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-SEED-PREP, ECA-PREP, "
            "ECA-AMB-4, ECA-AMB-8, ECA-FORZ, ECA-VOID) [forzare=True]"
        ),
        (
            _turn_up("8H"),
            _PLAY,
            _trick("QH", "JH"),
            _trick("10D", "JD"),
            _trick("QS", "7S"),
            _trick("QD", "10S"),
            _trick("9H", "7H"),
        ),
        1,
        -3,
        (
            "Bruno: played di prepotenza and took only 1 trick, −1; 2 revokes, −2; −3 in all. A "
            "total may go below zero: −3."
        ),
        (
            "ECA-SEED-PREP",
            "ECA-PREP",
            "ECA-SEED-REVOKE",
            "ECA-AMB-4",
            "ECA-AMB-8",
            "ECA-FORZ",
            "ECA-VOID",
        ),
        forzare=True,
    ),
    _row(
        (
            "revokes, the void in the suit led reading decides (ECA-SEED-PREP, ECA-PREP, "
            "ECA-AMB-5, ECA-AMB-4, ECA-AMB-8, ECA-VOID) [revoke_penalty=per_hand]"
        ),
        (
            _turn_up("7C"),
            _propose(1),
            _accept(0),
            _exchange(1, 2),
            _exchange(0, 4),
            _propose(1),
            _refuse(0),
            _trick("JH", "7S"),
            _trick("8H", "QS"),
            _trick("10S", "JS"),
            _trick("8S", "AS"),
            _trick("10C", "9C"),
        ),
        0,
        -1,
        (
            "Anna: refused an exchange after some were made: not prepotenza (only a hand without "
            "exchanges is), so with 1 trick no penalty, 0; 2 revokes, −1 (at most −1 a hand); −1 "
            "in all. A total may go below zero: −1."
        ),
        (
            "ECA-SEED-PREP",
            "ECA-PREP",
            "ECA-SEED-REVOKE",
            "ECA-AMB-5",
            "ECA-AMB-4",
            "ECA-AMB-8",
            "ECA-VOID",
        ),
        revoke_penalty="per_hand",
    ),
    # A seat throws in its cards (ECA-THROW): the tricks it leaves go to the other seat, and
    # the hand is scored as played out (the default reading), or by Hoyle's law 42. The
    # summary's ``thrown_in`` gives the same lines as the ``throw_in`` move in the trick log;
    # a row logs the tricks only where a reading of the cards decides.
    _row(
        # Anna throws in before taking a trick: Bruno has all 5, the vole, +1 and +1 more.
        "thrown in without a trick: the vole, 2",
        (_hand([0, 0], thrown_in=0),),
        1,
        2,
        (
            "Anna throws in their cards without a trick: the rest go to Bruno. Bruno takes all "
            "5 tricks (vole): +1, and +1 more, +2."
        ),
        ("ECA-SEED-3T", "ECA-SEED-VOLE", "ECA-AMB-1", "ECA-THROW"),
    ),
    _row(
        # Bruno throws in with 1 trick: Anna has the other 4, and 4 is at least 3, +1.
        "thrown in with 1 trick: the other seat's 4 tricks, 1",
        (_hand([1, 1], thrown_in=1),),
        0,
        1,
        (
            "Bruno throws in their cards with 1 trick: the rest go to Anna. Anna takes 4 tricks "
            "of 5: +1."
        ),
        ("ECA-SEED-3T", "ECA-AMB-1", "ECA-THROW"),
    ),
    _row(
        # Anna throws in with 2 tricks: Bruno has 3 (his 1 and the 2 not played), +1.
        "thrown in with 2 tricks: the other seat's 3 tricks, 1",
        (_hand([2, 1], thrown_in=0),),
        1,
        1,
        (
            "Anna throws in their cards with 2 tricks: the rest go to Bruno. Bruno takes 3 "
            "tricks of 5: +1."
        ),
        ("ECA-SEED-3T", "ECA-THROW"),
    ),
    _row(
        # Classic, played out: Bruno throws in with 1 trick, Anna's 4 tricks are the point, 1.
        # By Hoyle (law 42) one or two tricks also give 1: the reading does not decide.
        "classic, thrown in with 1 trick: 1 [rule_set=classic]",
        (_hand([1, 1], thrown_in=1),),
        0,
        1,
        "Bruno throws in their cards with 1 trick: the rest go to Anna. Anna takes 4 tricks: +1.",
        ("ECA-CLASSIC-TRICKS", "ECA-THROW"),
        rule_set="classic",
    ),
    _row(
        # Classic: Bruno (the challenger) stood and throws in with 2 tricks; Anna has 3 and a
        # stand lost is worth 2 (ECA-CLASSIC-STOOD). By Hoyle it would be 1: the throw-in
        # reading decides, and ECA-THROW is already on the line.
        "classic, a stander throws in with 2 tricks: 2 [rule_set=classic]",
        (_hand([1, 2], thrown_in=1, prepotenza=1),),
        0,
        2,
        (
            "Bruno throws in their cards with 2 tricks: the rest go to Anna. Bruno stood "
            "(played without an exchange) and took only 2 tricks: Anna (3 tricks) scores 2."
        ),
        ("ECA-CLASSIC-STOOD", "ECA-THROW"),
        rule_set="classic",
    ),
    _row(
        # Classic: Bruno stood and throws in without a trick: Anna's 5 tricks against a stand
        # are worth 2 flat (ECA-AMB-6; its other reading, +1 for the vole, would give 3).
        "classic, a stander throws in without a trick: 2, the vole's reading decides "
        "[rule_set=classic]",
        (_hand([0, 0], thrown_in=1, prepotenza=1),),
        0,
        2,
        (
            "Bruno throws in their cards without a trick: the rest go to Anna. Bruno stood "
            "(played without an exchange) and took only 0 tricks: Anna (5 tricks) scores 2."
        ),
        ("ECA-CLASSIC-STOOD", "ECA-THROW", "ECA-AMB-6"),
        rule_set="classic",
    ),
    _row(
        # Classic: Anna (the dealer) refused the first proposal, so she stood; Bruno throws in
        # with 1 trick and her 4 tricks make the stand good: 1.
        "classic, the stander's opponent throws in: 1 [rule_set=classic]",
        (_hand([1, 1], thrown_in=1, prepotenza=0),),
        0,
        1,
        (
            "Bruno throws in their cards with 1 trick: the rest go to Anna. Anna takes 4 "
            "tricks: +1. They had stood, and made it."
        ),
        ("ECA-CLASSIC-TRICKS", "ECA-CLASSIC-STOOD", "ECA-THROW"),
        rule_set="classic",
    ),
    _row(
        # Classic: one exchange, then Anna (the dealer) refuses the second proposal: not a
        # stand by the default reading of ECA-AMB-5. She throws in with 1 trick; Bruno's 4
        # tricks are worth 1. Were any refusal a stand, Bruno would score 2.
        "classic, thrown in after a refusal, the scope of prepotenza decides: 1 [rule_set=classic]",
        (
            _turn_up("7C"),
            _propose(1),
            _accept(0),
            _exchange(1, 2),
            _exchange(0, 1),
            _propose(1),
            _refuse(0),
            _hand([1, 1], thrown_in=0),
        ),
        1,
        1,
        "Anna throws in their cards with 1 trick: the rest go to Bruno. Bruno takes 4 tricks: +1.",
        ("ECA-CLASSIC-TRICKS", "ECA-THROW", "ECA-AMB-5"),
        rule_set="classic",
    ),
    _row(
        # Classic, clubs trumps, Bruno stands. Trick 1: Anna's 8♠ takes Bruno's 7♠. Trick 2:
        # Bruno's 10♥ takes Anna's 9♥. Trick 3: Bruno's K♥ takes Anna's 7♥. Anna throws in
        # with 1 trick: Bruno's 4 tricks make his stand good, 1. Forcing would have made him
        # answer 9♥ with the K♥ he held (a revoke, and no point): that reading decides.
        "classic, thrown in against a stander, forcing decides: 1 [rule_set=classic]",
        (
            _turn_up("7C"),
            _PLAY,
            _trick("7S", "8S"),
            _trick("9H", "10H"),
            _trick("KH", "7H"),
            {"type": "throw_in", "seat": 0},
        ),
        1,
        1,
        (
            "Anna throws in their cards with 1 trick: the rest go to Bruno. Bruno takes 4 "
            "tricks: +1. They had stood, and made it."
        ),
        ("ECA-CLASSIC-TRICKS", "ECA-CLASSIC-STOOD", "ECA-THROW", "ECA-FORZ"),
        rule_set="classic",
    ),
    _row(
        # Hoyle (law 42): Bruno stood and throws in with 1 trick; Anna marks 1, whatever the
        # exchange was (played out, a lost stand would give her 2).
        "classic, Hoyle's throw-in: 1 [rule_set=classic, throw_in=hoyle]",
        (_hand([1, 1], thrown_in=1, prepotenza=1),),
        0,
        1,
        "Bruno throws in their cards with 1 trick: by Hoyle (law 42) Anna marks 1.",
        ("ECA-THROW",),
        rule_set="classic",
        throw_in="hoyle",
    ),
    # Lines the playouts reach once they throw in (their later hands draw other cards).
    _row(
        # Hand 1: Anna's vole +2 and the declared King +1, 3. Hand 2 (Bruno deals): Anna, the
        # challenger, stood and took 2 tricks, −1, with 2 revokes, −2: −3, down to 0 (not
        # below zero). One penalty a hand at most would make it −2.
        "prepotenza and revokes, the revoke count's reading decides: -3",
        (
            _hand([5, 0], king=0, king_declared=True),
            _hand([2, 3], prepotenza=0, revokes=[2, 0]),
        ),
        0,
        -3,
        "Anna: played di prepotenza and took only 2 tricks, −1; 2 revokes, −2; −3 in all.",
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-4"),
    ),
    _row(
        # Forcing, clubs trumps, Bruno stands. Trick 1: Anna's 8♠ takes the 7♠. Trick 2: Bruno,
        # void in hearts, trumps Anna's 9♥ with the 8♣. Trick 3: his A♣ takes Anna's 9♣. He
        # throws in with 2 tricks: Anna's 3 are +1, and his stand lost is −1, from 0 to −1.
        # Forcing with trumps too would have made him trump with the A♣: a revoke, −1 more.
        "prepotenza, forcing with trumps decides: -1 [forzare=True]",
        (
            _turn_up("7C"),
            _PLAY,
            _trick("7S", "8S"),
            _trick("9H", "8C"),
            _trick("AC", "9C"),
            {"type": "throw_in", "seat": 1},
        ),
        1,
        -1,
        (
            "Bruno: played di prepotenza and took only 2 tricks, −1; no revoke under the rules "
            "in force (the other reading of forcing would make one), 0; −1 in all. A total may "
            "go below zero: −1."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-8", "ECA-AMB-9"),
        forzare=True,
    ),
    _row(
        # Hand 1: Anna +1. Hand 2 (Bruno deals, refuses Anna's proposal), clubs trumps. Trick
        # 1: Bruno's 8♠ takes Anna's 7♠. Trick 2: Anna, void in hearts, discards the 7♦ under
        # Bruno's 9♥ though she holds trumps (she plays two later): a revoke, −1. Trick 3:
        # she trumps his 10♥ with the 8♣; trick 4: her A♣ takes his 9♣; trick 5: his J♦ takes
        # her 10♦. Free to discard when void, no revoke; forcing with trumps would add one
        # (the 8♣ under the A♣ she held), −2.
        "revokes, forcing with trumps and the void in the suit led decide: -1 [forzare=True]",
        (
            _hand([3, 2]),
            _turn_up("7C"),
            _propose(0),
            _refuse(1),
            _trick("7S", "8S"),
            _trick("9H", "7D"),
            _trick("10H", "8C"),
            _trick("AC", "9C"),
            _trick("10D", "JD"),
        ),
        0,
        -1,
        "Anna: one revoke, −1.",
        ("ECA-SEED-REVOKE", "ECA-AMB-9", "ECA-VOID"),
        forzare=True,
    ),
    _row(
        # Forcing, clubs trumps. Anna (the dealer) accepts an exchange, then refuses the
        # second proposal: not prepotenza by ECA-AMB-5's default. Trick 1: void in hearts,
        # she trumps Bruno's 9♥ with the 8♣; trick 2: her A♣ takes his 9♣. She throws in with
        # 2 tricks: no penalty for her, and forcing with trumps would have made the 8♣ a
        # revoke (she held the A♣).
        "refused after exchanges, forcing with trumps decides: 0 [forzare=True]",
        (
            _turn_up("7C"),
            _propose(1),
            _accept(0),
            _exchange(1, 1),
            _exchange(0, 1),
            _propose(1),
            _refuse(0),
            _trick("9H", "8C"),
            _trick("AC", "9C"),
            {"type": "throw_in", "seat": 0},
        ),
        0,
        0,
        (
            "Anna: refused an exchange after some were made: not prepotenza (only a hand without "
            "exchanges is), so with 2 tricks no penalty, 0; no revoke under the rules in force "
            "(the other reading of forcing would make one), 0; 0 in all."
        ),
        ("ECA-SEED-PREP", "ECA-PREP", "ECA-SEED-REVOKE", "ECA-AMB-5", "ECA-AMB-9"),
        forzare=True,
    ),
)
