"""The optional in-hand log: cards face up in the centre, draws, reshuffles, a deadlock.

- ``centre``: the card that went all the way round, put face up in the centre; its value is
  dead from then on (EFE-DEAD; the Weli as EFE-AMB-6 reads it).
- ``throw``: cards thrown onto it in the centre round that follows (EFE-AMB-5).
- ``draw``: a card drawn from the stock (or passed by a neighbour): the referee says whether it
  goes to the centre and another is drawn (EFE-DEAD, EFE-AMB-4).
- ``reshuffle``: the stock ran out; the face-up cards become the new stock (EFE-DEAD).
- ``deadlock``: every value is dead or out of reach: EFE-AMB-7 as the table reads it.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from ..base import Applied, IllegalMove, Line, MoveModel, SeatNo, move_type, seat
from ..base import it_en as _t
from .cards import (
    VALUE_NAMES,
    VALUES,
    WELI,
    CardCode,
    ValueCode,
    capital,
    card_code,
    labels,
    the,
    the_plural,
    value_code,
    value_of,
    values_text,
)
from .claims import read_cards
from .games import CardList, normal_codes
from .options import EfeleOptions
from .scoring import end_game
from .state import EfeleState, check_game_on, check_playing, seats_text


def _known(state: EfeleState, codes: list[str], options: EfeleOptions) -> None:
    """The cards must be of the pack, not face up in the centre, not gone with a player out."""
    _, bad = read_cards(codes, options.deck)
    if bad is not None:
        raise IllegalMove(bad.rule, bad.text)
    twice = next((c for c in codes if codes.count(c) > 1), None)
    if twice is not None:
        raise IllegalMove(
            "EFE-DECK",
            _t(
                f"{capital(the(twice)).it} compare due volte: nel mazzo ce n'è una sola.",
                f"{capital(the(twice)).en} appears twice: the pack has only one.",
            ),
        )
    shown = [c for c in codes if c in state.centre]
    if shown:
        raise IllegalMove(
            "EFE-DEAD",
            _t(
                f"{labels(shown).it}: "
                f"{'è già scoperto' if len(shown) == 1 else 'sono già scoperti'} al centro.",
                f"{labels(shown).en}: already face up in the centre.",
            ),
        )
    gone = [c for c in codes if c in state.out_of_play(options)]
    if gone:
        raise IllegalMove(
            "EFE-AMB-3",
            _t(
                f"{labels(gone).it}: {_left_it(gone)} dal gioco con chi ha chiuso.",
                f"{labels(gone).en}: {_left_en(gone)} the game with a player who went out.",
            ),
        )


def _left_it(cards: list[str]) -> str:
    return "è uscito" if len(cards) == 1 else "sono usciti"


def _left_en(cards: list[str]) -> str:
    return "it left" if len(cards) == 1 else "they left"


def _logged(state: EfeleState, lines: list[Line]) -> Applied:
    state.logged += 1
    return Applied(state=state, lines=tuple(lines))


class CentreMove(MoveModel):
    """The card that went all the way round, put face up in the centre by its last receiver."""

    type: Literal["centre"]
    seat: SeatNo
    card: CardCode
    #: The value the Weli counts as, when the table reads EFE-AMB-6 so ("named_value").
    value: ValueCode | None = None

    @field_validator("card", mode="after")
    @classmethod
    def _code(cls, card: str) -> str:
        return card_code(card) or card.strip()

    @field_validator("value", mode="after")
    @classmethod
    def _value(cls, value: str | None) -> str | None:
        return None if value is None else value_code(value) or value.strip()


def centre(state: EfeleState, move: CentreMove, options: EfeleOptions) -> Applied:
    check_playing(state, move.seat)
    _known(state, [move.card], options)
    card, who = move.card, seat(move.seat)
    if card == WELI:
        return _weli_to_centre(state, move, options)
    if move.value is not None:
        raise IllegalMove(
            "EFE-DEAD",
            _t(
                f"{capital(the(card)).it} ha già un valore suo: il valore si dice solo per il "
                "Weli.",
                f"{capital(the(card)).en} has a value of its own: a value is named only for the "
                "Weli.",
            ),
        )
    value = value_of(card)
    state.centre.append(card)
    state.round_value = value
    state.round_open = True
    assert value is not None
    return _logged(
        state,
        [
            Line(
                seat=move.seat,
                rules=("EFE-DEAD",),
                text=_t(
                    f"{who} mette {the(card).it} scoperto al centro: ha fatto il giro. Da ora "
                    f"{the_plural(value).it} sono morti; a partire da {who} ognuno può buttarci "
                    "sopra carte dello stesso valore.",
                    f"{who} puts {the(card).en} face up in the centre: it went all the way "
                    f"round. {the_plural(value).en} are dead from now on; from {who} on, cards "
                    "of that value may be thrown onto it.",
                ),
            )
        ],
    )


def _weli_to_centre(state: EfeleState, move: CentreMove, options: EfeleOptions) -> Applied:
    who = seat(move.seat)
    if options.weli_centre == "kills_nothing":
        if move.value is not None:
            raise IllegalMove(
                "EFE-AMB-6",
                _t(
                    "Per questo tavolo il Weli al centro è morto e non rende morto nessun "
                    "valore: non si dice un valore.",
                    "At this table the Weli in the centre is dead and kills no value: no value "
                    "is named.",
                ),
            )
        state.centre.append(WELI)
        state.round_value = None
        state.round_open = True
        return _logged(
            state,
            [
                Line(
                    seat=move.seat,
                    rules=("EFE-AMB-6", "EFE-WELI"),
                    text=_t(
                        f"{who} mette il Weli scoperto al centro: è morto, ma non rende morto "
                        "nessun valore, e nel giro al centro non si butta niente sopra.",
                        f"{who} puts the Weli face up in the centre: it is dead, but kills no "
                        "value, and nothing is thrown onto it in the centre round.",
                    ),
                )
            ],
        )
    if move.value not in VALUES:
        raise IllegalMove(
            "EFE-AMB-6",
            _t(
                "Per questo tavolo il Weli al centro vale il valore che dice chi ce lo mette: "
                "ditelo (7, 8, 9, 10, U, O, K, A).",
                "At this table the Weli in the centre counts as the value named by whoever puts "
                "it there: name it (7, 8, 9, 10, U, O, K, A).",
            ),
        )
    state.centre.append(WELI)
    state.weli_value = move.value
    state.round_value = move.value
    state.round_open = True
    return _logged(
        state,
        [
            Line(
                seat=move.seat,
                rules=("EFE-AMB-6", "EFE-DEAD"),
                text=_t(
                    f"{who} mette il Weli scoperto al centro e lo fa valere "
                    f"{VALUE_NAMES[move.value].it}: {the_plural(move.value).it} sono morti.",
                    f"{who} puts the Weli face up in the centre, naming it "
                    f"{VALUE_NAMES[move.value].en}: {the_plural(move.value).en} are dead.",
                ),
            )
        ],
    )


CENTRE = move_type(
    CentreMove,
    centre,
    label=("Carta al centro", "Card to the centre"),
    description=(
        "La carta che ha fatto il giro va scoperta al centro: il suo valore è morto.",
        "The card that went all the way round goes face up in the centre: its value is dead.",
    ),
    rules=("EFE-DEAD", "EFE-AMB-6", "EFE-WELI"),
)


class ThrowMove(MoveModel):
    """Cards a player throws face up onto the centre card in the centre round, drawing as many."""

    type: Literal["throw"]
    seat: SeatNo
    cards: Annotated[CardList, Field(min_length=1)]

    @field_validator("cards", mode="after")
    @classmethod
    def _codes(cls, cards: list[str]) -> list[str]:
        return normal_codes(cards)


def throw(state: EfeleState, move: ThrowMove, options: EfeleOptions) -> Applied:
    check_playing(state, move.seat)
    cards = list(move.cards)
    _known(state, cards, options)
    if not state.round_open:
        raise IllegalMove(
            "EFE-DEAD",
            _t(
                "Si butta al centro solo nel giro che segue una carta che ha fatto il giro: "
                "segnate prima quella carta.",
                "Cards are thrown into the centre only in the round after a card has gone all "
                "the way round: log that card first.",
            ),
        )
    if WELI in cards:
        raise IllegalMove(
            "EFE-WELI",
            _t(
                "Il Weli non ha un valore suo: nel giro al centro non si butta.",
                "The Weli has no value of its own: it is not thrown in the centre round.",
            ),
        )
    values = list(dict.fromkeys(value_of(c) for c in cards))
    if len(values) > 1:
        raise IllegalMove(
            "EFE-AMB-5",
            _t(
                f"{labels(cards).it}: nel giro al centro si buttano carte dello stesso valore.",
                f"{labels(cards).en}: in the centre round the cards thrown are of one value.",
            ),
        )
    (value,) = values
    assert value is not None
    # the reading of EFE-AMB-5 decides a throw only when it is not of the centre card's value
    rules: tuple[str, ...] = ("EFE-DEAD",)
    if value != state.round_value:
        rules = ("EFE-DEAD", "EFE-AMB-5")
    if options.centre_throws == "centre_value":
        if state.round_value is None:
            raise IllegalMove(
                "EFE-AMB-6",
                _t(
                    "Al centro c'è il Weli, che non rende morto nessun valore: sopra non si "
                    "butta niente.",
                    "The Weli lies in the centre and kills no value: nothing is thrown onto it.",
                ),
            )
        if value != state.round_value:
            raise IllegalMove(
                "EFE-AMB-5",
                _t(
                    f"{labels(cards).it}: nel giro al centro si buttano solo "
                    f"{values_text([state.round_value]).it}, il valore della carta scoperta.",
                    f"{labels(cards).en}: in the centre round only "
                    f"{values_text([state.round_value]).en} are thrown, the face-up card's value.",
                ),
            )
    state.centre.extend(cards)
    n = len(cards)
    who = seat(move.seat)
    other_it = other_en = ""
    if "EFE-AMB-5" in rules:
        other_it = (
            " (a questo tavolo si buttano carte di un valore qualsiasi: ora sono morti anche "
            f"{the_plural(value).it})"
        )
        other_en = (
            f" (at this table any one value may be thrown: {the_plural(value).en} are now dead too)"
        )
    return _logged(
        state,
        [
            Line(
                seat=move.seat,
                rules=rules,
                text=_t(
                    f"{who} butta al centro {labels(cards).it} e pesca "
                    f"{'una carta' if n == 1 else f'{n} carte'} dal tallone{other_it}.",
                    f"{who} throws {labels(cards).en} into the centre and draws "
                    f"{'a card' if n == 1 else f'{n} cards'} from the stock{other_en}.",
                ),
            )
        ],
    )


THROW = move_type(
    ThrowMove,
    throw,
    label=("Buttate al centro", "Thrown into the centre"),
    description=(
        "Nel giro al centro un giocatore butta carte dello stesso valore e ne pesca altrettante.",
        "In the centre round a player throws cards of one value and draws as many.",
    ),
    rules=("EFE-DEAD", "EFE-AMB-5"),
)


class DrawMove(MoveModel):
    """A card drawn from the stock, or passed face down by the neighbour on the right."""

    type: Literal["draw"]
    seat: SeatNo
    card: CardCode
    source: Literal["tallone", "neighbour"] = "tallone"

    @field_validator("card", mode="after")
    @classmethod
    def _code(cls, card: str) -> str:
        return card_code(card) or card.strip()


def draw(state: EfeleState, move: DrawMove, options: EfeleOptions) -> Applied:
    check_playing(state, move.seat)
    _known(state, [move.card], options)
    card, who = move.card, seat(move.seat)
    value = value_of(card)
    dead = value is not None and value in state.dead_values()
    passed = move.source == "neighbour"
    if dead and passed and options.dead_passed == "tallone_only":
        return _logged(
            state,
            [
                Line(
                    seat=move.seat,
                    rules=("EFE-AMB-4", "EFE-DEAD"),
                    text=_t(
                        f"{who} riceve dal vicino {the(card).it}: il valore è morto, ma la "
                        "regola vale solo per le carte pescate dal tallone, quindi la può tenere.",
                        f"{who} is passed {the(card).en}: its value is dead, but the rule "
                        "applies only to cards drawn from the stock, so it may be kept.",
                    ),
                    verdict=_t(
                        f"{who} può tenere {the(card).it}: passato dal vicino, non pescato",
                        f"{who} may keep {the(card).en}: passed, not drawn",
                    ),
                )
            ],
        )
    if dead:
        state.centre.append(card)
        rules = ("EFE-DEAD", "EFE-AMB-4") if passed else ("EFE-DEAD",)
        how_it = "riceve dal vicino" if passed else "pesca"
        how_en = "is passed" if passed else "draws"
        assert value is not None
        return _logged(
            state,
            [
                Line(
                    seat=move.seat,
                    rules=rules,
                    text=_t(
                        f"{who} {how_it} {the(card).it}: {the_plural(value).it} sono già morti "
                        "al centro, quindi va scoperto al centro e si pesca un'altra carta.",
                        f"{who} {how_en} {the(card).en}: {the_plural(value).en} are "
                        "already dead in the centre, so it goes face up in the centre and "
                        "another card is drawn.",
                    ),
                    verdict=_t(
                        f"{who}: {the(card).it} va al centro, {the_plural(value).it} sono "
                        "morti; si pesca un'altra carta",
                        f"{who}: {the(card).en} goes to the centre, {the_plural(value).en} are "
                        "dead; another card is drawn",
                    ),
                )
            ],
        )
    if card == WELI:
        # EFE-WELI-LIVE: the Weli has no value of its own, so it is never dead
        dead_now = state.dead_values()
        if dead_now:
            why = _t(
                f"anche con {values_text(dead_now).it} morti al centro il Weli non è mai morto: "
                "non ha un valore suo",
                f"even with {values_text(dead_now).en} dead in the centre the Weli is never "
                "dead: it has no value of its own",
            )
        else:
            why = _t(
                "il Weli non ha un valore che possa essere morto",
                "the Weli has no value to be dead",
            )
        rules = ("EFE-WELI-LIVE", "EFE-WELI", "EFE-DEAD")
    else:
        why = _t("il suo valore non è morto", "its value is not dead")
        rules = ("EFE-DEAD",)
    how_it = "riceve dal vicino" if passed else "pesca"
    how_en = "is passed" if passed else "draws"
    return _logged(
        state,
        [
            Line(
                seat=move.seat,
                rules=rules,
                text=_t(
                    f"{who} {how_it} {the(card).it}: carta buona ({why.it}); la tiene e ne "
                    "scarta un'altra, o la scarta.",
                    f"{who} {how_en} {the(card).en}: a good card ({why.en}); they keep it "
                    "and discard another, or discard it.",
                ),
            )
        ],
    )


DRAW = move_type(
    DrawMove,
    draw,
    label=("Carta pescata", "Card drawn"),
    description=(
        "Una carta pescata dal tallone (o passata dal vicino): se il suo valore è morto va al "
        "centro e se ne pesca un'altra.",
        "A card drawn from the stock (or passed by the neighbour): if its value is dead it goes "
        "to the centre and another is drawn.",
    ),
    rules=("EFE-DEAD", "EFE-AMB-4", "EFE-WELI", "EFE-WELI-LIVE"),
)


class ReshuffleMove(MoveModel):
    """The stock ran out: the face-up cards are shuffled into a new stock."""

    type: Literal["reshuffle"]


def reshuffle(state: EfeleState, move: ReshuffleMove, options: EfeleOptions) -> Applied:
    check_game_on(state)
    if not state.centre:
        raise IllegalMove(
            "EFE-DEAD",
            _t(
                "Al centro non c'è nessuna carta scoperta da rimescolare.",
                "There are no face-up cards in the centre to shuffle.",
            ),
        )
    n = len(state.centre)
    shown_it = (
        "l'unica carta scoperta si rimescola e fa"
        if n == 1
        else f"le {n} carte scoperte si rimescolano e fanno"
    )
    shown_en = (
        "the one face-up card becomes" if n == 1 else f"the {n} face-up cards are shuffled into"
    )
    state.centre = []
    state.weli_value = None
    state.round_value = None
    state.round_open = False
    state.reshuffles += 1
    return _logged(
        state,
        [
            Line(
                rules=("EFE-DEAD",),
                text=_t(
                    f"Il tallone è finito: {shown_it} il nuovo "
                    f"tallone (rimescolata {state.reshuffles}). Nessun valore è più morto.",
                    f"The stock has run out: {shown_en} a new stock "
                    f"(reshuffle {state.reshuffles}). No value is dead any more.",
                ),
            )
        ],
    )


RESHUFFLE = move_type(
    ReshuffleMove,
    reshuffle,
    label=("Nuovo tallone", "New stock"),
    description=(
        "Il tallone è finito: le carte scoperte al centro si rimescolano.",
        "The stock ran out: the face-up cards in the centre are shuffled.",
    ),
    rules=("EFE-DEAD",),
)


def live_values(state: EfeleState, options: EfeleOptions) -> list[str]:
    """The values someone could still complete, as far as the log shows (EFE-AMB-7).

    A value is out of reach when fewer than four of its cards (the Weli counting for one,
    where it is still in play) are left to be held; once dead in the centre, its cards drawn
    go to the centre, so only the Weli can still complete it, where the table reads
    EFE-AMB-8 so ("wins"): three of its cards and the Weli.
    """
    dead = set(state.dead_values())
    gone = set(state.centre) | set(state.out_of_play(options))
    weli = 1 if options.deck == "salzburger33" and WELI not in gone else 0
    live: list[str] = []
    for value in VALUES:
        if value in dead and not (weli and options.weli_dead_value == "wins"):
            continue
        held = sum(1 for suit in "HLES" if value + suit not in gone)
        if held + weli >= 4:
            live.append(value)
    return live


class DeadlockMove(MoveModel):
    """Nobody can complete any more: every value is dead or out of reach."""

    type: Literal["deadlock"]


def deadlock(state: EfeleState, move: DeadlockMove, options: EfeleOptions) -> Applied:
    check_game_on(state)
    live = live_values(state, options)
    if live:
        raise IllegalMove(
            "EFE-AMB-7",
            _t(
                f"Il gioco non è bloccato: si possono ancora chiudere {values_text(live).it} "
                "(segnate le carte scoperte al centro, se il registro non le mostra).",
                f"The game is not deadlocked: {values_text(live).en} can still be completed "
                "(log the face-up cards in the centre if the log does not show them).",
            ),
        )
    left = state.still_in()
    state.logged += 1
    if options.deadlock == "joint_efele":
        lines, hand = end_game(state, left, options, deadlock=True)
        return Applied(state=state, lines=tuple(lines), hand=hand)
    state.centre = []
    state.weli_value = None
    state.round_value = None
    state.round_open = False
    state.redeals += 1
    names_it, names_en = seats_text(left).it, seats_text(left).en
    line = Line(
        rules=("EFE-AMB-7",),
        text=_t(
            f"Partita bloccata: nessuno può più chiudere. Si ridistribuisce tra {names_it}; chi "
            "è già uscito resta fuori.",
            f"Deadlock: nobody can complete any more. The cards are dealt again among "
            f"{names_en}; those already out stay out.",
        ),
    )
    return Applied(state=state, lines=(line,))


DEADLOCK = move_type(
    DeadlockMove,
    deadlock,
    label=("Partita bloccata", "Deadlock"),
    description=(
        "Tutti i valori sono morti e nessuno può chiudere: come dice l'opzione del tavolo.",
        "Every value is dead and nobody can complete: as the table's option says.",
    ),
    rules=("EFE-AMB-7", "EFE-END"),
    may_end_hand=True,  # a joint Efele ends the game (EFE-AMB-7)
)
