"""The optional detailed log of a hand, checked as it is entered (rules.md §3.3–§3.5).

A table that wants to may log the play: each turn's draw (from the tallone, or from the pozzo
once opened), the melds put down (the first ones worth at least 40), cards attached to the
melds on the table (only after opening), a tabled jolly swapped for the real card, the discard
(whoever has not opened may not discard a card that fits a meld on the table, S40-AMB-5) and
the closing (the last card discarded; the 40 waived when closing in mano). The hand's summary
then takes who closed, and whether in mano, from the log: they are never typed twice.

Draws from the tallone and the cards in each hand are unknown, so the log refuses only what
the logged moves themselves contradict.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..base import Applied, IllegalMove, JsonInt, Line, MoveModel, SeatNo, move_type, seat
from ..base import it_en as _t
from ..cards import JOKER
from .deck import CardCode, CardError, MeldCardCode, canonical, excess, joker_with_identity
from .melds import OPENING, MeldVerdict, OpeningVerdict, judge_meld, judge_opening
from .options import Scala40Options
from .state import HandLog, Scala40State, TableMeld, check_seat, seat_out, table_packs

MeldList = Annotated[list[MeldCardCode], Field(max_length=30)]
Melds = Annotated[list[MeldList], Field(max_length=13)]
#: A meld on the table by its number: 1 is the first one put down in the hand.
MeldNo = Annotated[JsonInt, Field(ge=1, le=200)]


class DrawMove(MoveModel):
    """The player in turn draws from the tallone, or takes the pozzo's top card."""

    type: Literal["draw"]
    seat: SeatNo
    source: Literal["tallone", "pozzo"] = "tallone"


class MeldMove(MoveModel):
    """The player in turn puts melds down (the first ones open: at least 40)."""

    type: Literal["meld"]
    seat: SeatNo
    melds: Annotated[list[MeldList], Field(min_length=1, max_length=13)]


class AttachMove(MoveModel):
    """The player in turn attaches cards to a meld on the table (``meld``: 1 is the first)."""

    type: Literal["attach"]
    seat: SeatNo
    meld: MeldNo
    cards: Annotated[list[MeldCardCode], Field(min_length=1, max_length=13)]


class SwapMove(MoveModel):
    """The player in turn puts down the real card a tabled jolly stands for and takes it."""

    type: Literal["swap"]
    seat: SeatNo
    meld: MeldNo
    card: CardCode


class DiscardMove(MoveModel):
    """The player in turn discards a card onto the pozzo: the turn ends."""

    type: Literal["discard"]
    seat: SeatNo
    card: CardCode


class CloseMove(MoveModel):
    """The player in turn goes out: the last melds, if any, and the last card discarded."""

    type: Literal["close"]
    seat: SeatNo
    melds: Melds = []
    card: CardCode


# -- whose turn --------------------------------------------------------------------------------


def _start(state: Scala40State, s: int) -> HandLog:
    """The log, for a move by seat ``s``: at the table, still in, the hand not closed."""
    check_seat(state, s)
    if state.eliminated[s]:
        raise seat_out(state, s)
    log = state.log
    if log.closed is not None:
        raise IllegalMove(
            "S40-CLOSE",
            _t(
                f"{seat(log.closed)} ha già chiuso: segnate le carte rimaste agli altri.",
                f"{seat(log.closed)} has already gone out: enter the cards left to the others.",
            ),
        )
    return log


def _dealer_starts(state: Scala40State, s: int, options: Scala40Options) -> bool:
    """The dealer-14 variant: the dealer opens the hand by discarding, without drawing."""
    return options.dealer_fourteen and state.log.moves == 0 and s == state.dealer


def _in_turn(state: Scala40State, s: int, options: Scala40Options) -> HandLog:
    log = _start(state, s)
    if log.turn is None and _dealer_starts(state, s, options):
        log.turn = s
    if log.turn == s:
        return log
    if log.turn is None:
        raise IllegalMove(
            "S40-OPEN40",
            _t(
                f"{seat(s)} non ha ancora pescato: il turno comincia pescando.",
                f"{seat(s)} has not drawn yet: a turn starts with a draw.",
            ),
        )
    raise IllegalMove(
        "S40-OPEN40",
        _t(
            f"È il turno di {seat(log.turn)}: prima il suo scarto.",
            f"It is {seat(log.turn)}'s turn: their discard comes first.",
        ),
    )


def _card(code: str) -> str:
    try:
        return canonical(code)
    except CardError as exc:
        raise IllegalMove("S40-DECK", exc.text) from None


def _meld_cards(melds: list[list[str]]) -> list[list[str]]:
    return [[_card(code) for code in meld] for meld in melds]


def _check_copies(state: Scala40State, added: list[str], options: Scala40Options) -> None:
    """S40-DECK: the table's melds hold no card more often than its packs (S40-CLUB-8)."""
    log = state.log
    cards = [joker_with_identity(c)[0] for m in log.melds for c in m.cards]
    cards += [joker_with_identity(c)[0] for c in added]
    found = excess(cards, options.jokers, table_packs(state, options))
    if found is not None:
        rule, why = found
        raise IllegalMove(
            rule,
            _t(
                f"Con le combinazioni in tavola: {why.it}", f"With the melds on the table: {why.en}"
            ),
        )


def _shown(codes: list[str], lang: str) -> str:
    """Cards as players read them: ``7♥ 8♥ jolly (9♥)``."""
    shown = []
    for code in codes:
        card, stands = joker_with_identity(code)
        if card.is_joker:
            shown.append(f"jolly ({stands.label(lang)})" if stands else "jolly")
        else:
            shown.append(card.label(lang))
    return " ".join(shown)


def _refuse_meld(number: int, verdict: MeldVerdict) -> IllegalMove:
    return IllegalMove(
        verdict.rule,
        _t(
            f"Combinazione {number}: {verdict.reason.it}",
            f"Meld {number}: {verdict.reason.en}",
        ),
    )


def _table_meld(log: HandLog, number: int) -> TableMeld:
    """The table's meld ``number`` (1 is the first put down)."""
    if number > len(log.melds):
        raise IllegalMove(
            "S40-OPEN40",
            _t(
                f"In tavola non c'è la combinazione {number}: ce ne sono {len(log.melds)}.",
                f"There is no meld {number} on the table: it has {len(log.melds)}.",
            ),
        )
    return log.melds[number - 1]


def _put_down(
    state: Scala40State,
    s: int,
    melds: list[list[str]],
    options: Scala40Options,
    closing: bool,
) -> Line:
    """Check and table ``melds`` for seat ``s``, and say what they are. A first meld needs 40
    (S40-OPEN40), unless closing in mano (S40-INMANO-X2)."""
    log = state.log
    opened = s in log.opened
    packs = table_packs(state, options)
    verdict = judge_opening(melds, options, in_mano=closing and not opened, packs=packs)
    for number, found in enumerate(verdict.melds):
        if not found.valid:
            raise _refuse_meld(number + 1, found)
    _check_copies(state, [c for m in melds for c in m], options)
    if not opened and not verdict.valid:
        raise IllegalMove(verdict.rules[0], verdict.text)
    # S40-POZZO-OPEN: the seed lets whoever already holds 40 take it without melding it;
    # the narrower reading wants it in the opening melds.
    taken = log.taken if log.drew_pozzo and not opened else None
    tabled = [joker_with_identity(c)[0].code for m in melds for c in m]
    if options.pozzo_card_in_opening and taken is not None and taken not in tabled:
        raise IllegalMove(
            "S40-POZZO-OPEN",
            _t(
                f"{seat(s)} ha preso {_shown([taken], 'it')} dal pozzo per aprire: a questo "
                "tavolo deve stare nelle combinazioni d'apertura.",
                f"{seat(s)} took {_shown([taken], 'en')} from the pozzo to open: at this table "
                "it must be in the opening melds.",
            ),
        )
    for meld in melds:
        log.melds.append(TableMeld(seat=s, cards=list(meld)))
    if any(JOKER in card for meld in melds for card in meld):
        log.jolly_back = False
    if not opened:
        log.opened.append(s)
        log.turn_opened = True
    return _melds_line(s, melds, verdict, opening=not opened)


def _melds_line(s: int, melds: list[list[str]], verdict: OpeningVerdict, opening: bool) -> Line:
    """What was put down: an opening (its 40, or closing in mano without them), or melds
    citing the rules of their kinds (a set, a sequence)."""
    it = "; ".join(_shown(meld, "it") for meld in melds)
    en = "; ".join(_shown(meld, "en") for meld in melds)
    value = verdict.value
    if opening and value < OPENING:  # only closing in mano opens with less
        return Line(
            seat=s,
            rules=("S40-INMANO-X2",),
            text=_t(
                f"{seat(s)} apre con {value} chiudendo in mano (i 40 non servono): {it}.",
                f"{seat(s)} opens with {value}, going out in mano (no 40 needed): {en}.",
            ),
        )
    if opening:
        return Line(
            seat=s,
            rules=("S40-OPEN40", "S40-CLUB-ACE") if verdict.ace_read else ("S40-OPEN40",),
            text=_t(f"{seat(s)} apre con {value}: {it}.", f"{seat(s)} opens with {value}: {en}."),
        )
    return Line(
        seat=s,
        rules=tuple(dict.fromkeys(found.rule for found in verdict.melds)),
        text=_t(f"{seat(s)} cala {it} ({value}).", f"{seat(s)} melds {en} ({value})."),
    )


def _end_turn_checks(state: Scala40State, s: int, options: Scala40Options) -> None:
    """What a turn must have done before its last discard (the seed's variants)."""
    log = state.log
    if options.recovered_joker_remeld and log.jolly_back:
        raise IllegalMove(
            "S40-VAR-JOLLY",
            _t(
                f"{seat(s)} ha ripreso un jolly dal tavolo: a questo tavolo va calato di nuovo "
                "in questo turno.",
                f"{seat(s)} took a jolly back from the table: at this table it must be melded "
                "again this turn.",
            ),
        )
    if log.drew_pozzo and s not in log.opened:
        raise IllegalMove(
            "S40-OPEN40",
            _t(
                f"{seat(s)} ha preso la carta del pozzo senza aver aperto: deve aprire in questo "
                "turno.",
                f"{seat(s)} took the pozzo's card without having opened: they must open this turn.",
            ),
        )


def _next_turn(log: HandLog, card: str) -> None:
    log.pozzo = card
    log.turn = None
    log.turn_opened = log.drew_pozzo = log.jolly_back = False
    log.taken = None


# -- the moves ---------------------------------------------------------------------------------


def draw(state: Scala40State, move: DrawMove, options: Scala40Options) -> Applied:
    s = move.seat
    log = _start(state, s)
    if log.turn is not None:
        if log.turn == s:
            raise IllegalMove(
                "S40-OPEN40",
                _t(
                    f"{seat(s)} ha già pescato in questo turno.",
                    f"{seat(s)} has already drawn this turn.",
                ),
            )
        raise IllegalMove(
            "S40-OPEN40",
            _t(
                f"È il turno di {seat(log.turn)}: prima il suo scarto.",
                f"It is {seat(log.turn)}'s turn: their discard comes first.",
            ),
        )
    if _dealer_starts(state, s, options):
        raise IllegalMove(
            "S40-DECK",
            _t(
                f"{seat(s)} ha 14 carte: al primo turno scarta senza pescare.",
                f"{seat(s)} has 14 cards: on the first turn they discard without drawing.",
            ),
        )
    if move.source == "pozzo":
        if s not in log.opened and not options.pozzo_to_open:
            raise IllegalMove(
                "S40-OPEN40",
                _t(
                    f"{seat(s)} non ha aperto: pesca solo dal tallone.",
                    f"{seat(s)} has not opened: they draw from the tallone only.",
                ),
            )
        log.drew_pozzo = s not in log.opened
        log.taken = log.pozzo if log.drew_pozzo else None
        log.pozzo = None  # the card beneath is not known
    log.turn = s
    log.moves += 1
    return Applied(state=state)


def meld(state: Scala40State, move: MeldMove, options: Scala40Options) -> Applied:
    s = move.seat
    log = _in_turn(state, s, options)
    line = _put_down(state, s, _meld_cards(move.melds), options, closing=False)
    log.moves += 1
    return Applied(state=state, lines=(line,))


def attach(state: Scala40State, move: AttachMove, options: Scala40Options) -> Applied:
    s = move.seat
    log = _in_turn(state, s, options)
    if s not in log.opened:
        raise IllegalMove(
            "S40-OPEN40",
            _t(
                f"{seat(s)} non ha aperto: si attacca solo dopo aver aperto.",
                f"{seat(s)} has not opened: cards are attached only after opening.",
            ),
        )
    target = _table_meld(log, move.meld)
    cards = [_card(code) for code in move.cards]
    verdict = judge_meld([*target.cards, *cards], options)
    if not verdict.valid:
        raise _refuse_meld(move.meld, verdict)
    _check_copies(state, cards, options)
    target.cards = list(verdict.cards)
    if any(JOKER in card for card in cards):
        log.jolly_back = False
    log.moves += 1
    line = Line(
        seat=s,
        rules=(verdict.rule,),
        text=_t(
            f"{seat(s)} attacca {_shown(cards, 'it')} alla combinazione {move.meld}: "
            f"{verdict.reason.it}",
            f"{seat(s)} attaches {_shown(cards, 'en')} to meld {move.meld}: {verdict.reason.en}",
        ),
    )
    return Applied(state=state, lines=(line,))


def swap(state: Scala40State, move: SwapMove, options: Scala40Options) -> Applied:
    s = move.seat
    log = _in_turn(state, s, options)
    if s not in log.opened:
        raise IllegalMove(
            "S40-JOKER",
            _t(
                f"{seat(s)} non ha aperto: prende un jolly dal tavolo solo chi ha aperto.",
                f"{seat(s)} has not opened: only a player who has opened takes a jolly back.",
            ),
        )
    target = _table_meld(log, move.meld)
    card = _card(move.card)
    if card == JOKER:
        raise IllegalMove(
            "S40-JOKER",
            _t("Al posto del jolly va la carta vera.", "The real card takes the jolly's place."),
        )
    before = judge_meld(target.cards, options)
    for k, code in enumerate(target.cards):
        if not code.startswith(JOKER):
            continue
        cards = [*target.cards[:k], card, *target.cards[k + 1 :]]
        after = judge_meld(cards, options)
        if after.valid and (after.kind, after.value) == (before.kind, before.value):
            _check_copies(state, [card], options)
            target.cards = list(after.cards)
            log.jolly_back = True
            log.moves += 1
            line = Line(
                seat=s,
                rules=("S40-JOKER",),
                text=_t(
                    f"{seat(s)} mette {_shown([card], 'it')} al posto del jolly della "
                    f"combinazione {move.meld} e si prende il jolly.",
                    f"{seat(s)} puts {_shown([card], 'en')} in place of the jolly of meld "
                    f"{move.meld} and takes the jolly.",
                ),
            )
            return Applied(state=state, lines=(line,))
    raise IllegalMove(
        "S40-JOKER",
        _t(
            f"Nella combinazione {move.meld} nessun jolly sta per {_shown([card], 'it')}.",
            f"In meld {move.meld} no jolly stands for {_shown([card], 'en')}.",
        ),
    )


def discard(state: Scala40State, move: DiscardMove, options: Scala40Options) -> Applied:
    s = move.seat
    log = _in_turn(state, s, options)
    card = _card(move.card)
    if card == JOKER and options.jolly_discard == "closing":
        raise IllegalMove(
            "S40-CLUB-JOLLY",
            _t(
                f"{seat(s)} scarta un jolly senza chiudere: a questo tavolo un jolly si scarta "
                "solo come ultima carta, per chiudere.",
                f"{seat(s)} discards a jolly without going out: at this table a jolly is "
                "discarded only as the last card, to go out.",
            ),
        )
    restricted = options.discard_restriction == "everyone" or s not in log.opened
    if restricted:
        for number, target in enumerate(log.melds, start=1):
            if judge_meld([*target.cards, card], options).valid:
                why = _t(
                    "chi non ha aperto non la scarta", "whoever has not opened may not discard it"
                )
                if options.discard_restriction == "everyone":
                    why = _t(
                        "a questo tavolo nessuno la scarta", "at this table nobody may discard it"
                    )
                raise IllegalMove(
                    "S40-AMB-5",
                    _t(
                        f"{_shown([card], 'it')} si attacca alla combinazione {number} in "
                        f"tavola: {why.it}.",
                        f"{_shown([card], 'en')} fits meld {number} on the table: {why.en}.",
                    ),
                )
    _end_turn_checks(state, s, options)
    _next_turn(log, card)
    log.moves += 1
    return Applied(state=state)


def close(state: Scala40State, move: CloseMove, options: Scala40Options) -> Applied:
    s = move.seat
    log = _in_turn(state, s, options)
    melds = _meld_cards(move.melds)
    card = _card(move.card)
    in_mano = s not in log.opened or log.turn_opened
    if s not in log.opened and not melds:
        raise IllegalMove(
            "S40-CLOSE",
            _t(
                f"{seat(s)} non ha aperto: per chiudere cala tutte le carte tranne l'ultima.",
                f"{seat(s)} has not opened: going out means melding every card but the last.",
            ),
        )
    lines: list[Line] = []
    if melds:
        lines.append(_put_down(state, s, melds, options, closing=True))
    _check_copies(state, [card], options)
    _end_turn_checks(state, s, options)
    _next_turn(log, card)
    log.closed = s
    log.closed_in_mano = in_mano
    log.moves += 1
    mano: tuple[str, ...] = ()
    how = _t("", "")
    if in_mano:
        mano = ("S40-INMANO-X2",) if options.in_mano == "double" else ("S40-INMANO-BONUS",)
        how = _t(" in mano", " in mano")
    lines.append(
        Line(
            seat=s,
            rules=("S40-CLOSE", *mano),
            text=_t(
                f"{seat(s)} chiude{how.it} scartando {_shown([card], 'it')}: segnate le carte "
                "rimaste agli altri.",
                f"{seat(s)} goes out{how.en}, discarding {_shown([card], 'en')}: enter the cards "
                "left to the others.",
            ),
        )
    )
    return Applied(state=state, lines=tuple(lines))


DRAW = move_type(
    DrawMove,
    draw,
    label=("Pesca", "Draw"),
    description=(
        "Chi è di turno pesca dal tallone, o dal pozzo se ha aperto.",
        "The player in turn draws from the tallone, or from the pozzo once opened.",
    ),
    rules=("S40-OPEN40", "S40-POZZO-OPEN"),
)
MELD = move_type(
    MeldMove,
    meld,
    label=("Cala", "Meld"),
    description=(
        "Chi è di turno cala combinazioni: le prime valgono almeno 40.",
        "The player in turn puts melds down: the first ones are worth at least 40.",
    ),
    rules=("S40-OPEN40", "S40-MELD-SET", "S40-MELD-SEQ", "S40-JOKER", "S40-POZZO-OPEN"),
)
ATTACH = move_type(
    AttachMove,
    attach,
    label=("Attacca", "Attach"),
    description=(
        "Chi ha aperto attacca carte a una combinazione in tavola.",
        "A player who has opened attaches cards to a meld on the table.",
    ),
    rules=("S40-OPEN40", "S40-MELD-SEQ", "S40-MELD-SET"),
)
SWAP = move_type(
    SwapMove,
    swap,
    label=("Prendi il jolly", "Take a jolly back"),
    description=(
        "Chi ha aperto mette la carta vera al posto di un jolly in tavola e lo prende.",
        "A player who has opened puts the real card in place of a tabled jolly and takes it.",
    ),
    rules=("S40-JOKER", "S40-VAR-JOLLY"),
)
DISCARD = move_type(
    DiscardMove,
    discard,
    label=("Scarta", "Discard"),
    description=(
        "Chi è di turno scarta una carta nel pozzo; chi non ha aperto non scarta una carta "
        "attaccabile.",
        "The player in turn discards onto the pozzo; whoever has not opened may not discard a "
        "card that fits a meld.",
    ),
    rules=("S40-AMB-5", "S40-OPEN40", "S40-CLUB-JOLLY"),
)
CLOSE = move_type(
    CloseMove,
    close,
    label=("Chiude", "Go out"),
    description=(
        "Chi è di turno cala le ultime combinazioni e scarta l'ultima carta.",
        "The player in turn puts the last melds down and discards the last card.",
    ),
    rules=(
        "S40-CLOSE",
        "S40-INMANO-X2",
        "S40-INMANO-BONUS",
        "S40-OPEN40",
        "S40-MELD-SET",
        "S40-MELD-SEQ",
    ),
)

LOG_MOVES = (DRAW, MELD, ATTACH, SWAP, DISCARD, CLOSE)


def summary_from_log(
    state: Scala40State, closer: int | None, in_mano: bool | None
) -> tuple[int, bool]:
    """Who closed and whether in mano: from the log when it says, else from the summary."""
    log = state.log
    if log.closed is None:
        if closer is None:
            raise IllegalMove(
                "S40-CLOSE",
                _t("Chi ha chiuso? Manca «closer».", "Who went out? 'closer' is missing."),
            )
        return closer, bool(in_mano)
    if closer is not None and closer != log.closed:
        raise IllegalMove(
            "S40-CLOSE",
            _t(
                f"Nel registro della mano ha chiuso {seat(log.closed)}.",
                f"The hand's log says {seat(log.closed)} went out.",
            ),
        )
    if in_mano is not None and in_mano != log.closed_in_mano:
        said = _t("in mano", "in mano") if log.closed_in_mano else _t("non in mano", "not in mano")
        raise IllegalMove(
            "S40-INMANO-X2",
            _t(
                f"Nel registro della mano {seat(log.closed)} ha chiuso {said.it}.",
                f"The hand's log says {seat(log.closed)} went out {said.en}.",
            ),
        )
    return log.closed, log.closed_in_mano


def tabled_cards(state: Scala40State) -> list[str]:
    """The cards on the table's melds, as the log has them (for the deck's copies)."""
    return [code for m in state.log.melds for code in m.cards]


__all__ = [
    "LOG_MOVES",
    "AttachMove",
    "CloseMove",
    "DiscardMove",
    "DrawMove",
    "MeldMove",
    "SwapMove",
    "summary_from_log",
    "tabled_cards",
]
