"""What the tournament says when it refuses, in Italian and English."""

from __future__ import annotations

from ..games.base import Text

NO_TOURNAMENT = Text(it="Nessun torneo con questo indirizzo.", en="No tournament at this address.")
NOT_ORGANISER = Text(
    it="Solo l'organizzatore del torneo può farlo.",
    en="Only the tournament's organiser may do that.",
)
NO_PERSON = Text(
    it="Questa persona non è iscritta al torneo.", en="This person is not in the tournament."
)
ALREADY_STARTED = Text(
    it="Il primo turno è già stato sorteggiato.", en="The first round has already been drawn."
)
NOT_STARTED = Text(
    it="Il primo turno non è ancora stato sorteggiato.",
    en="The first round has not been drawn yet.",
)
FINAL_EXISTS = Text(it="Il tavolo finale esiste già.", en="The final table already exists.")
NO_TIE = Text(
    it="A questo tavolo non c'è uno spareggio da decidere.",
    en="There is no tie to settle at this table.",
)
TIE_ORDER = Text(
    it="L'ordine dello spareggio elenca esattamente i giocatori a pari merito, una volta ciascuno.",
    en="The tie-break's order lists exactly the tied players, each once.",
)
WRONG_FORMAT = Text(
    it="Il formato del torneo non prevede questa operazione.",
    en="The tournament's format has no such step.",
)
ROUND_OPEN = Text(
    it="Il turno in corso non ha ancora tutti i risultati.",
    en="The current round does not have all its results yet.",
)
SWISS_DONE = Text(
    it="Tutti i turni del torneo svizzero sono stati giocati.",
    en="Every round of the Swiss tournament has been played.",
)
NO_PAIRING = Text(
    it="Non c'è un abbinamento senza ripetere una coppia già giocata: il torneo è concluso.",
    en="No pairing is left without repeating a pair already played: the tournament is over.",
)


def registered_twice(name: str) -> Text:
    return Text(
        it=f"C'è già un'iscrizione al torneo a nome di {name}.",
        en=f"{name} is already checked in to the tournament.",
    )


def not_withdrawn(name: str) -> Text:
    return Text(it=f"{name} non si è ritirato.", en=f"{name} has not withdrawn.")


def withdrawn(name: str) -> Text:
    return Text(it=f"{name} si è già ritirato.", en=f"{name} has already withdrawn.")


def name_taken(name: str) -> Text:
    return Text(
        it=f"Nel torneo c'è già un giocatore di nome «{name}»: scegli un altro nome.",
        en=f"The tournament already has a player called '{name}': choose another name.",
    )


def too_few(count: int, least: int) -> Text:
    return Text(
        it=f"Servono almeno {least} giocatori presenti; ce ne sono {count}.",
        en=f"At least {least} checked-in players are needed; there are {count}.",
    )


def cannot_split(count: int, tables: int | None, low: int, high: int) -> Text:
    where = (
        Text(it=f"in {tables} tavoli", en=f"at {tables} tables")
        if tables
        else Text(it="in tavoli", en="at tables")
    )
    seats = (
        Text(it=f"da {low} posti", en=f"of {low} seats")
        if low == high
        else Text(it=f"da {low} a {high} posti", en=f"of {low} to {high} seats")
    )
    return Text(
        it=f"{count} giocatori non si possono dividere {where.it} {seats.it}.",
        en=f"{count} players cannot be split {where.en} {seats.en}.",
    )


def tie_pending(tables: str) -> Text:
    return Text(
        it=f"Prima della finale va deciso lo spareggio al tavolo {tables}.",
        en=f"The tie-break at table {tables} must be settled before the final.",
    )


def missing_results(tables: str) -> Text:
    return Text(
        it=f"Manca ancora il risultato del tavolo {tables}.",
        en=f"Table {tables} has no result yet.",
    )


def seat_line(table: int, seat: int, dealer: str) -> Text:
    return Text(
        it=f"Tavolo {table}, posto {seat} — distribuisce {dealer}",
        en=f"Table {table}, seat {seat} — {dealer} deals",
    )


BAD_FEE = Text(
    it="La quota è un importo in euro, da 0 a 10000.",
    en="The fee is an amount in euros, 0 to 10000.",
)
NEED_REASON = Text(it="Serve il motivo della decisione.", en="The decision needs its reason.")

ROUNDS_DONE = Text(
    it="Tutti i turni del torneo sono stati giocati.",
    en="Every round of the tournament has been played.",
)
NO_REMATCH_IN_A_TOURNAMENT = Text(
    it="Al torneo non si gioca la rivincita: il prossimo tavolo lo decide il turno successivo.",
    en="A tournament table has no rematch: the next round decides the next table.",
)
NO_CLOCK = Text(it="Questo turno non ha un orologio.", en="This round has no clock.")
ROUND_OVER = Text(it="Il turno è già finito.", en="The round is already over.")
REOPEN_REASON = Text(
    it="Per riaprire un tavolo serve un motivo.", en="Reopening a table needs a reason."
)
NOT_IN_ROUND = Text(
    it="Questo tavolo non è del turno in corso.", en="This table is not in the current round."
)
NOT_CLOSED = Text(
    it="Questo tavolo non è chiuso: non c'è niente da riaprire.",
    en="This table is not closed: there is nothing to reopen.",
)


def table_closed(hand: int) -> Text:
    """A move at a table that time's rule closed."""
    return Text(
        it=f"Il tempo è stato chiamato e questo tavolo è chiuso: il risultato è stato preso "
        f"alla mano {hand}. Solo l'organizzatore può riaprirlo.",
        en=f"Time was called and this table is closed: its result was taken at hand {hand}. "
        "Only the organiser can reopen it.",
    )


def sizes_impossible(low: int, high: int) -> Text:
    seats = (
        Text(it=f"{low}", en=f"{low}")
        if low == high
        else Text(it=f"da {low} a {high}", en=f"{low} to {high}")
    )
    return Text(
        it=f"I tavoli di questo gioco hanno {seats.it} posti: il formato chiede tavoli "
        "che il gioco non ammette.",
        en=f"This game's tables seat {seats.en}: the format asks for tables the game "
        "does not allow.",
    )


NEED_ORGANISER = Text(
    it="Serve il codice dell'organizzatore del torneo (Authorization: Bearer).",
    en="The tournament organiser's token is needed (Authorization: Bearer).",
)
ORGANISER_TITLE = Text(it="Serve l'organizzatore", en="The organiser is needed")
