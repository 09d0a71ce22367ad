"""The end of a hand: ``end`` closes a hand logged call by call with each side's pile (or
points) and the last trick; ``hand`` is the summary of a whole hand for tables that log
only results (solo, pairs, an offer settled, or abandoned).

Side 0 of ``end`` is the declaring side (the soloist, or the venti player and partner),
side 1 the others; the monte counts for the soloist, or with no soloist for the dealer's
side (TAR-SOLO), and that side's pile holds 4k + 3 cards, the other's a multiple of 4.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..base import Applied, IllegalMove, JsonInt, Line, MoveModel, SeatNo, Text, move_type, seat
from ..base import it_en as _t
from .auction import MAX_OFFER
from .cards import TOTAL
from .declarations import first_leader
from .options import TaroccoOptions
from .piles import Counted, Pile, PileError, count_sides
from .scoring import (
    end_hand,
    offer_lines,
    pairs_lines,
    score_pairs,
    score_solo,
    solo_lines,
    zero_sum_line,
)
from .state import SEATS, Bid, TaroccoState, check_seat, names_of

Points = Annotated[JsonInt, Field(ge=0, le=999)]


class EndMove(MoveModel):
    """The end of a logged hand: each side's pile or points, and who took the last trick."""

    type: Literal["end"]
    piles: Annotated[list[Pile | None], Field(min_length=1, max_length=2)]
    #: The side (0 declaring, 1 the others) that took the last trick.
    last_trick: Literal[0, 1] | None = None
    #: The hidden partner, if not revealed before.
    partner: SeatNo | None = None


def _sides(state: TaroccoState, partner: int | None) -> list[list[int]]:
    if state.soloist is not None:
        return [[state.soloist], [s for s in range(SEATS) if s != state.soloist]]
    declarer = state.declarer or 0
    known = state.partner
    if known is not None and partner is not None and partner != known:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"Il compagno di {seat(declarer)} è {seat(known)}, non {seat(partner)}.",
                f"{seat(declarer)}'s partner is {seat(known)}, not {seat(partner)}.",
            ),
        )
    mate = known if known is not None else partner
    if mate is None:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"Chi aveva la carta chiamata? Serve il compagno di {seat(declarer)} per "
                "contare le due coppie.",
                f"Who held the called card? {seat(declarer)}'s partner is needed to count the "
                "two pairs.",
            ),
        )
    check_seat(mate)
    if mate == declarer:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"{seat(declarer)} non può essere compagno di se stesso.",
                f"{seat(declarer)} can't be their own partner.",
            ),
        )
    pair = [declarer, mate]
    return [pair, [s for s in range(SEATS) if s not in pair]]


def _labels(sides: list[list[int]]) -> list[Text]:
    return [
        _t(f"La parte di {names_of(side, 'it')}", f"{names_of(side, 'en')}'s side")
        for side in sides
    ]


def end(state: TaroccoState, move: EndMove, options: TaroccoOptions) -> Applied:
    if state.phase != "play":
        raise IllegalMove(
            "TAR-COUNT",
            _t(
                "La smazzata non si sta giocando: i mucchi si contano alla fine del gioco.",
                "No hand is being played: the piles are counted at the end of play.",
            ),
        )
    sides = _sides(state, move.partner)
    last = move.last_trick
    if len(state.tricks) == 15:
        winner = state.tricks[-1].winner
        derived = 0 if winner in sides[0] else 1
        if last is not None and last != derived:
            raise IllegalMove(
                "TAR-COUNT",
                _t(
                    f"Dal registro l'ultima presa l'ha fatta {seat(winner)}.",
                    f"By the trick log, {seat(winner)} took the last trick.",
                ),
            )
        last = derived
    piles = [*move.piles, None][:2]
    try:
        counted = count_sides(piles, last, _labels(sides))
    except PileError as exc:
        raise IllegalMove(exc.rule, exc.text) from None
    monte_side = 0 if state.soloist is not None else (0 if state.dealer in sides[0] else 1)
    _check_sizes(counted, monte_side, sides)
    lines = [
        Line(
            rules=("TAR-COUNT",),
            text=_t(f"{label.it}: {c.counting.it}.", f"{label.en}: {c.counting.en}."),
        )
        for label, c in zip(_labels(sides), counted, strict=True)
    ]
    if state.soloist is not None:
        scores = score_solo(state.soloist, counted[0].points)
        lines.extend(solo_lines(state.soloist, counted[0].points, scores))
        lines.append(zero_sum_line(scores, "TAR-SCORE-SOLO"))
    else:
        dealers = sides[monte_side]
        points = counted[monte_side].points
        scores = score_pairs(dealers, points)
        lines.extend(pairs_lines(dealers, points, scores))
        lines.append(zero_sum_line(scores, "TAR-SCORE-PAIRS"))
    return end_hand(state, options, scores, lines, abandoned=False)


def _check_sizes(counted: list[Counted], monte_side: int, sides: list[list[int]]) -> None:
    """TAR-COUNT: the side holding the monte has 4k + 3 cards, the other 4(15 − k)."""
    for i, c in enumerate(counted):
        if c.count is None:
            continue
        holds_monte = i == monte_side
        if c.count % 4 != (3 if holds_monte else 0):
            who_it, who_en = names_of(sides[i], "it"), names_of(sides[i], "en")
            raise IllegalMove(
                "TAR-COUNT",
                _t(
                    f"Il mucchio di {who_it} ha {c.count} carte: "
                    + (
                        "con il monte devono essere 4 per presa più 3."
                        if holds_monte
                        else "devono essere 4 per ogni presa."
                    ),
                    f"{who_en}'s pile has {c.count} cards: "
                    + (
                        "with the monte it must be 4 per trick plus 3."
                        if holds_monte
                        else "it must be 4 per trick."
                    ),
                ),
            )


END = move_type(
    EndMove,
    end,
    label=("Fine della smazzata", "End of the hand"),
    description=(
        "I mucchi (o i punti) delle due parti e chi ha fatto l'ultima presa.",
        "Each side's pile (or points) and who took the last trick.",
    ),
    rules=("TAR-COUNT", "TAR-SCORE-SOLO", "TAR-SCORE-PAIRS"),
    ends_hand=True,
)


# -- the summary of a whole hand ---------------------------------------------------------------


class HandMove(MoveModel):
    """A whole hand in one move, for tables that log only results."""

    type: Literal["hand"]
    contract: Literal["solo", "pairs", "offer", "abandoned"]
    soloist: SeatNo | None = None
    #: solo: the soloist's card points; pairs: each pair's, in the order of ``pairs``.
    card_points: (
        Points | Annotated[list[Points | None], Field(min_length=1, max_length=2)] | None
    ) = None
    pairs: (
        Annotated[
            list[Annotated[list[SeatNo], Field(min_length=2, max_length=2)]],
            Field(min_length=2, max_length=2),
        ]
        | None
    ) = None
    offerer: SeatNo | None = None
    taker: SeatNo | None = None
    points: JsonInt | None = None


_FIELDS = {
    "solo": {"soloist", "card_points"},
    "pairs": {"pairs", "card_points"},
    "offer": {"offerer", "taker", "points"},
    "abandoned": set(),
}
_RULE = {
    "solo": "TAR-SCORE-SOLO",
    "pairs": "TAR-SCORE-PAIRS",
    "offer": "TAR-BID1",
    "abandoned": "TAR-BID1",
}


def summary(state: TaroccoState, move: HandMove, options: TaroccoOptions) -> Applied:
    if state.phase != "auction" or state.bids:
        raise IllegalMove(
            "TAR-BID1",
            _t(
                "Questa smazzata si sta registrando dichiarazione per dichiarazione: "
                "finitela con le sue mosse (o annullatele) invece del riassunto.",
                "This hand is being logged call by call: finish it with its moves (or undo "
                "them) instead of the summary.",
            ),
        )
    rule = _RULE[move.contract]
    stray = sorted(
        key
        for key in ("soloist", "card_points", "pairs", "offerer", "taker", "points")
        if getattr(move, key) is not None and key not in _FIELDS[move.contract]
    )
    missing = sorted(key for key in _FIELDS[move.contract] if getattr(move, key) is None)
    if stray or missing:
        listed = ", ".join(missing or stray)
        raise IllegalMove(
            rule,
            _t(
                f"Per «{move.contract}» "
                + (f"mancano: {listed}." if missing else f"non servono: {listed}."),
                f"For '{move.contract}' "
                + (
                    f"these are missing: {listed}." if missing else f"these don't belong: {listed}."
                ),
            ),
        )
    if move.contract == "abandoned":
        line = Line(
            rules=("TAR-BID1",),
            text=_t("Smazzata a monte, senza punti.", "Hand abandoned, no points."),
        )
        return end_hand(state, options, [0] * SEATS, [line], abandoned=True)
    if move.contract == "offer":
        return _offer(state, move, options)
    if move.contract == "solo":
        return _solo(state, move, options)
    return _pairs(state, move, options)


def _offer(state: TaroccoState, move: HandMove, options: TaroccoOptions) -> Applied:
    offerer, taker, points = move.offerer or 0, move.taker or 0, move.points or 0
    check_seat(offerer)
    check_seat(taker)
    if offerer == taker or not 1 <= points <= MAX_OFFER:
        raise IllegalMove(
            "TAR-BID1",
            _t(
                f"Un'offerta va da 1 a {MAX_OFFER} punti, e la piglia un altro giocatore.",
                f"An offer is from 1 to {MAX_OFFER} points, and another player takes it.",
            ),
        )
    bids = [
        Bid(seat=offerer, call="offro", points=points),
        Bid(seat=taker, call="piglio", accepts=offerer),
    ]
    scores = [0] * SEATS
    scores[offerer], scores[taker] = -points, points
    lines = offer_lines(scores, bids)
    lines.append(zero_sum_line(scores, "TAR-BID1"))
    return end_hand(state, options, scores, lines, abandoned=True)


def _card_points(value: int, rule: str) -> int:
    if value > TOTAL:
        raise IllegalMove(
            "TAR-COUNT",
            _t(
                f"{value} punti di carte sono troppi: una parte ne fa al massimo 109.",
                f"{value} card points is too many: a side makes at most 109.",
            ),
        )
    return value


def _solo(state: TaroccoState, move: HandMove, options: TaroccoOptions) -> Applied:
    soloist = move.soloist or 0
    check_seat(soloist)
    if not isinstance(move.card_points, int):
        raise IllegalMove(
            "TAR-SCORE-SOLO",
            _t(
                "Per un solo servono i punti di carte del solista, un numero.",
                "A solo needs the soloist's card points, one number.",
            ),
        )
    if options.v3 and soloist == state.dealer:
        raise IllegalMove(
            "TAR-V3",
            _t(
                f"Con la variante V3 il mazziere, {seat(soloist)}, non può andare solo.",
                f"With variant V3 the dealer, {seat(soloist)}, cannot go solo.",
            ),
        )
    points = _card_points(move.card_points, "TAR-SCORE-SOLO")
    scores = score_solo(soloist, points)
    lines = solo_lines(soloist, points, scores)
    lines.append(zero_sum_line(scores, "TAR-SCORE-SOLO"))
    return end_hand(state, options, scores, lines, abandoned=False)


def _pairs(state: TaroccoState, move: HandMove, options: TaroccoOptions) -> Applied:
    pairs = move.pairs or []
    seats = sorted(s for pair in pairs for s in pair)
    if seats != list(range(SEATS)):
        raise IllegalMove(
            "TAR-SCORE-PAIRS",
            _t(
                "Le due coppie devono avere i quattro posti, ognuno una volta: per esempio "
                "[[3, 0], [1, 2]].",
                "The two pairs must hold the four seats, each once: for example [[3, 0], [1, 2]].",
            ),
        )
    raw = move.card_points
    given = [raw] if isinstance(raw, int) else list(raw or [])
    given = [*given, None][:2]
    if all(v is None for v in given):
        raise IllegalMove(
            "TAR-SCORE-PAIRS",
            _t(
                "Servono i punti di carte di almeno una coppia.",
                "At least one pair's card points are needed.",
            ),
        )
    values = [None if v is None else _card_points(v, "TAR-SCORE-PAIRS") for v in given]
    if values[0] is not None and values[1] is not None and values[0] + values[1] != TOTAL:
        raise IllegalMove(
            "TAR-COUNT",
            _t(
                f"Le due coppie fanno {values[0]} + {values[1]} = {values[0] + values[1]}: "
                "devono fare 109.",
                f"The two pairs make {values[0]} + {values[1]} = {values[0] + values[1]}: they "
                "must make 109.",
            ),
        )
    points = [v if v is not None else TOTAL - (values[1 - i] or 0) for i, v in enumerate(values)]
    mine = 0 if state.dealer in pairs[0] else 1
    dealers = pairs[mine]
    scores = score_pairs(dealers, points[mine])
    lines = pairs_lines(dealers, points[mine], scores)
    lines.append(zero_sum_line(scores, "TAR-SCORE-PAIRS"))
    return end_hand(state, options, scores, lines, abandoned=False)


HAND = move_type(
    HandMove,
    summary,
    label=("Smazzata (riassunto)", "Hand (summary)"),
    description=(
        "Una smazzata intera in una mossa: solo, coppie, offerta pigliata o a monte.",
        "A whole hand in one move: solo, pairs, an offer taken, or abandoned.",
    ),
    rules=("TAR-SCORE-SOLO", "TAR-SCORE-PAIRS", "TAR-BID1", "TAR-COUNT"),
    ends_hand=True,
)

__all__ = ["END", "HAND", "EndMove", "HandMove", "first_leader"]
