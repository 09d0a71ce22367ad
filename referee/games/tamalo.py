"""Tamalo, by the Comitato di Tamalo's official rules of March 2020 (rules.md §4).

The table enters each hand's end: the cards left in every hand (or a typed total) and who
called Tamalo. An optional in-hand log records the call, penalty draws, discards, matching
discards onto a fresh ("vergine") card, draws from the discards, powers and the named moves,
and refuses what the rules forbid: a second call, a power used twice or aimed at the
caller's immune cards, a match onto a card that is no longer vergine (the Sveltina).

Every ambiguity of the source (TAM-AMB-1 to TAM-AMB-10) that changes a score is a table
option with the digest's default.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from .base import (
    Alternative,
    Applied,
    Choice,
    Game,
    HandResult,
    IllegalMove,
    JsonInt,
    Line,
    MoveSpec,
    OptionSpec,
    Outcome,
    PlayerName,
    Prompt,
    SeatNo,
    Standing,
    Text,
    explained,
    seat,
)
from .cards import Card, CardError, deck_excess, parse_card

MAX_SEATS = 6
MIN_SEATS = 2
CALL_PENALTY = 15  # TAM-CALLER-NL, TAM-CALLER-GT5
UNDER = 5  # TAM-LT5: "meno di 5" counts 0


# -- options ----------------------------------------------------------------------------


class TamaloOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    target: Annotated[JsonInt, Field(ge=10, le=10_000)] = 100
    cards: Literal[4, 6] = 4
    jokers: Literal[0, 1, 2] = 0
    caller_tie: Literal["strict", "shared"] = "strict"
    compare_on: Literal["raw", "adjusted"] = "raw"
    caller_over5_lowest: Literal["always", "hand"] = "always"
    caller_five: Literal["flat", "plus_hand"] = "flat"
    final_tie: Literal["co_winners", "play_on"] = "co_winners"
    seven_power: bool = True


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        key="target",
        label=_t("Fine partita a", "Game ends at"),
        description=_t(
            "La partita finisce appena qualcuno raggiunge questo totale; vince il più basso.",
            "The game ends as soon as someone reaches this total; the lowest total wins.",
        ),
        default=100,
        rules=("TAM-END",),
        minimum=10,
        maximum=10_000,
    ),
    OptionSpec(
        key="cards",
        label=_t("Carte a testa", "Cards each"),
        description=_t(
            "4 carte (normale) o 6 carte, consigliato in due: se ne guardano 3.",
            "4 cards (normal) or 6 cards, advised for two players: look at 3 of them.",
        ),
        default=4,
        rules=("TAM-6CARDS",),
        choices=(
            Choice(4, _t("4 carte", "4 cards")),
            Choice(6, _t("6 carte", "6 cards")),
        ),
    ),
    OptionSpec(
        key="jokers",
        label=_t("Jolly (modalità Jokes)", "Jokers (Jokes mode)"),
        description=_t(
            "Jolly nel mazzo, 15 punti l'uno; si elimina solo scartandolo su un altro jolly.",
            "Jokers in the deck, 15 points each; one dies only when discarded onto another.",
        ),
        default=0,
        rules=("TAM-JOKE",),
        choices=(
            Choice(0, _t("Nessuno", "None")),
            Choice(1, _t("Uno", "One")),
            Choice(2, _t("Due", "Two")),
        ),
    ),
    OptionSpec(
        key="caller_tie",
        label=_t("Chi chiama ed è pari al più basso", "Caller tied for the lowest"),
        description=_t(
            "«Non ha il punteggio più basso di tutti»: in parità prende 15 (rigido) o no "
            "(condiviso).",
            "'Not the lowest of all': a caller tied for lowest takes 15 (strict) or not (shared).",
        ),
        default="strict",
        rules=("TAM-AMB-1", "TAM-CALLER-NL"),
        choices=(
            Choice("strict", _t("Rigido: la parità costa 15", "Strict: a tie costs 15")),
            Choice("shared", _t("Condiviso: la parità basta", "Shared: a tie is enough")),
        ),
    ),
    OptionSpec(
        key="compare_on",
        label=_t("Il più basso si decide su", "Lowest is decided on"),
        description=_t(
            "Confronto sulla somma delle carte (grezza) o sul punteggio dopo la regola del "
            "sotto 5.",
            "Compare raw hand totals, or scores after the under-5 rule (then 1 and 3 tie at 0).",
        ),
        default="raw",
        rules=("TAM-AMB-2",),
        choices=(
            Choice("raw", _t("Somma delle carte", "Raw hand totals")),
            Choice("adjusted", _t("Punteggio dopo il sotto 5", "Scores after under 5")),
        ),
    ),
    OptionSpec(
        key="caller_over5_lowest",
        label=_t("Chi chiama con più di 5 ed è il più basso", "Caller over 5 who is lowest"),
        description=_t(
            "«In ogni caso»: 15 + la mano anche se è il più basso; oppure solo la mano.",
            "'In every case': 15 + the hand even when lowest; or just the hand.",
        ),
        default="always",
        rules=("TAM-AMB-3", "TAM-CALLER-GT5"),
        choices=(
            Choice("always", _t("15 + mano in ogni caso", "15 + hand in every case")),
            Choice("hand", _t("Solo la mano", "Just the hand")),
        ),
    ),
    OptionSpec(
        key="caller_five",
        label=_t("Chi chiama con 5 e non è il più basso", "Caller with 5, not lowest"),
        description=_t(
            "5 non è «più di 5»: prende 15 fissi, oppure 15 + 5 = 20.",
            "5 is not 'more than 5': a flat 15, or 15 + 5 = 20.",
        ),
        default="flat",
        rules=("TAM-AMB-4", "TAM-CALLER-NL"),
        choices=(
            Choice("flat", _t("15 fissi", "Flat 15")),
            Choice("plus_hand", _t("15 + 5 = 20", "15 + 5 = 20")),
        ),
    ),
    OptionSpec(
        key="final_tie",
        label=_t("Parità per la vittoria", "Tie for the win"),
        description=_t(
            "A fine partita i pari al più basso vincono insieme, o si gioca un'altra mano.",
            "At the end, players tied for lowest share the win, or another hand is played.",
        ),
        default="co_winners",
        rules=("TAM-AMB-6", "TAM-END"),
        choices=(
            Choice("co_winners", _t("Vincono insieme", "Shared win")),
            Choice("play_on", _t("Si gioca un'altra mano", "Play another hand")),
        ),
    ),
    OptionSpec(
        key="seven_power",
        label=_t("Il 7 ha un potere", "The 7 has a power"),
        description=_t(
            "La tabella dei poteri dà al 7 «guarda una tua carta»; il testo dice «sopra il 7».",
            "The powers table gives the 7 'look at one of yours'; the text says 'above 7'.",
        ),
        default=True,
        rules=("TAM-AMB-10", "TAM-POWER"),
    ),
)


# -- moves ------------------------------------------------------------------------------

HandTotal = Annotated[JsonInt, Field(ge=0, le=999)]
CardList = Annotated[list[str], Field(max_length=30)]


def _card_code(value: Any) -> str:
    try:
        return parse_card(value).code
    except CardError as exc:
        raise explained(exc.text.it, exc.text.en) from None


class _Move(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class HandMove(_Move):
    """The end of a hand: every seat's remaining cards (or typed total) and the caller."""

    type: Literal["hand"]
    caller: SeatNo | None = None
    hands: Annotated[list[CardList | HandTotal], Field(min_length=1, max_length=MAX_SEATS)]

    @field_validator("hands", mode="after")
    @classmethod
    def _codes(cls, hands: list[list[str] | int]) -> list[list[str] | int]:
        out: list[list[str] | int] = []
        for i, hand in enumerate(hands):
            if not isinstance(hand, list):
                out.append(hand)
                continue
            try:
                out.append([parse_card(c).code for c in hand])
            except CardError as exc:
                raise explained(f"posto {i}: {exc.text.it}", f"seat {i}: {exc.text.en}") from None
        return out


class CallMove(_Move):
    """A player calls "Tamalo" at the end of their turn: one last round follows."""

    type: Literal["tamalo"]
    seat: SeatNo


PenaltyCause = Literal["wrong_discard", "relook", "out_of_turn", "fake_touch"]


class PenaltyMove(_Move):
    """A penalty draw: one extra face-down card."""

    type: Literal["penalty"]
    seat: SeatNo
    cause: PenaltyCause


class DiscardMove(_Move):
    """A card goes onto the discard pile at the end of a turn."""

    type: Literal["discard"]
    seat: SeatNo
    card: str

    @field_validator("card", mode="before")
    @classmethod
    def _code(cls, value: Any) -> str:
        return _card_code(value)


class MatchMove(_Move):
    """A same-number card thrown onto a fresh discard, in turn or not.

    ``onto`` is the pile position the player threw onto (0 = bottom); when two players throw
    at once the first logged wins and the second finds the card covered.
    """

    type: Literal["match"]
    seat: SeatNo
    card: str
    onto: Annotated[JsonInt, Field(ge=0, le=200)] | None = None

    @field_validator("card", mode="before")
    @classmethod
    def _code(cls, value: Any) -> str:
        return _card_code(value)


class TakeMove(_Move):
    """The player in turn draws the top card of the discard pile."""

    type: Literal["take"]
    seat: SeatNo


class PowerMove(_Move):
    """The player in turn uses the power of the card on top of the discards ("Uso il potere").

    ``targets`` are the seats whose cards the power touches: none or oneself for 7–8, one
    opponent for 9–10, the two seats whose cards are swapped for J–Q, the looked-at seat and
    optionally the seat swapped with for a black king.
    """

    type: Literal["power"]
    seat: SeatNo
    targets: Annotated[list[SeatNo], Field(max_length=2)] = []


NamedMoveName = Literal[
    "coppiona",
    "two_towers",
    "o_babba",
    "o_babba_servito",
    "open_lock",
    "double_open_lock",
    "closed_lock",
    "pozioni",
    "ricetta",
    "ratto_delle_sabine",
    "la_volpe",
    "pd",
]


class NamedMove(_Move):
    """One of the moves "degne di un nome", kept for the table's statistics."""

    type: Literal["named"]
    seat: SeatNo
    name: NamedMoveName


class JoinMove(_Move):
    """A player joins a game already started (TAM-JOIN), between two hands."""

    type: Literal["join"]
    name: PlayerName


TamaloMove = Annotated[
    HandMove
    | CallMove
    | PenaltyMove
    | DiscardMove
    | MatchMove
    | TakeMove
    | PowerMove
    | NamedMove
    | JoinMove,
    Field(discriminator="type"),
]

MOVE_TYPES = (
    "hand",
    "tamalo",
    "penalty",
    "discard",
    "match",
    "take",
    "power",
    "named",
    "join",
)
IN_HAND_TYPES = ("tamalo", "penalty", "discard", "match", "take", "power", "named")

NAMED_MOVES: dict[str, Text] = {
    "coppiona": _t("Coppiona", "Coppiona"),
    "two_towers": _t("Two Towers", "Two Towers"),
    "o_babba": _t("O' Babbà", "O' Babbà"),
    "o_babba_servito": _t("O' Babbà servito", "O' Babbà servito"),
    "open_lock": _t("Open Lock", "Open Lock"),
    "double_open_lock": _t("Double Open Lock", "Double Open Lock"),
    "closed_lock": _t("Closed Lock", "Closed Lock"),
    "pozioni": _t("Pozioni", "Pozioni"),
    "ricetta": _t("Ricetta", "Ricetta"),
    "ratto_delle_sabine": _t("Il Ratto delle Sabine", "Il Ratto delle Sabine"),
    "la_volpe": _t("La Volpe", "La Volpe (The Fox)"),
    "pd": _t("PD", "PD"),
}

PENALTY_CAUSES: dict[str, Text] = {
    "wrong_discard": _t("scarto sbagliato", "wrong discard"),
    "relook": _t("ha riguardato una sua carta senza potere", "looked again without a power"),
    "out_of_turn": _t("ha pescato o guardato fuori turno", "drew or looked out of turn"),
    "fake_touch": _t("fingendo ha toccato gli scarti", "touched the discards while faking"),
}

MOVE_SPECS: tuple[MoveSpec, ...] = (
    MoveSpec(
        "hand",
        _t("Fine mano", "End of hand"),
        _t(
            "Le carte rimaste a ciascuno (o il totale) e chi ha chiamato Tamalo.",
            "The cards left in each hand (or the total) and who called Tamalo.",
        ),
        ("TAM-VAL", "TAM-LT5", "TAM-CALLER-NL", "TAM-CALLER-GT5"),
        ends_hand=True,
    ),
    MoveSpec(
        "tamalo",
        _t("Tamalo!", "Tamalo!"),
        _t("Un giocatore chiama Tamalo: ultimo giro.", "A player calls Tamalo: one last round."),
        ("TAM-CALL",),
    ),
    MoveSpec(
        "penalty",
        _t("Penalità", "Penalty"),
        _t("Una carta coperta in più.", "One extra face-down card."),
        ("TAM-PENALTY",),
    ),
    MoveSpec(
        "discard",
        _t("Scarto", "Discard"),
        _t("Una carta va sul mazzo degli scarti.", "A card goes onto the discard pile."),
        ("TAM-TURN",),
    ),
    MoveSpec(
        "match",
        _t("Scarto uguale", "Matching discard"),
        _t(
            "Una carta dello stesso numero su uno scarto ancora vergine.",
            "A same-number card onto a discard that is still vergine.",
        ),
        ("TAM-MATCH", "TAM-SVELTINA"),
    ),
    MoveSpec(
        "take",
        _t("Pesca dagli scarti", "Take a discard"),
        _t(
            "Chi è di turno pesca la carta in cima agli scarti.",
            "The player in turn takes the top discard.",
        ),
        ("TAM-TURN",),
    ),
    MoveSpec(
        "power",
        _t("Uso il potere", "Use the power"),
        _t(
            "Il potere della carta in cima agli scarti.",
            "The power of the card on top of the discards.",
        ),
        ("TAM-POWER", "TAM-CALL"),
    ),
    MoveSpec(
        "named",
        _t("Mossa con un nome", "Named move"),
        _t(
            "Coppiona, Two Towers, O' Babbà e le altre.",
            "Coppiona, Two Towers, O' Babbà and the others.",
        ),
        ("TAM-NAMED",),
    ),
    MoveSpec(
        "join",
        _t("Nuovo giocatore", "Late joiner"),
        _t(
            "Entra a partita iniziata con i punti dell'ultimo in classifica.",
            "Joins a game in progress with the last-placed player's points.",
        ),
        ("TAM-JOIN", "TAM-AMB-7"),
        adds_seat=True,
    ),
)


# -- state ------------------------------------------------------------------------------


class PileCard(BaseModel):
    """A card on the discard pile: who threw it, whether it is still vergine, its power."""

    card: str
    seat: int
    vergine: bool = True
    power_used: bool = False


class SeatStats(BaseModel):
    calls: int = 0
    calls_lowest: int = 0
    hands_lowest: int = 0
    matches: int = 0
    powers: int = 0
    penalties: dict[str, int] = Field(default_factory=dict)
    named: dict[str, int] = Field(default_factory=dict)


class TamaloState(BaseModel):
    """Everything the rules still need; its size does not grow with the number of hands."""

    totals: list[int]
    hand: int = 1
    finished: bool = False
    winners: list[int] = Field(default_factory=list)
    caller: int | None = None
    pile: list[PileCard] = Field(default_factory=list)
    in_hand_moves: int = 0
    penalties: list[int] = Field(default_factory=list)
    stats: list[SeatStats] = Field(default_factory=list)

    @property
    def seats(self) -> int:
        return len(self.totals)


# -- scoring ----------------------------------------------------------------------------

VALUES = {"A": 1, "J": 11, "Q": 12, "JK": 15}


def card_value(card: Card) -> int:
    """TAM-VAL: A 1, 2–10 face value, J 11, Q 12, black K 13, red K 0; TAM-JOKE: Joker 15."""
    if card.rank == "K":
        return 0 if card.colour == "red" else 13
    if card.rank in VALUES:
        return VALUES[card.rank]
    return int(card.rank)


def adjusted(raw: int) -> int:
    """TAM-LT5: less than 5 counts 0 (5 counts 5)."""
    return 0 if raw < UNDER else raw


def caller_is_lowest(raws: Sequence[int], caller: int, options: TamaloOptions) -> bool:
    """TAM-CALLER-NL with TAM-AMB-1 (ties) and TAM-AMB-2 (raw or adjusted totals)."""
    basis = list(raws) if options.compare_on == "raw" else [adjusted(r) for r in raws]
    mine = basis[caller]
    others = [b for i, b in enumerate(basis) if i != caller]
    if options.caller_tie == "strict":
        return all(mine < other for other in others)
    return all(mine <= other for other in others)


def score_caller(raw: int, lowest: bool, options: TamaloOptions) -> int:
    if raw > UNDER:
        if lowest and options.caller_over5_lowest == "hand":
            return raw
        return CALL_PENALTY + raw
    if not lowest:
        if raw == UNDER and options.caller_five == "plus_hand":
            return CALL_PENALTY + raw
        return CALL_PENALTY
    return adjusted(raw)


def score_hand(raws: Sequence[int], caller: int | None, options: TamaloOptions) -> list[int]:
    """The hand's score per seat from the raw totals and the caller (rules.md §4.4)."""
    scores = [adjusted(r) for r in raws]
    if caller is not None:
        scores[caller] = score_caller(
            raws[caller], caller_is_lowest(raws, caller, options), options
        )
    return scores


# -- the engine -------------------------------------------------------------------------

ALTERNATIVE_OPTIONS = ("caller_tie", "compare_on", "caller_over5_lowest", "caller_five")


class Tamalo(Game[TamaloOptions, TamaloState]):
    id = "tamalo"
    name = _t("Tamalo", "Tamalo")
    summary = _t(
        "Meno punti possibili: si somma la mano a ogni Tamalo, a 100 vince il più basso.",
        "As few points as possible: hands add up at every Tamalo call; at 100 the lowest wins.",
    )
    min_players = MIN_SEATS
    max_players = MAX_SEATS
    options_model = TamaloOptions
    option_specs = OPTION_SPECS
    move_specs = MOVE_SPECS
    state_model = TamaloState
    named_moves = NAMED_MOVES
    penalty_causes = PENALTY_CAUSES
    move_models = (
        HandMove,
        CallMove,
        PenaltyMove,
        DiscardMove,
        MatchMove,
        TakeMove,
        PowerMove,
        NamedMove,
        JoinMove,
    )
    move_adapter: TypeAdapter[Any] = TypeAdapter(TamaloMove)

    def start(self, seats: int, options: TamaloOptions) -> TamaloState:
        self.check_seats(seats)
        return TamaloState(
            totals=[0] * seats,
            penalties=[0] * seats,
            stats=[SeatStats() for _ in range(seats)],
        )

    def goal(self, options: TamaloOptions) -> tuple[Text, int | None]:
        return (
            _t(
                f"La partita finisce a {options.target}; vince il totale più basso.",
                f"The game ends at {options.target}; the lowest total wins.",
            ),
            options.target,
        )

    def seat_count(self, state: TamaloState) -> int:
        return state.seats

    def totals(self, state: TamaloState) -> list[int]:
        return list(state.totals)

    # -- apply ---------------------------------------------------------------------------

    def apply(
        self,
        state: TamaloState,
        move: BaseModel,
        options: TamaloOptions,
        by_seat: int | None = None,
    ) -> Applied:
        if state.finished:
            raise IllegalMove(
                "TAM-END",
                _t(
                    "La partita è finita: non si registrano altre mosse.",
                    "The game is over: no more moves.",
                ),
            )
        new = state.model_copy(deep=True)
        if isinstance(move, HandMove):
            return self._hand(new, move, options)
        if isinstance(move, JoinMove):
            return self._join(new)
        if isinstance(
            move, CallMove | PenaltyMove | DiscardMove | MatchMove | TakeMove | PowerMove
        ):
            self._check_seat(new, move.seat)
        if isinstance(move, DiscardMove | MatchMove):
            excess = deck_excess([parse_card(move.card)], jokers=options.jokers)
            if excess is not None:  # TAM-JOKE: a joker at a table that plays without
                raise IllegalMove("TAM-JOKE", excess[1])
        if isinstance(move, CallMove):
            lines = self._call(new, move)
        elif isinstance(move, PenaltyMove):
            lines = self._penalty(new, move)
        elif isinstance(move, DiscardMove):
            lines = self._discard(new, move)
        elif isinstance(move, MatchMove):
            lines = self._match(new, move)
        elif isinstance(move, TakeMove):
            lines = self._take(new, move)
        elif isinstance(move, PowerMove):
            lines = self._power(new, move, options)
        elif isinstance(move, NamedMove):
            self._check_seat(new, move.seat)
            lines = self._named(new, move.seat, move.name)
        else:  # pragma: no cover - the adapter admits only the types above
            raise TypeError(f"not a Tamalo move: {move!r}")
        new.in_hand_moves += 1
        return Applied(state=new, lines=tuple(lines))

    @staticmethod
    def _check_seat(state: TamaloState, s: int) -> None:
        if not 0 <= s < state.seats:
            raise IllegalMove(
                "TAM-PLAYERS",
                _t(f"Al tavolo non c'è il posto {s}.", f"There is no seat {s} at this table."),
            )

    def _hand(self, state: TamaloState, move: HandMove, options: TamaloOptions) -> Applied:
        n = state.seats
        if len(move.hands) != n:
            raise IllegalMove(
                "TAM-PLAYERS",
                _t(
                    f"Servono {n} mani, una per posto nell'ordine del tavolo; ne sono arrivate "
                    f"{len(move.hands)}.",
                    f"{n} hands are needed, one per seat in seating order; got {len(move.hands)}.",
                ),
            )
        caller = move.caller
        if caller is not None:
            self._check_seat(state, caller)
        if state.caller is not None and caller != state.caller:
            raise IllegalMove(
                "TAM-CALL",
                _t(
                    f"In questa mano ha chiamato Tamalo {seat(state.caller)}.",
                    f"{seat(state.caller)} called Tamalo in this hand.",
                ),
            )
        parsed: list[list[Card] | int] = [
            [parse_card(c) for c in h] if isinstance(h, list) else h for h in move.hands
        ]
        every_card = [c for h in parsed if isinstance(h, list) for c in h]
        excess = deck_excess(every_card, decks=1, jokers=options.jokers)
        if excess is not None:
            kind, text = excess
            raise IllegalMove("TAM-JOKE" if kind == "jokers" else "TAM-DECK", text)
        raws = [sum(card_value(c) for c in h) if isinstance(h, list) else h for h in parsed]
        scores = score_hand(raws, caller, options)
        number = state.hand
        lines = [self._seat_line(i, parsed[i], raws, scores[i], caller, options) for i in range(n)]
        if caller is None:
            lines.append(
                Line(
                    text=_t(
                        "Nessuno ha chiamato Tamalo in questa mano.",
                        "Nobody called Tamalo this hand.",
                    ),
                    rules=("TAM-AMB-9",),
                )
            )
        alternatives = self._alternatives(raws, caller, scores, options)

        for i in range(n):
            state.totals[i] += scores[i]
        low = min(raws)
        for i in range(n):
            if raws[i] == low:
                state.stats[i].hands_lowest += 1
        if caller is not None:
            state.stats[caller].calls += 1
            if caller_is_lowest(raws, caller, options):
                state.stats[caller].calls_lowest += 1
        state.hand += 1
        state.caller = None
        state.pile = []
        state.in_hand_moves = 0
        state.penalties = [0] * n
        lines.extend(self._check_end(state, options))
        return Applied(
            state=state,
            lines=tuple(lines),
            hand=HandResult(number=number, scores=tuple(scores), alternatives=tuple(alternatives)),
        )

    def _seat_line(
        self,
        i: int,
        hand: list[Card] | int,
        raws: list[int],
        score: int,
        caller: int | None,
        options: TamaloOptions,
    ) -> Line:
        raw = raws[i]
        cards_it, cards_en = _describe(hand, raw)
        who = seat(i)
        if i != caller:
            if raw < UNDER:
                return Line(
                    seat=i,
                    points=score,
                    rules=("TAM-VAL", "TAM-LT5"),
                    text=_t(
                        f"{who}: {cards_it}, meno di 5 vale 0.",
                        f"{who}: {cards_en}, under 5 counts 0.",
                    ),
                )
            return Line(
                seat=i,
                points=score,
                rules=("TAM-VAL",),
                text=_t(f"{who}: {cards_it}.", f"{who}: {cards_en}."),
            )
        lowest = caller_is_lowest(raws, i, options)
        basis = raws if options.compare_on == "raw" else [adjusted(r) for r in raws]
        best_other = min(b for j, b in enumerate(basis) if j != i)
        rivals = [j for j, b in enumerate(basis) if j != i and b == best_other]
        rival_names_it = " e ".join(seat(j) for j in rivals)
        rival_names_en = " and ".join(seat(j) for j in rivals)
        tie = basis[i] == best_other
        amb: tuple[str, ...] = ()
        if options.compare_on == "adjusted" and raws[i] != basis[i]:
            amb = ("TAM-AMB-2",)
        detail_it, detail_en = _parts(hand)
        called_it = f"{who} ha chiamato Tamalo con {raw} ({detail_it})"
        called_en = f"{who} called Tamalo with {raw} ({detail_en})"
        if raw > UNDER:
            if lowest and options.caller_over5_lowest == "hand":
                return Line(
                    seat=i,
                    points=score,
                    rules=("TAM-AMB-3", "TAM-VAL"),
                    text=_t(
                        f"{called_it} ed è il più basso: conta solo la mano, {score}.",
                        f"{called_en} and is the lowest: only the hand counts, {score}.",
                    ),
                )
            if lowest:
                return Line(
                    seat=i,
                    points=score,
                    rules=("TAM-CALLER-GT5", "TAM-AMB-3"),
                    text=_t(
                        f"{called_it}: è il più basso ma ha più di 5, quindi in ogni caso "
                        f"15 + {raw} = {score}.",
                        f"{called_en}: the lowest, but over 5, so in every case "
                        f"15 + {raw} = {score}.",
                    ),
                )
            return Line(
                seat=i,
                points=score,
                rules=("TAM-CALLER-GT5",) + amb,
                text=_t(
                    f"{called_it}, non il più basso: 15 + {raw} = {score}.",
                    f"{called_en}, not the lowest: 15 + {raw} = {score}.",
                ),
            )
        if not lowest:
            rules = ("TAM-CALLER-NL",) + (("TAM-AMB-1",) if tie else ()) + amb
            if raw == UNDER:
                rules += ("TAM-AMB-4",)
            if tie:
                why_it = f"pari al più basso con {rival_names_it}, e la parità non basta"
                why_en = f"tied for the lowest with {rival_names_en}, and a tie is not enough"
            else:
                why_it = f"non il più basso ({rival_names_it} ha {best_other})"
                why_en = f"not the lowest ({rival_names_en} has {best_other})"
            if score == CALL_PENALTY:
                sum_it = sum_en = "15"
            else:
                sum_it = sum_en = f"15 + {raw} = {score}"
            return Line(
                seat=i,
                points=score,
                rules=rules,
                text=_t(f"{called_it}, {why_it}: {sum_it}.", f"{called_en}, {why_en}: {sum_en}."),
            )
        if raw < UNDER:
            return Line(
                seat=i,
                points=score,
                rules=("TAM-CALLER-NL", "TAM-LT5") + (("TAM-AMB-1",) if tie else ()) + amb,
                text=_t(
                    f"{called_it} ed è il più basso: meno di 5 vale 0.",
                    f"{called_en} and is the lowest: under 5 counts 0.",
                ),
            )
        return Line(
            seat=i,
            points=score,
            rules=("TAM-CALLER-NL", "TAM-LT5") + (("TAM-AMB-1",) if tie else ()) + amb,
            text=_t(
                f"{called_it} ed è il più basso: 5 vale 5.",
                f"{called_en} and is the lowest: 5 counts 5.",
            ),
        )

    def _alternatives(
        self, raws: list[int], caller: int | None, scores: list[int], options: TamaloOptions
    ) -> list[Alternative]:
        """What each other reading of the caller rules would have given this hand."""
        if caller is None:
            return []
        found: list[Alternative] = []
        specs = {spec.key: spec for spec in OPTION_SPECS}
        for key in ALTERNATIVE_OPTIONS:
            spec = specs[key]
            for choice in spec.choices:
                if choice.value == getattr(options, key):
                    continue
                other = options.model_copy(update={key: choice.value})
                alt = score_hand(raws, caller, other)
                if alt == scores:
                    continue
                changed = [i for i in range(len(raws)) if alt[i] != scores[i]]
                diff_it = "; ".join(f"{seat(i)} {alt[i]} invece di {scores[i]}" for i in changed)
                diff_en = "; ".join(f"{seat(i)} {alt[i]} instead of {scores[i]}" for i in changed)
                found.append(
                    Alternative(
                        option=key,
                        value=choice.value,
                        rules=spec.rules,
                        scores=tuple(alt),
                        text=_t(
                            f"Con «{choice.label.it}»: {diff_it}.",
                            f"With '{choice.label.en}': {diff_en}.",
                        ),
                    )
                )
        return found

    def _check_end(self, state: TamaloState, options: TamaloOptions) -> list[Line]:
        """TAM-END: the game ends once anyone reaches the target; lowest total wins."""
        top = max(state.totals)
        if top < options.target:
            return []
        reached = [i for i, t in enumerate(state.totals) if t >= options.target]
        low = min(state.totals)
        best = [i for i, t in enumerate(state.totals) if t == low]
        reached_it = ", ".join(f"{seat(i)} ({state.totals[i]})" for i in reached)
        lines = []
        if len(best) > 1 and options.final_tie == "play_on":
            names_it = " e ".join(seat(i) for i in best)
            names_en = " and ".join(seat(i) for i in best)
            lines.append(
                Line(
                    rules=("TAM-END", "TAM-AMB-6"),
                    text=_t(
                        f"Raggiunto {options.target}: {reached_it}. {names_it} sono pari al più "
                        f"basso con {low}: si gioca un'altra mano.",
                        f"{options.target} reached: {reached_it}. {names_en} are tied for the "
                        f"lowest with {low}: another hand decides.",
                    ),
                )
            )
            return lines
        state.finished = True
        state.winners = best
        if len(best) == 1:
            lines.append(
                Line(
                    seat=best[0],
                    rules=("TAM-END",),
                    text=_t(
                        f"Raggiunto {options.target}: {reached_it}. Partita finita: vince "
                        f"{seat(best[0])} con {low}.",
                        f"{options.target} reached: {reached_it}. Game over: {seat(best[0])} "
                        f"wins with {low}.",
                    ),
                )
            )
        else:
            names_it = " e ".join(seat(i) for i in best)
            names_en = " and ".join(seat(i) for i in best)
            lines.append(
                Line(
                    rules=("TAM-END", "TAM-AMB-6"),
                    text=_t(
                        f"Raggiunto {options.target}: {reached_it}. Partita finita: vincono "
                        f"insieme {names_it} con {low}.",
                        f"{options.target} reached: {reached_it}. Game over: {names_en} share "
                        f"the win with {low}.",
                    ),
                )
            )
        return lines

    def _join(self, state: TamaloState) -> Applied:
        if state.seats >= MAX_SEATS:
            raise IllegalMove(
                "TAM-PLAYERS",
                _t(
                    f"Tamalo si gioca al massimo in {MAX_SEATS}.",
                    f"Tamalo takes at most {MAX_SEATS} players.",
                ),
            )
        if state.in_hand_moves or state.caller is not None:
            raise IllegalMove(
                "TAM-JOIN",
                _t(
                    "Si entra tra una mano e l'altra: prima chiudete questa mano.",
                    "Players join between hands: finish this hand first.",
                ),
            )
        start_total = max(state.totals)
        new_seat = state.seats
        state.totals.append(start_total)
        state.penalties.append(0)
        state.stats.append(SeatStats())
        line = Line(
            seat=new_seat,
            points=start_total,
            rules=("TAM-JOIN", "TAM-AMB-7"),
            text=_t(
                f"{seat(new_seat)} entra a partita iniziata con i punti dell'ultimo in classifica: "
                f"{start_total}.",
                f"{seat(new_seat)} joins the game in progress with the last-placed total: "
                f"{start_total}.",
            ),
        )
        return Applied(state=state, lines=(line,))

    def _call(self, state: TamaloState, move: CallMove) -> list[Line]:
        if state.caller is not None:
            raise IllegalMove(
                "TAM-CALL",
                _t(
                    f"{seat(state.caller)} ha già chiamato Tamalo in questa mano.",
                    f"{seat(state.caller)} already called Tamalo this hand.",
                ),
            )
        state.caller = move.seat
        return [
            Line(
                seat=move.seat,
                rules=("TAM-CALL",),
                text=_t(
                    f"{seat(move.seat)} chiama Tamalo: ultimo giro, e le sue carte non subiscono "
                    "più i poteri altrui.",
                    f"{seat(move.seat)} calls Tamalo: one last round, and their cards are now "
                    "immune to the others' powers.",
                ),
            )
        ]

    def _penalty(self, state: TamaloState, move: PenaltyMove) -> list[Line]:
        state.penalties[move.seat] += 1
        stats = state.stats[move.seat]
        stats.penalties[move.cause] = stats.penalties.get(move.cause, 0) + 1
        cause = PENALTY_CAUSES[move.cause]
        return [
            Line(
                seat=move.seat,
                rules=("TAM-PENALTY",),
                text=_t(
                    f"{seat(move.seat)} pesca una carta di penalità: {cause.it}.",
                    f"{seat(move.seat)} draws a penalty card: {cause.en}.",
                ),
            )
        ]

    def _discard(self, state: TamaloState, move: DiscardMove) -> list[Line]:
        if state.pile:
            # TAM-MATCH: a card with anything discarded on it is no longer vergine
            state.pile[-1].vergine = False
        state.pile.append(PileCard(card=move.card, seat=move.seat))
        card = parse_card(move.card)
        return [
            Line(
                seat=move.seat,
                rules=("TAM-TURN",),
                text=_t(
                    f"{seat(move.seat)} scarta {card.label('it')}.",
                    f"{seat(move.seat)} discards {card.label('en')}.",
                ),
            )
        ]

    def _match(self, state: TamaloState, move: MatchMove) -> list[Line]:
        if not state.pile:
            raise IllegalMove(
                "TAM-MATCH",
                _t("Non c'è nessuno scarto su cui buttare.", "There is no discard to match."),
            )
        top_index = len(state.pile) - 1
        onto = top_index if move.onto is None else move.onto
        if onto > top_index:
            raise IllegalMove(
                "TAM-MATCH",
                _t(
                    f"Negli scarti non c'è la posizione {onto}.",
                    f"The discard pile has no position {onto}.",
                ),
            )
        target = state.pile[onto]
        card = parse_card(move.card)
        under = parse_card(target.card)
        if onto != top_index:
            first = state.pile[onto + 1]
            raise IllegalMove(
                "TAM-MATCH",
                _t(
                    f"{seat(first.seat)} è arrivato prima: solo il primo scarto conta.",
                    f"{seat(first.seat)} got there first: only the first discard counts.",
                ),
            )
        if card.is_joker != under.is_joker or card.rank != under.rank:
            if under.is_joker:
                rule = "TAM-JOKE"
                text = _t(
                    "Un jolly si elimina solo scartandolo su un altro jolly.",
                    "A joker dies only when discarded onto another joker.",
                )
            else:
                rule = "TAM-MATCH"
                text = _t(
                    f"Su {under.label('it')} si butta solo una carta dello stesso numero, non "
                    f"{card.label('it')}.",
                    f"Only a card of the same number goes onto {under.label('en')}, not "
                    f"{card.label('en')}.",
                )
            raise IllegalMove(rule, text)
        if not target.vergine:
            raise IllegalMove(
                "TAM-SVELTINA",
                _t(
                    f"Sveltina: {under.label('it')} non è più vergine, ci è già stato scartato "
                    "sopra. Mossa proibita.",
                    f"Sveltina: {under.label('en')} is no longer vergine, a card was already "
                    "discarded on it. Forbidden move.",
                ),
            )
        target.vergine = False
        state.pile.append(PileCard(card=card.code, seat=move.seat))
        state.stats[move.seat].matches += 1
        lines = [
            Line(
                seat=move.seat,
                rules=("TAM-MATCH",),
                text=_t(
                    f"{seat(move.seat)} butta {card.label('it')} su {under.label('it')} di "
                    f"{seat(target.seat)}.",
                    f"{seat(move.seat)} matches {card.label('en')} onto {seat(target.seat)}'s "
                    f"{under.label('en')}.",
                ),
            )
        ]
        lock = _lock_name(under, card)
        if lock:
            lines.extend(self._named(state, move.seat, lock))
        return lines

    def _take(self, state: TamaloState, move: TakeMove) -> list[Line]:
        if not state.pile:
            raise IllegalMove(
                "TAM-TURN",
                _t("Il mazzo degli scarti è vuoto.", "The discard pile is empty."),
            )
        taken = state.pile.pop()
        card = parse_card(taken.card)
        return [
            Line(
                seat=move.seat,
                rules=("TAM-TURN",),
                text=_t(
                    f"{seat(move.seat)} pesca {card.label('it')} dagli scarti.",
                    f"{seat(move.seat)} takes {card.label('en')} from the discards.",
                ),
            )
        ]

    def _power(self, state: TamaloState, move: PowerMove, options: TamaloOptions) -> list[Line]:
        if not state.pile:
            raise IllegalMove(
                "TAM-POWER",
                _t(
                    "Non c'è nessuna carta negli scarti di cui usare il potere.",
                    "There is no discard whose power to use.",
                ),
            )
        top = state.pile[-1]
        card = parse_card(top.card)
        power = power_of(card, options)
        if power is None:
            raise IllegalMove(
                "TAM-POWER" if card.rank != "7" else "TAM-AMB-10",
                _t(f"{card.label('it')} non ha poteri.", f"{card.label('en')} has no power."),
            )
        if top.power_used:
            raise IllegalMove(
                "TAM-POWER",
                _t(
                    f"Il potere di questo {card.label('it')} è già stato usato: si usa una "
                    "volta sola.",
                    f"This {card.label('en')}'s power was already used: a power is used once.",
                ),
            )
        for t in move.targets:
            self._check_seat(state, t)
        targets = list(move.targets)
        me = move.seat
        shape_ok = {
            "look_own": len(targets) == 0 or targets == [me],
            "look_other": len(targets) == 1 and targets[0] != me,
            "swap": len(targets) == 2,
            "look_swap": len(targets) in (1, 2) and targets[0] != me,
        }[power]
        if not shape_ok:
            raise IllegalMove("TAM-POWER", _POWER_TARGETS[power])
        if state.caller is not None and state.caller != me and state.caller in targets:
            raise IllegalMove(
                "TAM-CALL",
                _t(
                    f"{seat(state.caller)} ha chiamato Tamalo: le sue carte non subiscono poteri.",
                    f"{seat(state.caller)} called Tamalo: their cards are immune to powers.",
                ),
            )
        top.power_used = True
        state.stats[me].powers += 1
        what = _POWER_TEXT[power]
        lines = [
            Line(
                seat=me,
                rules=("TAM-POWER",),
                text=_t(
                    f"{seat(me)} usa il potere di {card.label('it')}: {what.it}"
                    + _targets_text(targets, "it")
                    + ".",
                    f"{seat(me)} uses the power of {card.label('en')}: {what.en}"
                    + _targets_text(targets, "en")
                    + ".",
                ),
            )
        ]
        if len(targets) == 2 and me not in targets:
            if power == "swap":
                lines.extend(self._named(state, me, "pozioni"))
            elif power == "look_swap":
                lines.extend(self._named(state, me, "ricetta"))
        return lines

    def _named(self, state: TamaloState, s: int, name: str) -> list[Line]:
        stats = state.stats[s]
        stats.named[name] = stats.named.get(name, 0) + 1
        label = NAMED_MOVES[name]
        return [
            Line(
                seat=s,
                rules=("TAM-NAMED",),
                text=_t(f"{label.it} di {seat(s)}!", f"{label.en} by {seat(s)}!"),
            )
        ]

    # -- reading the state ----------------------------------------------------------------

    def prompt(self, state: TamaloState, options: TamaloOptions) -> Prompt:
        if state.finished:
            return Prompt(
                phase="finished",
                text=_t("Partita finita.", "The game is over."),
                moves=(),
            )
        moves = ("hand",) + IN_HAND_TYPES
        if not state.in_hand_moves and state.caller is None and state.seats < MAX_SEATS:
            moves += ("join",)
        if state.caller is not None:
            text = _t(
                f"Mano {state.hand}: {seat(state.caller)} ha chiamato Tamalo. Dopo l'ultimo giro "
                "inserite le carte rimaste a ciascuno.",
                f"Hand {state.hand}: {seat(state.caller)} called Tamalo. After the last round, "
                "enter the cards left in each hand.",
            )
            phase = "last_round"
        else:
            text = _t(
                f"Mano {state.hand}: a fine mano inserite le carte rimaste a ciascuno e chi ha "
                "chiamato Tamalo.",
                f"Hand {state.hand}: when it ends, enter the cards left in each hand and who "
                "called Tamalo.",
            )
            phase = "playing"
        return Prompt(phase=phase, text=text, moves=moves)

    def standings(self, state: TamaloState, options: TamaloOptions) -> list[Standing]:
        order = sorted(range(state.seats), key=lambda i: (state.totals[i], i))
        return [
            Standing(
                seat=i,
                total=state.totals[i],
                rank=1 + sum(1 for t in state.totals if t < state.totals[i]),
            )
            for i in order
        ]

    def outcome(self, state: TamaloState, options: TamaloOptions) -> Outcome | None:
        if not state.finished:
            return None
        low = min(state.totals)
        names_it = " e ".join(seat(i) for i in state.winners)
        names_en = " and ".join(seat(i) for i in state.winners)
        if len(state.winners) == 1:
            text = _t(f"Vince {names_it} con {low}.", f"{names_en} wins with {low}.")
        else:
            text = _t(
                f"Vincono insieme {names_it} con {low}.", f"{names_en} share the win with {low}."
            )
        return Outcome(
            winners=tuple(state.winners),
            text=text,
            rules=("TAM-END",) + (("TAM-AMB-6",) if len(state.winners) > 1 else ()),
        )


# -- helpers ----------------------------------------------------------------------------

PowerKind = Literal["look_own", "look_other", "swap", "look_swap"]


def power_of(card: Card, options: TamaloOptions) -> PowerKind | None:
    """TAM-POWER as the seed's powers table gives it (TAM-AMB-10 for the 7)."""
    if card.rank == "7":
        return "look_own" if options.seven_power else None
    if card.rank == "8":
        return "look_own"
    if card.rank in ("9", "10"):
        return "look_other"
    if card.rank in ("J", "Q"):
        return "swap"
    if card.rank == "K" and card.colour == "black":
        return "look_swap"
    return None


_POWER_TEXT: dict[str, Text] = {
    "look_own": _t("guarda una sua carta", "looks at one of their own cards"),
    "look_other": _t("guarda una carta altrui", "looks at another player's card"),
    "swap": _t("scambia due carte senza guardarle", "swaps two cards unseen"),
    "look_swap": _t(
        "guarda una carta altrui e decide se scambiarla",
        "looks at another player's card and may swap it",
    ),
}

_POWER_TARGETS: dict[str, Text] = {
    "look_own": _t(
        "Il 7 e l'8 fanno guardare solo una propria carta.",
        "A 7 or an 8 only lets you look at one of your own cards.",
    ),
    "look_other": _t(
        "Il 9 e il 10 fanno guardare la carta di un altro giocatore: indica chi.",
        "A 9 or a 10 lets you look at one other player's card: say whose.",
    ),
    "swap": _t(
        "Il J e la Q scambiano due carte: indica i due posti.",
        "A J or a Q swaps two cards: give the two seats.",
    ),
    "look_swap": _t(
        "Il re nero fa guardare la carta di un altro e, se vuoi, scambiarla con chiunque.",
        "A black king looks at another player's card and may swap it with anyone.",
    ),
}


def _targets_text(targets: list[int], lang: str) -> str:
    if not targets:
        return ""
    joiner = " e " if lang == "it" else " and "
    prefix = " (" if lang == "en" else " ("
    return prefix + joiner.join(seat(t) for t in targets) + ")"


def _lock_name(under: Card, card: Card) -> str | None:
    """Open Lock, Double Open Lock and Closed Lock, recognised from the kings' colours."""
    if under.rank != "K" or card.rank != "K" or not under.colour or not card.colour:
        return None
    if card.colour == "red" and under.colour == "black":
        return "open_lock"
    if card.colour == "red" and under.colour == "red":
        return "double_open_lock"
    if card.colour == "black" and under.colour == "red":
        return "closed_lock"
    return None


def _parts(hand: list[Card] | int) -> tuple[str, str]:
    """The cards of a hand without their sum: ``3♥ + K♠ (13)``."""
    if isinstance(hand, int):
        return "totale scritto", "typed total"
    if not hand:
        return "nessuna carta", "no cards"
    parts_it = [_card_part(card, "it") for card in hand]
    parts_en = [_card_part(card, "en") for card in hand]
    return " + ".join(parts_it), " + ".join(parts_en)


def _card_part(card: Card, lang: str) -> str:
    if card.rank.isdigit():
        return card.label(lang)
    return f"{card.label(lang)} ({card_value(card)})"


def _describe(hand: list[Card] | int, raw: int) -> tuple[str, str]:
    """A hand as a sum both languages can read: ``7 + K♥ (0) + J (11) = 18``."""
    if isinstance(hand, int):
        return f"{raw} (totale scritto)", f"{raw} (typed total)"
    if not hand:
        return "nessuna carta, 0", "no cards, 0"
    parts_it, parts_en = _parts(hand)
    return f"{parts_it} = {raw}", f"{parts_en} = {raw}"


GAME = Tamalo()
