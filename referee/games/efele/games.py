"""The moves that make the evening: a claim, a whole game at once, a new game, the forfeit, the end.

A claim (EFE-WIN) takes a player out of the game under way; when one player is left, that
player is the Efele (EFE-END) and the game is scored. A table that wants only the tally enters
a whole game as its exit order. A new game goes to the next dealer, on the left.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, WithJsonSchema, field_validator

from ..base import (
    Applied,
    IllegalMove,
    Line,
    MoveModel,
    SeatNo,
    explained,
    is_control,
    move_type,
    seat,
)
from ..base import it_en as _t
from .cards import CardCode, capital, card_code, labels, the_plural
from .claims import judge_claim
from .options import EfeleOptions
from .scoring import end_game, escape, reset_game
from .state import EfeleState, check_playing, check_seat, ordinal, seats_text

CardList = Annotated[list[CardCode], Field(max_length=12)]


def normal_codes(cards: list[str]) -> list[str]:
    """Codes as the log keeps them: long forms turned into codes, anything else as typed."""
    return [card_code(c) or c.strip() for c in cards]


class ClaimMove(MoveModel):
    """A player shows four cards of a value (or three and the Weli) and leaves the game."""

    type: Literal["claim"]
    seat: SeatNo
    cards: CardList

    @field_validator("cards", mode="after")
    @classmethod
    def _codes(cls, cards: list[str]) -> list[str]:
        return normal_codes(cards)


def claim(state: EfeleState, move: ClaimMove, options: EfeleOptions) -> Applied:
    check_playing(state, move.seat)
    verdict = judge_claim(move.cards, options.deck)
    if not verdict.valid:
        raise IllegalMove(verdict.rule, verdict.text)
    cards = list(verdict.cards)
    in_centre = [c for c in cards if c in state.centre]
    if in_centre:
        raise IllegalMove(
            "EFE-DEAD",
            _t(
                f"{labels(in_centre).it}: "
                f"{'è scoperto' if len(in_centre) == 1 else 'sono scoperti'} al centro, non in "
                f"mano a {seat(move.seat)}.",
                f"{labels(in_centre).en}: face up in the centre, not in {seat(move.seat)}'s hand.",
            ),
        )
    again = [c for c in cards if c in state.claimed]
    if again and options.out_cards == "removed":
        one = len(again) == 1
        raise IllegalMove(
            "EFE-AMB-3",
            _t(
                f"{labels(again).it}: {'è uscito' if one else 'sono usciti'} dal gioco con chi "
                "ha chiuso prima (le carte di chi esce restano fuori dal gioco).",
                f"{labels(again).en}: {'it' if one else 'they'} left the game with a player who "
                "went out earlier (the cards of a player who goes out are removed from play).",
            ),
        )
    rules = verdict.rules
    value = verdict.value
    assert value is not None
    dead_it = dead_en = ""
    weli_dead = value in state.dead_values() and verdict.weli_stands_for is not None
    if weli_dead and options.weli_dead_value == "refused":
        dead = capital(the_plural(value))
        raise IllegalMove(
            "EFE-AMB-8",
            _t(
                f"{dead.it} sono morti al centro: per questo tavolo il Weli non completa un "
                "valore morto, quindi tre carte e il Weli non bastano.",
                f"{dead.en} are dead in the centre: at this table the Weli does not complete "
                "a dead value, so three cards and the Weli are not enough.",
            ),
        )
    if weli_dead:
        # EFE-AMB-8, the text's word: the Weli takes any value one wishes, a dead one too
        rules += ("EFE-DEAD", "EFE-AMB-8")
        dead = capital(the_plural(value))
        dead_it = (
            f" {dead.it} sono morti al centro, ma il Weli vale qualsiasi valore si desideri: "
            "come dice il testo, la combinazione vale."
        )
        dead_en = (
            f" {dead.en} are dead in the centre, but the Weli takes any value one wishes: as "
            "the text says, the set stands."
        )
    elif value in state.dead_values():
        # the centre kills a value for the cards drawn, not for a set already in hand
        rules += ("EFE-DEAD",)
        dead = capital(the_plural(value))
        dead_it = (
            f" {dead.it} sono morti al centro, ma la regola riguarda le carte pescate: la "
            "combinazione in mano vale lo stesso."
        )
        dead_en = (
            f" {dead.en} are dead in the centre, but that rule is about cards drawn: the set "
            "in hand stands all the same."
        )
    state.exit_order.append(move.seat)
    state.logged += 1
    if weli_dead:
        state.weli_dead.append(move.seat)
    state.claimed.extend(c for c in cards if c not in state.claimed)
    place = len(state.exit_order)
    kept = "EFE-AMB-3"
    back_it = (
        "le sue carte escono dal gioco"
        if options.out_cards == "removed"
        else "le sue carte tornano nel tallone"
    )
    back_en = (
        "their cards leave the game"
        if options.out_cards == "removed"
        else "their cards go back into the stock"
    )
    lines = [
        Line(
            seat=move.seat,
            rules=(*rules, kept),
            text=_t(
                f"{seat(move.seat)} mostra {labels(cards).it}. {verdict.text.it}{dead_it} "
                f"Esce dal gioco, {ordinal(place).it}; {back_it}.",
                f"{seat(move.seat)} shows {labels(cards).en}. {verdict.text.en}{dead_en} Out "
                f"{ordinal(place).en}; {back_en}.",
            ),
        )
    ]
    if again:
        lines.append(
            Line(
                seat=move.seat,
                rules=("EFE-AMB-3",),
                text=_t(
                    f"{labels(again).it}: già mostrat{'o' if len(again) == 1 else 'i'} da chi è "
                    "uscito prima, tornat"
                    f"{'o' if len(again) == 1 else 'i'} nel tallone come vuole questo tavolo; "
                    "se le carte di chi esce restassero fuori dal gioco, questa combinazione "
                    "non sarebbe valida.",
                    f"{labels(again).en}: already shown by a player who went out earlier, back "
                    "into the stock as this table plays it; were the cards of a player who goes "
                    "out removed from play, this claim would not stand.",
                ),
            )
        )
    left = state.still_in()
    if len(left) > 1:
        return Applied(state=state, lines=tuple(lines))
    more, hand = end_game(state, left, options)
    return Applied(state=state, lines=tuple(lines + more), hand=hand)


CLAIM = move_type(
    ClaimMove,
    claim,
    label=("Combinazione vincente", "Winning claim"),
    description=(
        "Un giocatore mostra quattro carte dello stesso valore (o tre e il Weli) ed esce dal "
        "gioco.",
        "A player shows four cards of a value (or three and the Weli) and leaves the game.",
    ),
    rules=("EFE-WIN", "EFE-WELI", "EFE-DEAD", "EFE-AMB-3", "EFE-AMB-8", "EFE-END"),
    # the last claim of a game scores it (EFE-END): a claim is read with the games' results,
    # and the claim's form corrects it
    ends_hand=True,
)


class GameMove(MoveModel):
    """A whole game at once: the seats in the order they went out; the one left is the Efele."""

    type: Literal["game"]
    exit_order: Annotated[list[SeatNo], Field(min_length=1, max_length=8)]


def whole_game(state: EfeleState, move: GameMove, options: EfeleOptions) -> Applied:
    lines: list[Line] = []
    if state.game_over:
        lines.append(dealt(state))
    elif state.logged:
        raise IllegalMove(
            "EFE-END",
            _t(
                f"La partita {state.game} ha già mosse nel registro: finitela con le "
                "combinazioni di chi esce, o annullatele, prima di scriverla tutta insieme.",
                f"Game {state.game} already has moves in the log: finish it with the claims of "
                "those going out, or undo them, before entering it all at once.",
            ),
        )
    order = list(move.exit_order)
    for s in order:
        check_seat(state, s)
    twice = next((s for s in order if order.count(s) > 1), None)
    if twice is not None:
        raise IllegalMove(
            "EFE-END",
            _t(
                f"{seat(twice)} compare due volte nell'ordine di uscita: si esce una volta sola.",
                f"{seat(twice)} appears twice in the exit order: a player goes out only once.",
            ),
        )
    if len(order) != state.seats - 1:
        raise IllegalMove(
            "EFE-END",
            _t(
                f"L'ordine di uscita elenca tutti tranne l'Efele: {state.seats - 1} posti, non "
                f"{len(order)}.",
                f"The exit order lists everyone but the Efele: {state.seats - 1} seats, not "
                f"{len(order)}.",
            ),
        )
    state.exit_order = order
    (efele,) = state.still_in()
    lines += [
        Line(
            seat=s,
            rules=("EFE-WIN",),
            text=_t(
                f"{seat(s)} esce {ordinal(k + 1).it}.", f"{seat(s)} goes out {ordinal(k + 1).en}."
            ),
        )
        for k, s in enumerate(order)
    ]
    more, hand = end_game(state, [efele], options)
    return Applied(state=state, lines=tuple(lines + more), hand=hand)


GAME_MOVE = move_type(
    GameMove,
    whole_game,
    label=("Partita intera", "Whole game"),
    description=(
        "I posti nell'ordine in cui sono usciti; chi resta è l'Efele.",
        "The seats in the order they went out; the one left is the Efele.",
    ),
    rules=("EFE-WIN", "EFE-END", "EFE-PLAYERS"),
    ends_hand=True,
)


class NewGameMove(MoveModel):
    """The next game at the same table, dealt by the player on the last dealer's left."""

    type: Literal["new_game"]


def next_game(state: EfeleState) -> None:
    reset_game(state)
    state.game += 1
    state.dealer = (state.dealer + 1) % state.seats


def new_game(state: EfeleState, move: NewGameMove, options: EfeleOptions) -> Applied:
    if not state.game_over:
        left = state.still_in()
        raise IllegalMove(
            "EFE-END",
            _t(
                f"La partita {state.game} non è finita: sono ancora in gioco "
                f"{seats_text(left).it}.",
                f"Game {state.game} is not over: {seats_text(left).en} are still playing.",
            ),
        )
    return Applied(state=state, lines=(dealt(state),))


def dealt(state: EfeleState) -> Line:
    """Start the next game, dealt by the player on the last dealer's left, and say so."""
    next_game(state)
    return Line(
        seat=state.dealer,
        rules=("EFE-PLAYERS",),
        text=_t(
            f"Partita {state.game}: distribuisce {seat(state.dealer)}, quattro carte a testa.",
            f"Game {state.game}: {seat(state.dealer)} deals, four cards each.",
        ),
    )


NEW_GAME = move_type(
    NewGameMove,
    new_game,
    label=("Nuova partita", "New game"),
    description=(
        "Un'altra partita allo stesso tavolo: distribuisce chi siede a sinistra del mazziere.",
        "Another game at the same table: the player on the dealer's left deals.",
    ),
    rules=("EFE-PLAYERS", "EFE-END"),
)


FORFEIT_MAX = 80


def _char_class(chars: list[str]) -> str:
    """The inside of a regular expression's character class matching exactly ``chars``."""
    out: list[str] = []
    codes = sorted(ord(c) for c in chars)
    start = prev = codes[0]
    for code in [*codes[1:], -1]:
        if code == prev + 1:
            prev = code
            continue
        out.append(f"\\u{start:04x}" if start == prev else f"\\u{start:04x}-\\u{prev:04x}")
        start = prev = code
    return "".join(out)


_SPACES = [chr(c) for c in range(0x3000 + 1) if chr(c).isspace()]
_REFUSED = [chr(c) for c in range(0xA0) if is_control(chr(c)) and not chr(c).isspace()]
#: What the forfeit's validator takes: at most FORFEIT_MAX characters, one at least that is no
#: space, no control character but spaces and line breaks (which fold to one space).
FORFEIT_PATTERN = (
    f"^[^{_char_class(_REFUSED)}]*[^{_char_class(_REFUSED + _SPACES)}][^{_char_class(_REFUSED)}]*$"
)


class PenaltyMove(MoveModel):
    """The forfeit the Efele pays, as the table agrees it before the deal (text)."""

    type: Literal["penalty"]
    forfeit: Annotated[
        str,
        WithJsonSchema(
            {
                "type": "string",
                "maxLength": FORFEIT_MAX,
                "pattern": FORFEIT_PATTERN,
                "description": "The forfeit, in a few words; spaces and line breaks fold to one "
                "space.",
            }
        ),
    ]

    @field_validator("forfeit", mode="before")
    @classmethod
    def _clean(cls, value: object) -> str:
        if not isinstance(value, str):
            raise explained("la penitenza è un testo", "the forfeit is text")
        if len(value) > FORFEIT_MAX:
            raise explained(
                f"la penitenza supera {FORFEIT_MAX} caratteri",
                f"the forfeit is longer than {FORFEIT_MAX} characters",
            )
        if any(is_control(c) and not c.isspace() for c in value):
            raise explained(
                "la penitenza contiene caratteri di controllo", "the forfeit has control characters"
            )
        text = " ".join(value.split())
        if not text:
            raise explained("la penitenza è vuota", "the forfeit is empty")
        return text


def penalty(state: EfeleState, move: PenaltyMove, options: EfeleOptions) -> Applied:
    if state.logged and not state.game_over:
        raise IllegalMove(
            "EFE-END",
            _t(
                "La penalità si concorda prima della distribuzione: a partita iniziata vale "
                "quella già decisa.",
                "The penalty is agreed before the deal: once a game is under way, the one agreed "
                "stands.",
            ),
        )
    state.forfeit = move.forfeit
    forfeit = escape(move.forfeit)
    line = Line(
        rules=("EFE-END",),
        text=_t(
            f"Penitenza per l'Efele: «{forfeit}».",
            f"The Efele's forfeit: '{forfeit}'.",
        ),
    )
    return Applied(state=state, lines=(line,))


PENALTY = move_type(
    PenaltyMove,
    penalty,
    label=("Penitenza", "Forfeit"),
    description=(
        "Cosa paga l'Efele, oltre ai punti: si concorda prima della distribuzione.",
        "What the Efele pays besides the points: agreed before the deal.",
    ),
    rules=("EFE-END",),
)


class EndMove(MoveModel):
    """The end of the evening, when the table says so."""

    type: Literal["end"]


def end_evening(state: EfeleState, move: EndMove, options: EfeleOptions) -> Applied:
    if state.logged and not state.game_over:
        raise IllegalMove(
            "EFE-END",
            _t(
                f"La partita {state.game} è in corso: finitela, o annullate le sue mosse, prima "
                "di chiudere la serata.",
                f"Game {state.game} is under way: finish it, or undo its moves, before ending "
                "the evening.",
            ),
        )
    if not state.games_played:
        raise IllegalMove(
            "EFE-END",
            _t(
                "Nessuna partita giocata: la serata non ha ancora un Efele.",
                "No game played: the evening has no Efele yet.",
            ),
        )
    state.finished = True
    counts = state.counts()
    low = min(counts)
    high = max(counts)
    best = [s for s in range(state.seats) if counts[s] == low]
    worst = [s for s in range(state.seats) if counts[s] == high]
    lines = [
        Line(
            rules=("EFE-END",),
            text=_t(
                f"Serata finita dopo {state.games_played} partite. Meno volte Efele: "
                f"{seats_text(best).it} ({low}); più volte: "
                f"{seats_text(worst).it} ({high}).",
                f"The evening is over after {state.games_played} games. Fewest times the Efele: "
                f"{seats_text(best).en} ({low}); most: "
                f"{seats_text(worst).en} ({high}).",
            ),
        )
    ]
    lines += [
        Line(
            seat=s,
            rules=("EFE-END",),
            text=_t(
                f"{seat(s)} deve {_points_it(state.tally[s].stakes)} di penalità.",
                f"{seat(s)} owes {_points_en(state.tally[s].stakes)}.",
            ),
        )
        for s in range(state.seats)
        if state.tally[s].stakes
    ]
    return Applied(state=state, lines=tuple(lines))


END = move_type(
    EndMove,
    end_evening,
    label=("Fine serata", "End of the evening"),
    description=(
        "La serata finisce: il conto di quante volte ciascuno è stato l'Efele.",
        "The evening ends: the tally of how often each player was the Efele.",
    ),
    rules=("EFE-END",),
)


def _points_it(n: int) -> str:
    return "1 punto" if n == 1 else f"{n} punti"


def _points_en(n: int) -> str:
    return "1 penalty point" if n == 1 else f"{n} penalty points"


__all__ = [
    "CLAIM",
    "END",
    "GAME_MOVE",
    "NEW_GAME",
    "PENALTY",
    "ClaimMove",
    "EndMove",
    "GameMove",
    "NewGameMove",
    "PenaltyMove",
]
