"""Scala 40's sample: five friends to 101 with buying back in at the highest total left. The
first hand is logged move by move (Bruno opens with 60, Anna goes out in mano); Carla goes
over 101 in the second and buys back in; three go out together in the third, and Elena, the
last one left in, wins the fourth. The bench's hand: each seat in turn goes out in mano
(the −25 bonus) while the others pay a few points, so nobody ever reaches the threshold."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..base import Sample

PLAYERS = ("Anna", "Bruno", "Carla", "Dario", "Elena")

_FIRST_HAND_LOG: tuple[Mapping[str, Any], ...] = (
    {"type": "draw", "seat": 1, "source": "tallone"},
    {"type": "meld", "seat": 1, "melds": [["10H", "JH", "QH"], ["KS", "KD", "KC"]]},
    {"type": "discard", "seat": 1, "card": "5C"},
    {"type": "draw", "seat": 2, "source": "tallone"},
    {"type": "discard", "seat": 2, "card": "2C"},
    {"type": "draw", "seat": 3, "source": "tallone"},
    {"type": "discard", "seat": 3, "card": "3D"},
    {"type": "draw", "seat": 4, "source": "tallone"},
    {"type": "discard", "seat": 4, "card": "4S"},
    {"type": "draw", "seat": 0, "source": "tallone"},
    {
        "type": "close",
        "seat": 0,
        "melds": [["7H", "8H", "9H"], ["5S", "5D", "5H"], ["JK=AD", "2D", "3D"]],
        "card": "9C",
    },
)


def _hand(closer: int, hands: list[list[str] | int | None], in_mano: bool = False) -> dict:
    return {"type": "hand", "closer": closer, "in_mano": in_mano, "hands": hands}


#: What the others keep in a bench hand: 5 points each, no card more than the two packs hold.
_SMALL = (["2C", "3D"], ["2D", "3C"], ["2H", "3S"], ["2S", "3H"])


def _steady_hand(closer: int) -> dict:
    """A bench hand: ``closer`` goes out in mano (−25), the others pay 5 each."""
    others = iter(_SMALL)
    hands = [None if seat == closer else next(others) for seat in range(len(PLAYERS))]
    return _hand(closer, hands, in_mano=True)


SAMPLE = Sample(
    players=PLAYERS,
    options={"reentry": "highest"},
    moves=(
        *_FIRST_HAND_LOG,
        # Anna went out in mano: the others pay double.
        _hand(0, [None, ["AS"], ["JK", "9S"], ["QC", "QD", "6H"], 15], in_mano=True),
        _hand(1, [12, None, ["KH", "QH", "JC", "5C"], 20, ["8C", "8D"]]),
        # Carla, at 103, buys back in at the highest total left: Dario's 72.
        {"type": "reenter", "seat": 2},
        _hand(0, [None, 99, 30, 30, 10]),
        _hand(4, [90, None, None, None, None]),
    ),
    bench_options={"reentry": "highest", "in_mano": "bonus"},
    steady=tuple(_steady_hand(closer) for closer in range(len(PLAYERS))),
)
