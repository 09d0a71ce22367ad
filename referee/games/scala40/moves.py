"""Scala 40's moves: the summary that ends and scores a hand, and buying back in between hands.

The summary (``hand``) names who closed and whether in mano, and gives one entry per seat in
seating order: ``null`` for the closer and for a seat that is out, otherwise the cards left
in that hand (``["AH", "KD", "JK"]``) or their total as the players counted it (``17``).
When the hand has a detailed log (:mod:`.log`) that ends with the closing, who closed and
whether in mano come from it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, field_validator

from ..base import (
    Applied,
    HandResult,
    IllegalMove,
    JsonInt,
    Line,
    MoveModel,
    MoveSpec,
    MoveTable,
    SeatNo,
    move_type,
    seat,
)
from ..base import it_en as _t
from ..cards import Card
from .deck import (
    HAND_CARDS,
    CardCode,
    CardError,
    excess,
    joker_with_identity,
    most_in_hand,
    scala_card,
)
from .log import LOG_MOVES, summary_from_log, tabled_cards
from .options import Scala40Options
from .pairs import PAIR_PLAYERS, score_victory
from .scoring import (
    Entry,
    HandFacts,
    alternatives,
    closer_line,
    raw_values,
    score_hand,
    seat_line,
)
from .state import (
    MAX_SEATS,
    HandLog,
    Scala40State,
    check_seat,
    next_dealer,
    seat_out,
    table_packs,
)

#: A typed total: checked by the rules (S40-VAL-HAND), so a negative one is refused by rule.
HandTotal = Annotated[JsonInt, Field(ge=-999, le=999)]
CardList = Annotated[list[CardCode], Field(max_length=30)]


class HandMove(MoveModel):
    """The end of a hand: who closed, whether in mano, and what each other seat still holds."""

    type: Literal["hand"]
    #: Who went out; taken from the hand's log when it has the closing.
    closer: SeatNo | None = None
    #: Closed in mano; taken from the hand's log when it has the closing, else false.
    in_mano: Annotated[bool, Field(strict=True)] | None = None
    hands: Annotated[list[CardList | HandTotal | None], Field(min_length=1, max_length=MAX_SEATS)]

    @field_validator("hands", mode="after")
    @classmethod
    def _codes(cls, hands: list[list[str] | int | None]) -> list[list[str] | int | None]:
        """Card codes as the referee writes them (``ah`` is ``AH``); a code that is no card
        stays as typed, for the rules to refuse (S40-DECK)."""
        return [
            [_written(code) for code in hand] if isinstance(hand, list) else hand for hand in hands
        ]


def _written(code: str) -> str:
    try:
        return scala_card(code).code
    except CardError:
        return code


def _nothing(entry: list[str] | int | None) -> bool:
    """What a seat without a hand to pay may be given: null, no cards, or 0."""
    return entry is None or entry == [] or entry == 0


def read_entries(
    state: Scala40State, move: HandMove, closer: int, options: Scala40Options
) -> list[Entry]:
    """Each seat's entry, checked against the rules; raises :class:`IllegalMove`."""
    n = state.seats
    if len(move.hands) != n:
        raise IllegalMove(
            "S40-DECK",
            _t(
                f"Servono {n} voci, una per posto nell'ordine del tavolo (null per chi ha chiuso "
                f"e per chi è fuori); ne sono arrivate {len(move.hands)}.",
                f"{n} entries are needed, one per seat in seating order (null for the closer and "
                f"for seats that are out); got {len(move.hands)}.",
            ),
        )
    check_seat(state, closer)
    if state.eliminated[closer]:
        raise IllegalMove(
            "S40-ELIM",
            _t(
                f"{seat(closer)} è fuori dal gioco: non può aver chiuso.",
                f"{seat(closer)} is out of the game: they cannot have gone out.",
            ),
        )
    packs = table_packs(state, options)
    most = most_in_hand(options.joker_in_hand, options.jokers, packs)
    entries: list[Entry] = []
    for i, raw in enumerate(move.hands):
        if state.eliminated[i]:
            if not _nothing(raw):
                raise seat_out(state, i)
            entries.append(None)
        elif i == closer:
            if not _nothing(raw):
                raise IllegalMove(
                    "S40-CLOSE",
                    _t(
                        f"{seat(i)} ha chiuso e non paga nulla: per chi chiude si scrive null.",
                        f"{seat(i)} went out and pays nothing: enter null for the closer.",
                    ),
                )
            entries.append(None)
        elif raw is None:
            raise IllegalMove(
                "S40-VAL-HAND",
                _t(
                    f"Mancano le carte rimaste a {seat(i)}, o il loro totale.",
                    f"The cards left to {seat(i)}, or their total, are missing.",
                ),
            )
        elif isinstance(raw, int):
            entries.append(_total(i, raw, most))
        else:
            entries.append(_cards(i, raw))
    every_card = [c for e in entries if isinstance(e, list) for c in e]
    every_card += [joker_with_identity(code)[0] for code in tabled_cards(state)]
    found = excess(every_card, options.jokers, packs)
    if found is not None:
        rule, why = found
        raise IllegalMove(rule, why)
    return entries


def _total(i: int, total: int, most: int) -> int:
    if total < 0:
        raise IllegalMove(
            "S40-VAL-HAND",
            _t(
                f"{seat(i)}: {total} è negativo, ma le carte in mano si pagano sempre.",
                f"{seat(i)}: {total} is negative, but cards in hand always cost points.",
            ),
        )
    if total == 0:
        raise IllegalMove(
            "S40-CLOSE",
            _t(
                f"{seat(i)}: 0 vorrebbe dire nessuna carta in mano, ma senza carte resta solo "
                "chi chiude.",
                f"{seat(i)}: 0 would mean no cards in hand, but only the closer is left "
                "without cards.",
            ),
        )
    if total > most:
        raise IllegalMove(
            "S40-VAL-HAND",
            _t(
                f"{seat(i)}: {total} è troppo; 13 carte valgono al massimo {most}.",
                f"{seat(i)}: {total} is too much; 13 cards are worth {most} at most.",
            ),
        )
    return total


def _cards(i: int, codes: list[str]) -> list[Card]:
    if not codes:
        raise IllegalMove(
            "S40-CLOSE",
            _t(
                f"{seat(i)} senza carte: senza carte resta solo chi chiude.",
                f"{seat(i)} with no cards: only the closer is left without cards.",
            ),
        )
    if len(codes) > HAND_CARDS:
        raise IllegalMove(
            "S40-DECK",
            _t(
                f"{seat(i)}: {len(codes)} carte, ma a fine mano se ne hanno al massimo "
                f"{HAND_CARDS}.",
                f"{seat(i)}: {len(codes)} cards, but a hand ends with {HAND_CARDS} at most.",
            ),
        )
    cards = []
    for code in codes:
        try:
            cards.append(scala_card(code))
        except CardError as exc:
            raise IllegalMove(
                "S40-DECK",
                _t(f"{seat(i)}: {exc.text.it}", f"{seat(i)}: {exc.text.en}"),
            ) from None
    return cards


def check_entry(state: Scala40State, options: Scala40Options, i: int, raw: list[str] | int) -> None:
    """One seat's cards or total, checked alone as the summary checks it (a player's own
    part of the hand, see :mod:`.parts`); the whole hand is checked when it is complete."""
    if isinstance(raw, int):
        _total(i, raw, most_in_hand(options.joker_in_hand, options.jokers))
    else:
        _cards(i, raw)


def end_of_hand(state: Scala40State, move: HandMove, options: Scala40Options) -> Applied:
    """Score the hand (rules.md §3.5), put out who reaches the threshold, and pass the deal."""
    closer, in_mano = summary_from_log(state, move.closer, move.in_mano)
    entries = read_entries(state, move, closer, options)
    totals = list(state.totals)
    raws = raw_values(entries, options)
    scores = score_hand(raws, closer, in_mano, totals, options)
    facts = HandFacts(entries, closer, in_mano, totals, scores)
    lines = [
        closer_line(facts, options) if i == closer else seat_line(i, facts, options)
        for i in range(state.seats)
        if not state.eliminated[i]
    ]
    readings = alternatives(entries, closer, in_mano, totals, scores, options)
    number = state.hand
    for i in range(state.seats):
        state.totals[i] += scores[i]
    state.closes[closer] += 1
    state.hand += 1
    state.log = HandLog()
    if options.pairs and state.seats == PAIR_PLAYERS:  # S40-FISCA-PAIRS: nobody is out
        lines.extend(score_victory(state, closer))
    else:
        lines.extend(eliminate(state, options, number))
    return Applied(
        state=state,
        lines=tuple(lines),
        hand=HandResult(number=number, scores=tuple(scores), alternatives=tuple(readings)),
    )


def eliminate(state: Scala40State, options: Scala40Options, number: int) -> list[Line]:
    """S40-ELIM: who reached the threshold is out; the last one left wins; the deal passes."""
    limit = options.threshold
    lines: list[Line] = []
    for i in state.active():
        total = state.totals[i]
        if total < limit:
            continue
        state.eliminated[i] = True
        state.out_in_hand[i] = number
        exact = total == limit
        lines.append(
            Line(
                seat=i,
                rules=("S40-ELIM",) + (("S40-AMB-6",) if exact else ()),
                text=_t(
                    f"{seat(i)} arriva a {total} e sballa: "
                    + (f"con {limit} esatti" if exact else f"con {limit} o più")
                    + " si è fuori dal gioco.",
                    f"{seat(i)} reaches {total} and is out (sballa): "
                    + (f"exactly {limit} is already out." if exact else f"{limit} or more is out."),
                ),
            )
        )
    left = state.active()
    if len(left) == 1:
        (winner,) = left
        state.finished = True
        state.winners = [winner]
        lines.append(
            Line(
                seat=winner,
                rules=("S40-ELIM",),
                text=_t(
                    f"Resta solo {seat(winner)}: partita finita, vince {seat(winner)}.",
                    f"Only {seat(winner)} is left: game over, {seat(winner)} wins.",
                ),
            )
        )
        return lines
    for i in range(state.seats):
        if state.eliminated[i] and state.out_in_hand[i] == number:
            score = reentry_score(state, options)
            if can_reenter(state, i, options) and score is not None:
                lines.append(
                    Line(
                        seat=i,
                        rules=("S40-RIENTRO",),
                        text=_t(
                            f"{seat(i)} può rientrare, con {score}.",
                            f"{seat(i)} may buy back in, at {score}.",
                        ),
                    )
                )
    state.dealer = next_dealer(state, state.dealer)
    lines.append(
        Line(
            seat=state.dealer,
            rules=("S40-DECK",),
            text=_t(
                f"Mano {state.hand}: dà le carte {seat(state.dealer)}.",
                f"Hand {state.hand}: {seat(state.dealer)} deals.",
            ),
        )
    )
    return lines


HAND = move_type(
    HandMove,
    end_of_hand,
    label=("Fine mano", "End of hand"),
    description=(
        "Chi ha chiuso, se in mano, e le carte rimaste a ciascun altro (o il loro totale).",
        "Who went out, whether in mano, and the cards left to each other player (or their total).",
    ),
    rules=(
        "S40-CLOSE",
        "S40-VAL-HAND",
        "S40-LONE-ACE",
        "S40-INMANO-X2",
        "S40-INMANO-BONUS",
        "S40-ELIM",
        "S40-AMB-2",
        "S40-AMB-3",
        "S40-AMB-6",
        "S40-AMB-7",
        "S40-RIENTRO",
        "S40-DECK",
        "S40-FISCA-PAIRS",
    ),
    ends_hand=True,
)


# -- buying back in ---------------------------------------------------------------------------


class ReenterMove(MoveModel):
    """A seat that is out buys back in between hands (S40-RIENTRO, a house rule)."""

    type: Literal["reenter"]
    seat: SeatNo


def reentry_score(state: Scala40State, options: Scala40Options) -> int | None:
    """The total a seat buys back in at under the option, or None when there is none to give.

    None when buying back in is off, when fewer than two others remain, or when the total
    would put the seat out again at once.
    """
    left = state.active()
    if options.reentry == "off" or len(left) < 2:
        return None
    highest = max(state.totals[i] for i in left)
    score = {
        "highest": highest,
        "highest_plus_1": highest + 1,
        "fixed": options.reentry_score,
    }[options.reentry]
    return score if score < options.threshold else None


def can_reenter(state: Scala40State, s: int, options: Scala40Options) -> bool:
    return state.eliminated[s] and state.reentries[s] < options.reentry_max


def reenter_candidates(state: Scala40State, options: Scala40Options) -> list[int]:
    """The seats that may buy back in now (between hands)."""
    if state.finished or state.log.moves or reentry_score(state, options) is None:
        return []
    return [i for i in range(state.seats) if can_reenter(state, i, options)]


def reenter(state: Scala40State, move: ReenterMove, options: Scala40Options) -> Applied:
    s = move.seat
    check_seat(state, s)
    if options.reentry == "off":
        raise IllegalMove(
            "S40-RIENTRO",
            _t(
                "A questo tavolo non si rientra: chi sballa resta fuori.",
                "This table plays without buying back in: whoever is out stays out.",
            ),
        )
    if not state.eliminated[s]:
        raise IllegalMove(
            "S40-RIENTRO",
            _t(
                f"{seat(s)} è ancora in gioco: rientra solo chi ha sballato.",
                f"{seat(s)} is still in the game: only a player who is out buys back in.",
            ),
        )
    if state.log.moves:
        raise IllegalMove(
            "S40-RIENTRO",
            _t(
                "Si rientra tra una mano e l'altra: prima finite questa mano.",
                "One buys back in between hands: finish this hand first.",
            ),
        )
    if state.reentries[s] >= options.reentry_max:
        times = options.reentry_max
        raise IllegalMove(
            "S40-RIENTRO",
            _t(
                f"{seat(s)} ha già usato i suoi rientri ({state.reentries[s]}): a questo "
                f"tavolo si rientra al massimo {_times(times, 'it')}.",
                f"{seat(s)} has already bought back in {_times(state.reentries[s], 'en')}: at "
                f"this table one buys back in {_times(times, 'en')} at most.",
            ),
        )
    score = reentry_score(state, options)
    if score is None:
        left = len(state.active())
        if left < 2:
            raise IllegalMove(
                "S40-RIENTRO",
                _t(
                    "Si rientra solo finché restano in gioco almeno altri due giocatori.",
                    "One buys back in only while at least two others are still in the game.",
                ),
            )
        raise IllegalMove(
            "S40-RIENTRO",
            _t(
                f"Si rientrerebbe a {options.threshold} o più, cioè di nuovo fuori: non si "
                "può rientrare.",
                f"That would be buying back in at {options.threshold} or more, out again at "
                "once: no buying back in.",
            ),
        )
    before = state.totals[s]
    state.totals[s] = score
    state.eliminated[s] = False
    state.reentries[s] += 1
    how = {
        "highest": ("il totale più alto dei rimasti", "the highest total left"),
        "highest_plus_1": (
            "il totale più alto dei rimasti più uno",
            "the highest total left plus one",
        ),
        "fixed": ("il totale fisso del tavolo", "the table's fixed total"),
    }[options.reentry]
    stake_it = stake_en = ""
    if options.reentry_stake:
        stake_it = f" Posta del rientro: {options.reentry_stake}."
        stake_en = f" Stake to buy back in: {options.reentry_stake}."
    line = Line(
        seat=s,
        points=score - before,
        rules=("S40-RIENTRO",),
        text=_t(
            f"{seat(s)} rientra con {score}, {how[0]}.{stake_it}",
            f"{seat(s)} buys back in at {score}, {how[1]}.{stake_en}",
        ),
    )
    scores = [0] * state.seats
    scores[s] = score - before
    # Totals change only with a hand's scores: the jump is the re-entry's, after the last hand.
    return Applied(
        state=state, lines=(line,), hand=HandResult(number=state.hand - 1, scores=tuple(scores))
    )


def _times(n: int, lang: str) -> str:
    if lang == "it":
        return "una volta" if n == 1 else f"{n} volte"
    return "once" if n == 1 else f"{n} times"


REENTER = move_type(
    ReenterMove,
    reenter,
    label=("Rientro", "Buy back in"),
    description=(
        "Chi ha sballato rientra tra una mano e l'altra, se il tavolo gioca con il rientro.",
        "A player who is out buys back in between hands, if the table plays with it.",
    ),
    rules=("S40-RIENTRO",),
    scores_as="reenter",
)

MOVES: MoveTable[Scala40State, Scala40Options] = MoveTable(HAND, *LOG_MOVES, REENTER)
#: The moves of the detailed log, in the catalogue's order.
LOG_TYPES: tuple[str, ...] = tuple(row.type for row in LOG_MOVES)
MOVE_TYPES: tuple[str, ...] = MOVES.types
MOVE_SPECS: tuple[MoveSpec, ...] = MOVES.specs
Scala40Move: Any = MOVES.union
