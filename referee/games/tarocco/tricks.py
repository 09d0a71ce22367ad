"""The optional trick log: the four cards of each trick in playing order, from its leader.

The referee names the winner (trumps beat suit cards; otherwise the highest card of the suit
led; the Fuggitivo never wins, TAR-PLAY), refuses a Fuggitivo led, a card played twice, a
trick led by the wrong player (TAR-LEAD, TAR-V8), a card of a suit (or a trump) its player
has shown it no longer holds by not following it earlier (TAR-PLAY: follow suit, else
trump), and, when the partner is known, a first lead of the called King's holder outside
its suit (TAR-LEAD, unless TAR-V9). The called card
showing up reveals the hidden partner. Signals of Giove and Palla are logged, never scored
(both together only without TAR-V10).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from ..base import Applied, IllegalMove, Line, MoveModel, SeatNo, move_type, seat
from ..base import it_en as _t
from .cards import RANKS, Card, CardError, CardName, normalise, parse_cards, sentence
from .declarations import first_leader
from .options import TaroccoOptions
from .state import SEATS, TaroccoState, Trick, right_of

TRICKS = 15
Signal = Literal["Giove", "Palla"]


class TrickMove(MoveModel):
    """One trick: its four cards in playing order, from the leader (by default, whoever the
    rules say leads)."""

    type: Literal["trick"]
    cards: Annotated[list[CardName], Field(min_length=4, max_length=4)]
    leader: SeatNo | None = None
    #: Signals the leader knocked for while leading (logged, never scored).
    signal: Annotated[list[Signal], Field(max_length=2)] | None = None

    @field_validator("cards", mode="after")
    @classmethod
    def _codes(cls, cards: list[str]) -> list[str]:
        return [normalise(c) for c in cards]


def strength(card: Card, led: str | None) -> int:
    """How strongly ``card`` takes a trick whose led suit is ``led`` (−1: cannot take)."""
    if card.is_fool:
        return -1
    if card.is_trump:
        return 100 + (card.number or 0)
    if card.suit == led:
        return len(RANKS) - RANKS.index(card.rank or "")
    return -1


def trick_winner(cards: list[Card]) -> int:
    """The index in playing order of the card that takes the trick (TAR-PLAY)."""
    led = cards[0].suit
    power = [strength(c, led) for c in cards]
    return power.index(max(power))


def trick(state: TaroccoState, move: TrickMove, options: TaroccoOptions) -> Applied:
    if state.phase != "play":
        raise IllegalMove(
            "TAR-PLAY",
            _t(
                "Le prese si segnano mentre si gioca la smazzata, dopo le dichiarazioni.",
                "Tricks are logged while the hand is played, after the calls.",
            ),
        )
    if len(state.tricks) >= TRICKS:
        raise IllegalMove(
            "TAR-PLAY",
            _t(
                "Le 15 prese sono tutte segnate: ora si contano i mucchi.",
                "All 15 tricks are logged: now the piles are counted.",
            ),
        )
    due = state.tricks[-1].winner if state.tricks else first_leader(state, options)
    leader = due if move.leader is None else move.leader
    if leader != due:
        first = not state.tricks
        raise IllegalMove(
            ("TAR-V8" if options.v8 and state.soloist is not None else "TAR-LEAD")
            if first
            else "TAR-PLAY",
            _t(
                f"Apre {seat(due)}"
                + (" la prima presa" if first else ", che ha vinto la presa prima")
                + f", non {seat(leader)}.",
                f"{seat(due)} leads"
                + (" the first trick" if first else ", having won the last trick")
                + f", not {seat(leader)}.",
            ),
        )
    try:
        cards = parse_cards(move.cards)
    except CardError as exc:
        raise IllegalMove("TAR-DECK", exc.text) from None
    played = {code for t in state.tricks for code in t.cards}
    again = next((c for c in cards if c.code in played), None)
    if again is not None:
        raise IllegalMove(
            "TAR-DECK",
            _t(
                f"{again.name} è già stato giocato in questa smazzata.",
                f"{again.name} has already been played this hand.",
            ),
        )
    if cards[0].is_fool:
        raise IllegalMove(
            "TAR-PLAY",
            _t(
                "Il Fuggitivo non si può giocare per primo in una presa.",
                "The Fuggitivo may not be led to a trick.",
            ),
        )
    players = [right_of(leader, k) for k in range(SEATS)]
    lines: list[Line] = []
    _called_suit_duty(state, leader, cards[0], options)
    _check_voids(state, players, cards)
    revealed = _reveal(state, players, cards)
    if revealed is not None:
        lines.append(revealed)
    lines.extend(_signals(state, leader, move.signal or [], options))
    won = players[trick_winner(cards)]
    state.tricks.append(Trick(leader=leader, cards=[c.code for c in cards], winner=won))
    state.led.append(leader)
    number = len(state.tricks)
    listed = ", ".join(c.name for c in cards)
    lines.append(
        Line(
            seat=won,
            rules=("TAR-PLAY",),
            text=_t(
                f"Presa {number} ({listed}), aperta da {seat(leader)}: la prende {seat(won)}.",
                f"Trick {number} ({listed}), led by {seat(leader)}: {seat(won)} takes it.",
            ),
        )
    )
    return Applied(state=state, lines=tuple(lines))


def _called_suit_duty(state: TaroccoState, leader: int, led: Card, options: TaroccoOptions) -> None:
    """TAR-LEAD: the called King's holder leads its suit at the first lead (not under V9)."""
    if options.v9 or state.called is None or state.partner != leader or leader in state.led:
        return
    called = Card(state.called)
    if called.rank != "K" or led.suit == called.suit:
        return
    raise IllegalMove(
        "TAR-LEAD",
        _t(
            f"{seat(leader)} ha {called.the_it} e apre per la prima volta: deve giocare una "
            f"carta di {called.name.split()[-1]}.",
            f"{seat(leader)} holds the {called.name} and leads for the first time: a "
            f"{called.name.split()[-1]} card must be led.",
        ),
    )


def _key(card: Card) -> str:
    return "T" if card.is_trump else card.suit or ""


_SUIT_WORDS = {"S": "Spade", "C": "Coppe", "B": "Bastoni", "O": "Oro", "T": "trionfi"}
_SUIT_WORDS_EN = {**_SUIT_WORDS, "T": "trumps"}


def _check_voids(state: TaroccoState, players: list[int], cards: list[Card]) -> None:
    """TAR-PLAY: follow suit, and if void play a trump. A seat that did not follow a suit
    has none left, and one that did not trump either has no trumps: playing one later would
    show that the earlier trick broke the rule. Then note what this trick shows.

    The Fuggitivo proves nothing: it may be played to any trick.
    """
    for player, card in zip(players, cards, strict=True):
        key = _key(card)
        if card.is_fool or key not in state.voids[player]:
            continue
        raise IllegalMove(
            "TAR-PLAY",
            _t(
                f"{seat(player)} gioca {card.name}, ma in una presa precedente non ha risposto a "
                f"{_SUIT_WORDS[key]}: allora non ne aveva più. Controllate le prese segnate.",
                f"{seat(player)} plays the {card.name}, but did not follow {_SUIT_WORDS_EN[key]} "
                "in an earlier trick: then there were none left. Check the logged tricks.",
            ),
        )
    led = _key(cards[0])
    for player, card in zip(players[1:], cards[1:], strict=True):
        key = _key(card)
        if card.is_fool or key == led:
            continue
        shown = [led] if key == "T" or led == "T" else [led, "T"]
        state.voids[player] = sorted({*state.voids[player], *shown})


def _reveal(state: TaroccoState, players: list[int], cards: list[Card]) -> Line | None:
    if state.called is None:
        return None
    codes = [c.code for c in cards]
    if state.called not in codes:
        return None
    holder = players[codes.index(state.called)]
    name = Card(state.called).name
    if state.partner is not None and state.partner != holder:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"{sentence(Card(state.called).the_it)} è di {seat(state.partner)}, non di "
                f"{seat(holder)}.",
                f"The {name} is {seat(state.partner)}'s, not {seat(holder)}'s.",
            ),
        )
    if holder == state.declarer:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"{seat(holder)} ha chiamato {Card(state.called).the_it}: non ce l'ha.",
                f"{seat(holder)} called the {name}: they can't play it.",
            ),
        )
    if state.partner is not None:
        return None
    state.partner = holder
    return Line(
        seat=holder,
        rules=("TAR-CALL",),
        text=_t(
            f"{seat(holder)} gioca {Card(state.called).the_it}: è il compagno di "
            f"{seat(state.declarer or 0)}.",
            f"{seat(holder)} plays the {name}: the partner of {seat(state.declarer or 0)}.",
        ),
    )


def _signals(
    state: TaroccoState, leader: int, signal: list[str], options: TaroccoOptions
) -> list[Line]:
    if not signal:
        return []
    if len(set(signal)) != len(signal):
        signal = list(dict.fromkeys(signal))
    if len(signal) == 2 and options.v10:
        raise IllegalMove(
            "TAR-V10",
            _t(
                "Con la variante V10 Giove e Palla si segnalano uno alla volta, in due prese "
                "diverse.",
                "With variant V10 Giove and Palla are signalled one at a time, in two different "
                "tricks.",
            ),
        )
    state.signals.append([str(leader), *signal])
    which = " e ".join(signal)
    return [
        Line(
            seat=leader,
            rules=("TAR-LEAD",) + (("TAR-V10",) if options.v10 else ()),
            text=_t(
                f"{seat(leader)} picchia sul tavolo aprendo: segnala {which}. Non dà punti.",
                f"{seat(leader)} knocks on the table while leading: signals "
                f"{which.replace(' e ', ' and ')}. It scores nothing.",
            ),
        )
    ]


TRICK = move_type(
    TrickMove,
    trick,
    label=("Presa", "Trick"),
    description=(
        "Le quattro carte di una presa, da chi apre; l'app dice chi la prende.",
        "A trick's four cards, from the leader; the app says who takes it.",
    ),
    rules=("TAR-PLAY", "TAR-LEAD", "TAR-CALL"),
)
