"""Tarocco's sample: four friends, four hands — an offer taken, a hand in pairs with the King
call (its points first typed for the wrong side, then undone), a solo, and a pair's result
entered in one move; the bench's hand, an auction whose offer is taken, logged for as many
hands as a table may agree (the first auction is in free order, so it fits every dealer)."""

from __future__ import annotations

from ..base import Sample, Text, Undo

#: The reason of the sample's undo, in each reader's language.
WRONG_SIDE = Text(it="punti dell'altra coppia", en="the other pair's points")

#: Carla's 15 cards after the second deal: the shortest suit not void is Oro, so the Re Oro.
CARLA = (
    "Giove", "Palla", "14", "9", "3", "Miseria", "Re Coppe", "7 Coppe", "6 Coppe",
    "Regina Spade", "9 Spade", "8 Spade", "Cavallo Bastoni", "10 Bastoni", "5 Oro",
)  # fmt: skip


def _call(seat: int, call: str, **extra: object) -> dict[str, object]:
    return {"type": "call", "seat": seat, "call": call, **extra}


SAMPLE = Sample(
    players=("Anna", "Bruno", "Carla", "Dario"),
    options={"hands": 4},
    moves=(
        # Hand 1, Anna deals: Carla offers 4, Dario takes it.
        _call(2, "offro", points=4),
        _call(0, "vado"),
        _call(1, "vado"),
        _call(3, "piglio", accepts=2),
        # Hand 2, Bruno deals: Dario keeps it; nobody goes solo; Carla says venti, nobody
        # answers quindici; she calls the Re Oro, which is Anna's.
        _call(0, "vado"),
        _call(1, "vado"),
        _call(2, "vado"),
        _call(3, "tengo"),
        *(_call(s, "passo") for s in (2, 3, 0, 1)),
        _call(2, "venti"),
        *(_call(s, "passo") for s in (3, 0, 1)),
        {"type": "king_call", "seat": 2, "card": "Re Oro", "hand": list(CARLA)},
        {"type": "partner", "seat": 0},
        {"type": "end", "piles": [{"points": 50}]},
        Undo(WRONG_SIDE),
        {"type": "end", "piles": [{"points": 59}]},
        # Hand 3, Carla deals: Anna keeps it, Dario goes solo and makes 64.
        _call(0, "tengo"),
        _call(1, "vado"),
        _call(2, "vado"),
        _call(3, "vado"),
        _call(3, "solo"),
        {"type": "end", "piles": [{"points": 64}]},
        # Hand 4, Dario deals: the result only, Dario and Bruno 52, Anna and Carla 57.
        {"type": "hand", "contract": "pairs", "pairs": [[3, 1], [0, 2]], "card_points": [52, 57]},
    ),
    steady=(
        _call(0, "offro", points=2),
        _call(1, "vado"),
        _call(2, "piglio", accepts=0),
        _call(3, "vado"),
    ),
    bench_options={"hands": 400},
)
