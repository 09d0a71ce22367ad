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

from ..base import (
    Alternative,
    Applied,
    IllegalMove,
    JsonInt,
    Line,
    MoveModel,
    SeatNo,
    Text,
    move_type,
    seat,
)
from ..base import it_en as _t
from .auction import MAX_OFFER
from .cards import DECK, FUGGITIVO, TOTAL
from .options import OPTION_SPECS, TaroccoOptions
from .piles import Counted, Pile, PileError, count_sides
from .scoring import (
    end_hand,
    num,
    offer_lines,
    pairs_lines,
    score_pairs,
    score_solo,
    solo_lines,
    zero_sum_line,
)
from .state import SEATS, Bid, TaroccoState, check_seat, names_of, right_of
from .tricks import TRICKS

Points = Annotated[JsonInt, Field(ge=0, le=999)]


class EndMove(MoveModel):
    """The end of a logged hand: each side's pile or points, and who took the last trick."""

    type: Literal["end"]
    #: Left out when all 15 tricks are logged: the piles are then the log's.
    piles: Annotated[list[Pile | None], Field(min_length=1, max_length=2)] | None = None
    #: The side (0 declaring, 1 the others) that took the last trick.
    last_trick: Annotated[JsonInt, Field(ge=0, le=1)] | None = None
    #: The hidden partner, if not revealed before.
    partner: SeatNo | None = None


def _sides(state: TaroccoState, partner: int | None) -> list[list[int]]:
    if state.soloist is not None:
        if partner is not None:
            raise IllegalMove(
                "TAR-SOLO",
                _t(
                    f"{seat(state.soloist)} gioca solo: non ha compagni.",
                    f"{seat(state.soloist)} plays solo: there is no partner.",
                ),
            )
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
    monte_side = 0 if state.soloist is not None else (0 if state.dealer in sides[0] else 1)
    labels = _labels(sides)
    alternatives: list[Alternative] = []
    if move.piles is None:
        if len(state.tricks) < TRICKS:
            raise IllegalMove(
                "TAR-COUNT",
                _t(
                    f"Servono i mucchi (o i punti) delle parti: il registro ha "
                    f"{len(state.tricks)} prese su 15.",
                    f"Each side's pile (or points) is needed: the log holds "
                    f"{len(state.tricks)} tricks of 15.",
                ),
            )
        piles = logged_piles(state, sides, monte_side, options.fuggitivo)
        counted = _count(piles, last, labels)
        alternatives = _fuggitivo_alternative(state, sides, monte_side, last, counted, options)
    else:
        counted = _count([*move.piles, None][:2], last, labels)
        _check_sizes(counted, monte_side, sides)
    lines = [
        Line(
            rules=("TAR-COUNT",),
            text=_t(f"{label.it}: {c.counting.it}.", f"{label.en}: {c.counting.en}."),
        )
        for label, c in zip(labels, counted, strict=True)
    ]
    if move.piles is None and any("FU" in t.cards for t in state.tricks):
        lines.append(_fuggitivo_line(options))
    read = ("TAR-AMB-7",) if alternatives else ()  # the Fuggitivo's reading moved the points
    scores, score_lines = _score(state, sides, monte_side, counted, read)
    lines.extend(score_lines)
    return end_hand(state, options, scores, lines, abandoned=False, alternatives=alternatives)


def _count(piles: list[Pile | None], last: int | None, labels: list[Text]) -> list[Counted]:
    try:
        return count_sides(piles, last, labels)
    except PileError as exc:
        raise IllegalMove(exc.rule, exc.text) from None


def _score(
    state: TaroccoState,
    sides: list[list[int]],
    monte_side: int,
    counted: list[Counted],
    read: tuple[str, ...] = (),
) -> tuple[list[int], list[Line]]:
    if state.soloist is not None:
        scores = score_solo(state.soloist, counted[0].points)
        lines = solo_lines(state.soloist, counted[0].points, scores, read)
        lines.append(zero_sum_line(scores, "TAR-SCORE-SOLO"))
        return scores, lines
    dealers = sides[monte_side]
    points = counted[monte_side].points
    scores = score_pairs(dealers, points)
    lines = pairs_lines(dealers, points, scores, read)
    lines.append(zero_sum_line(scores, "TAR-SCORE-PAIRS"))
    return scores, lines


def logged_piles(
    state: TaroccoState, sides: list[list[int]], monte_side: int, fuggitivo: str
) -> list[Pile | None]:
    """Both sides' piles from a complete trick log: each trick to its winner's side, the 3
    cards never played (the monte) to the side it belongs to, and the Fuggitivo to its
    holder's side or left in its trick, as the table reads TAR-AMB-7."""
    piles: list[list[str]] = [[], []]
    played: set[str] = set()
    for t in state.tricks:
        side = 0 if t.winner in sides[0] else 1
        players = [right_of(t.leader, k) for k in range(SEATS)]
        for player, code in zip(players, t.cards, strict=True):
            played.add(code)
            if code == FUGGITIVO and fuggitivo == "holder":
                piles[0 if player in sides[0] else 1].append(code)
            else:
                piles[side].append(code)
    piles[monte_side].extend(code for code in DECK if code not in played)
    return [Pile(cards=piles[0]), Pile(cards=piles[1])]


def _fuggitivo_line(options: TaroccoOptions) -> Line:
    if options.fuggitivo == "holder":
        text = _t(
            "Il Fuggitivo conta per la parte di chi lo aveva in mano.",
            "The Fuggitivo counts for the side of whoever held it.",
        )
    else:
        text = _t(
            "Il Fuggitivo resta nella presa in cui è stato giocato.",
            "The Fuggitivo stays in the trick it was played to.",
        )
    return Line(rules=("TAR-AMB-7", "TAR-PLAY"), text=text)


def _fuggitivo_alternative(
    state: TaroccoState,
    sides: list[list[int]],
    monte_side: int,
    last: int | None,
    counted: list[Counted],
    options: TaroccoOptions,
) -> list[Alternative]:
    """What the other reading of the Fuggitivo's 10 points (TAR-AMB-7) would have given."""
    spec = next(spec for spec in OPTION_SPECS if spec.key == "fuggitivo")
    mine, _ = _score(state, sides, monte_side, counted)
    found = []
    for choice in spec.choices:
        if choice.value == options.fuggitivo:
            continue
        piles = logged_piles(state, sides, monte_side, str(choice.value))
        other, _ = _score(state, sides, monte_side, _count(piles, last, _labels(sides)))
        if other == mine:
            continue
        changed = [s for s in range(SEATS) if other[s] != mine[s]]
        diff_it = "; ".join(f"{seat(s)} {num(other[s])} invece di {num(mine[s])}" for s in changed)
        diff_en = "; ".join(f"{seat(s)} {num(other[s])} instead of {num(mine[s])}" for s in changed)
        found.append(
            Alternative(
                option="fuggitivo",
                value=choice.value,
                rules=spec.rules,
                scores=tuple(other),
                text=_t(
                    f"Con «{choice.label.it}»: {diff_it}.", f"With '{choice.label.en}': {diff_en}."
                ),
            )
        )
    return found


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
    lines = offer_lines(scores, bids, options.offers)
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

__all__ = ["END", "HAND", "EndMove", "HandMove", "logged_piles"]
