"""Tarocco Siciliano: one worked example per branch of its scoring, with its exact tags.

Worked from rules.md §1.5 (the offers of the first auction, TAR-AMB-1), §1.3 (card points,
109 in all) and §1.8 (solo and pairs), with the Fuggitivo's 10 (TAR-AMB-7) where a complete
trick log puts it on one side or the other. Anna (seat 0) deals the first hand; the deal,
and every round of calls, goes right: Bruno, Carla, Dario, Anna.

A line cites TAR-AMB-1 or TAR-AMB-7 only where the other reading of the ambiguity would
have scored it otherwise (or settled nothing); the solo and pairs lines cite TAR-COUNT,
the 109 card points the two sides share, beside their scoring rule.
"""

from __future__ import annotations

from typing import Any

from . import Cited

ANNA, BRUNO, CARLA, DARIO = range(4)


def _say(s: int, word: str, **extra: Any) -> dict[str, Any]:
    return {"type": "call", "seat": s, "call": word, **extra}


def _row(
    branch: str,
    moves: tuple[dict[str, Any], ...],
    s: int,
    points: int,
    says: str,
    rules: tuple[str, ...],
    **options: Any,
) -> Cited:
    return Cited(branch, 4, moves, s, points, says, rules, dict(options))


# -- the first auction: offro and piglio (TAR-BID1, TAR-AMB-1) ---------------------------------

# the seed's example 4: vado, vado, offro 4, piglio; every reading of several offers agrees
SEED_4 = (
    _say(BRUNO, "vado"),
    _say(CARLA, "vado"),
    _say(DARIO, "offro", points=4),
    _say(ANNA, "piglio"),
)
# two offers, only Carla's taken: by default (a) it settles and Bruno's lapses; read (b)
# nothing settles unless every offer is taken
TWO_OFFERS = (
    _say(BRUNO, "offro", points=3),
    _say(CARLA, "offro", points=5),
    _say(DARIO, "piglio", accepts=CARLA),
    _say(ANNA, "vado"),
)
# one offer taken twice: only (c) pays both takers; (a) and (b) only the first
SHARED = (
    _say(BRUNO, "offro", points=4),
    _say(CARLA, "piglio"),
    _say(DARIO, "piglio", accepts=BRUNO),
    _say(ANNA, "vado"),
)

OFFERS = (
    _row(
        "an offer taken: the offerer",
        SEED_4,
        DARIO,
        -4,
        "Dario offered 4 and was taken: −4.",
        ("TAR-BID1",),
    ),
    _row("an offer taken: the taker", SEED_4, ANNA, 4, "Anna said piglio: +4.", ("TAR-BID1",)),
    _row("an offer taken: a player outside it", SEED_4, BRUNO, 0, "Bruno: 0.", ("TAR-BID1",)),
    _row(
        "one offer of two taken, it settles: the offerer (nothing settles on reading b)",
        TWO_OFFERS,
        CARLA,
        -5,
        "Carla offered 5 and was taken: −5.",
        ("TAR-BID1", "TAR-AMB-1"),
    ),
    _row(
        "one offer of two taken, it settles: the taker",
        TWO_OFFERS,
        DARIO,
        5,
        "Dario said piglio: +5.",
        ("TAR-BID1", "TAR-AMB-1"),
    ),
    _row(
        "one offer of two taken, the other lapses: its offerer",
        TWO_OFFERS,
        BRUNO,
        0,
        "Bruno offered 3 and nobody took it: 0.",
        ("TAR-BID1", "TAR-AMB-1"),
    ),
    _row(
        "one offer of two taken, it settles: a player outside both",
        TWO_OFFERS,
        ANNA,
        0,
        "Anna: 0.",
        ("TAR-BID1", "TAR-AMB-1"),
    ),
    _row(
        "one offer, two takers, both paid: the offerer pays twice",
        SHARED,
        BRUNO,
        -8,
        "Bruno offered 4 and was taken 2 times: −8.",
        ("TAR-BID1", "TAR-AMB-1"),
        offers="shared",
    ),
    _row(
        "one offer, two takers, both paid: the second taker (nothing on readings a and b)",
        SHARED,
        DARIO,
        4,
        "Dario said piglio: +4.",
        ("TAR-BID1", "TAR-AMB-1"),
        offers="shared",
    ),
    _row(
        "one offer, two takers, both paid: the first taker, paid on every reading",
        SHARED,
        CARLA,
        4,
        "Carla said piglio: +4.",
        ("TAR-BID1",),
        offers="shared",
    ),
    _row(
        "an offer taken, from the summary of a hand",
        ({"type": "hand", "contract": "offer", "offerer": BRUNO, "taker": CARLA, "points": 3},),
        BRUNO,
        -3,
        "Bruno offered 3 and was taken: −3.",
        ("TAR-BID1",),
    ),
)

# -- solo and pairs from the card points (TAR-SCORE-SOLO, TAR-SCORE-PAIRS, TAR-COUNT) -----------

SOLO_70 = ({"type": "hand", "contract": "solo", "soloist": CARLA, "card_points": 70},)
# Anna deals, so Anna and Carla are the dealer's pair: 60 card points, the others 109 − 60
PAIRS_60 = (
    {
        "type": "hand",
        "contract": "pairs",
        "pairs": [[ANNA, CARLA], [BRUNO, DARIO]],
        "card_points": [60],
    },
)

CARD_POINTS = (
    _row(
        "solo: the soloist, 3 × (S − 55)",
        SOLO_70,
        CARLA,
        45,
        "Carla plays solo and makes 70 card points: 3 × (70 − 55) = 45.",
        ("TAR-SCORE-SOLO", "TAR-COUNT"),
    ),
    _row(
        "solo: an opponent, (109 − S) − 54",
        SOLO_70,
        DARIO,
        -15,
        "Dario, opponent: the three make 109 − 70 = 39, so 39 − 54 = −15.",
        ("TAR-SCORE-SOLO", "TAR-COUNT"),
    ),
    _row(
        "pairs: the dealer's pair, S − 55",
        PAIRS_60,
        CARLA,
        5,
        "Carla, the dealer's pair with Anna: 60 card points, 60 − 55 = 5.",
        ("TAR-SCORE-PAIRS", "TAR-COUNT"),
    ),
    _row(
        "pairs: the other pair, (109 − S) − 54",
        PAIRS_60,
        BRUNO,
        -5,
        "Bruno, the other pair with Dario: 109 − 60 = 49 card points, 49 − 54 = −5.",
        ("TAR-SCORE-PAIRS", "TAR-COUNT"),
    ),
)

# -- a complete trick log, where the Fuggitivo's side is the table's reading (TAR-AMB-7) --------

LEADS = [f"T{n}" for n in range(20, 5, -1)]  # the fifteen highest trumps, 20 down to 6
SUITS = [
    f"{rank}{suit}"
    for suit in ("S", "C", "B", "O")
    for rank in ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4")
    if rank != "4" or suit == "O"
]


def _log(follows: list[str]) -> tuple[dict[str, Any], ...]:
    """Fifteen tricks, each led by a trump the others cannot beat; then the end, unpiled."""
    tricks = tuple(
        {"type": "trick", "cards": [lead, *follows[3 * k : 3 * k + 3]]}
        for k, lead in enumerate(LEADS)
    )
    return (*tricks, {"type": "end"})


TENGO = (_say(BRUNO, "tengo"), _say(CARLA, "vado"), _say(DARIO, "vado"), _say(ANNA, "vado"))
# Carla goes solo and Dario, on her right, leads and takes every trick; Carla plays the
# Fuggitivo to the first. Carla's side: the Fuggitivo (if it stays hers) and the monte, the
# 5, 4 and 3 of trumps never played: 10 − 1 + ⌊5/3⌋ = 10 card points (without it
# 0 − 0 + ⌊4/3⌋ = 1); the three have the rest and the last trick, 109 − 10 = 99.
SOLO_LOG = (
    *TENGO,
    _say(BRUNO, "passo"),
    _say(CARLA, "solo"),
    *_log(["T2", "T1", "FU", "T0", *SUITS]),
)
# nobody goes solo; Bruno says venti and Carla quindici: Bruno and Carla against Anna (the
# dealer, who has the monte) and Dario. Carla, on Bruno's right, leads and takes every
# trick; Anna plays the Fuggitivo to the first: Anna's side has it and the monte, 10.
PAIRS_LOG = (
    *TENGO,
    *(_say(s, "passo") for s in (BRUNO, CARLA, DARIO, ANNA)),
    _say(BRUNO, "venti"),
    _say(CARLA, "quindici"),
    *_log(["T2", "FU", "T1", "T0", *SUITS]),
)

FUGGITIVO = (
    _row(
        "solo from a complete log, the Fuggitivo counting for its holder: the soloist",
        SOLO_LOG,
        CARLA,
        -135,
        "Carla plays solo and makes 10 card points: 3 × (10 − 55) = −135.",
        ("TAR-SCORE-SOLO", "TAR-COUNT", "TAR-AMB-7"),
    ),
    _row(
        "solo from a complete log, the Fuggitivo counting for its holder: an opponent",
        SOLO_LOG,
        ANNA,
        45,
        "Anna, opponent: the three make 109 − 10 = 99, so 99 − 54 = 45.",
        ("TAR-SCORE-SOLO", "TAR-COUNT", "TAR-AMB-7"),
    ),
    _row(
        "solo from a complete log, the Fuggitivo left in its trick: the soloist",
        SOLO_LOG,
        CARLA,
        -162,
        "Carla plays solo and makes 1 card point: 3 × (1 − 55) = −162.",
        ("TAR-SCORE-SOLO", "TAR-COUNT", "TAR-AMB-7"),
        fuggitivo="trick",
    ),
    _row(
        "pairs from a complete log, the Fuggitivo counting for its holder: the dealer's pair",
        PAIRS_LOG,
        DARIO,
        -45,
        "Dario, the dealer's pair with Anna: 10 card points, 10 − 55 = −45.",
        ("TAR-SCORE-PAIRS", "TAR-COUNT", "TAR-AMB-7"),
    ),
    _row(
        "pairs from a complete log, the Fuggitivo counting for its holder: the other pair",
        PAIRS_LOG,
        BRUNO,
        45,
        "Bruno, the other pair with Carla: 109 − 10 = 99 card points, 99 − 54 = 45.",
        ("TAR-SCORE-PAIRS", "TAR-COUNT", "TAR-AMB-7"),
    ),
)

CITED = (*OFFERS, *CARD_POINTS, *FUGGITIVO)
