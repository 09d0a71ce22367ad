"""What the table service tells a user, in Italian and English.

Constants for fixed sentences, functions for sentences with values in them. User-typed words
go through :func:`literal`, so that their braces never act as placeholders.
"""

from __future__ import annotations

from ..games.base import Text
from ..games.base import seat as seat_name
from ..problems import literal
from .names import spelt_alike


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


# -- tables and players ---------------------------------------------------------------------


def unknown_game(game: str, known: str) -> Text:
    shown = literal(game[:40])
    return _t(
        f"Gioco sconosciuto: «{shown}». Giochi: {known}.",
        f"Unknown game: '{shown}'. Games: {known}.",
    )


OPTIONS_NOT_AN_OBJECT = _t(
    "Le opzioni sono un oggetto chiave → valore.", "Options are a key → value object."
)
PLAYERS_NOT_A_LIST = _t("I giocatori sono una lista di nomi.", "Players are a list of names.")
INVALID_NAME = _t("Nome non valido.", "Invalid name.")


def unknown_settle(modes: tuple[str, ...]) -> Text:
    known = ", ".join(modes)
    return _t(
        f"Una contestazione si risolve in uno di questi modi: {known}.",
        f"A contest is settled in one of these ways: {known}.",
    )


def carried_totals(seats: int) -> Text:
    return _t(
        f"Il punteggio riportato è un totale per ciascuno dei {seats} giocatori.",
        f"The score carried over is one total for each of the {seats} players.",
    )


def carried_total(most: int) -> Text:
    return _t(
        f"Ogni totale riportato è un numero intero tra -{most} e {most}.",
        f"Each total carried over is a whole number between -{most} and {most}.",
    )


def player_problem(number: int, problem: Text) -> Text:
    return _t(f"Giocatore {number}: {problem.it}.", f"Player {number}: {problem.en}.")


def same_name_twice(name: str) -> Text:
    return _t(
        f"Due giocatori si chiamano «{literal(name)}»: usate nomi diversi.",
        f"Two players are called '{literal(name)}': use different names.",
    )


def name_taken(name: str) -> Text:
    return _t(
        f"C'è già un giocatore di nome «{literal(name)}».",
        f"There is already a player called '{literal(name)}'.",
    )


def looks_like(name: str, other: str) -> Text:
    return _t(
        f"«{literal(name)}» sembra «{literal(other)}»: scegli un nome che al tavolo si "
        "possa distinguere.",
        f"'{literal(name)}' looks like '{literal(other)}': choose a name the table can tell apart.",
    )


def name_clash(name: str, other: str, same: Text) -> Text:
    """Why ``name`` cannot sit beside ``other``, which it is or looks like (``games.names``):
    ``same`` for one name typed twice, else that it looks like the other, both shown."""
    return same if spelt_alike(name, other) else looks_like(name, other)


def name_problem(problem: Text) -> Text:
    return _t(f"Nome: {problem.it}.", f"Name: {problem.en}.")


def new_name_problem(problem: Text) -> Text:
    return _t(f"Nuovo nome: {problem.it}.", f"New name: {problem.en}.")


NEW_NAME_INVALID = _t("nome non valido", "invalid name")
NO_SUCH_SEAT = _t("Quel posto non esiste.", "That seat does not exist.")
TABLE_NOT_FOUND = _t(
    "Questo tavolo non esiste (o il link è incompleto).",
    "This table does not exist (or the link is incomplete).",
)

# -- access ---------------------------------------------------------------------------------

TOO_MANY_CODES = _t(
    "Troppi codici sbagliati: riprova fra qualche minuto, o inquadra il QR.",
    "Too many wrong codes: try again in a few minutes, or scan the QR code.",
)


NOT_A_ROOM_CODE = _t(
    "Un codice del tavolo è fatto di 6 lettere e cifre.",
    "A room code is 6 letters and digits.",
)


def no_table_with_code(code: str) -> Text:
    return _t(
        f"Nessun tavolo con il codice «{literal(code)}».",
        f"No table has the code '{literal(code)}'.",
    )


SEAT_IS_A_NUMBER = _t("Il posto è un numero.", "The seat is a number.")
BAD_JOIN_LINK = _t(
    "Questo link per sedersi non è valido: chiedilo a chi ha creato il tavolo.",
    "This join link is not valid: ask the table's host for it.",
)
UNKNOWN_JOIN_LINK = _t(
    "Questo link per sedersi non esiste: inquadra di nuovo il QR o usa il codice.",
    "This join link does not exist: scan the QR code again or type the code.",
)


def no_seat_here(seat: int) -> Text:
    return _t(f"Al tavolo non c'è il posto {seat}.", f"There is no seat {seat} at this table.")


SIT_DOWN_FIRST = _t(
    "Per registrare mosse serve sedersi al tavolo (QR o codice).",
    "To log moves, sit at the table first (QR code or room code).",
)
SPECTATORS_DO_NOT_LOG = _t(
    "Chi guarda non registra mosse: siediti al tavolo per giocare.",
    "Spectators cannot log moves: take a seat to play.",
)
SPECTATORS_DO_NOT_VOID = _t("Chi guarda non annulla mosse.", "Spectators cannot void moves.")
ONLY_HOST_UNDOES_OTHERS = _t(
    "Solo chi gestisce il tavolo annulla l'annullamento o la correzione di un altro.",
    "Only the host can undo someone else's void or correction.",
)
ONLY_HOST_HANDS_OVER = _t(
    "Solo chi gestisce il tavolo può affidarne la gestione.", "Only the host can hand over."
)
ONLY_HOST_REPLACES = _t(
    "Solo chi gestisce il tavolo può cambiare i posti.", "Only the host can replace a seat."
)
QR_FOR_SEATED_ONLY = _t(
    "Il QR per sedersi lo vede solo chi ha un posto al tavolo.",
    "Only players seated at the table can see the join QR code.",
)

# -- writes ---------------------------------------------------------------------------------

MOVE_NOT_AN_OBJECT = _t("La mossa è un oggetto JSON.", "A move is a JSON object.")
MOVE_TYPE_MISSING = _t("Manca il tipo della mossa («type»).", "The move's 'type' is missing.")
CONTROLS_HAVE_ENDPOINTS = _t(
    "Annullamenti e correzioni hanno i loro indirizzi (…/void, …/correct).",
    "Voids and corrections have their own endpoints (…/void, …/correct).",
)


def move_of_another_game(game: Text, other: Text, types: tuple[str, ...]) -> Text:
    listed = ", ".join(types)
    return _t(
        f"Questa è una mossa di {other.it}, ma il tavolo gioca a {game.it}. Mosse di "
        f"{game.it}: {listed}.",
        f"That is a move of {other.en}, but this table plays {game.en}. {game.en}'s moves: "
        f"{listed}.",
    )


EXPECTED_SEQ_MISSING = _t(
    "Manca expected_seq: il numero dell'ultima mossa che hai visto.",
    "expected_seq is missing: the number of the last move you saw.",
)


def not_a_seq(highest: int) -> Text:
    return _t(
        f"expected_seq è il numero dell'ultima mossa che hai visto: da 0 a {highest}.",
        f"expected_seq is the number of the last move you saw: 0 to {highest}.",
    )


KEY_LENGTH = _t(
    "Idempotency-Key va da 1 a 128 caratteri ASCII visibili.",
    "Idempotency-Key is 1 to 128 visible ASCII characters.",
)
KEY_REUSED = _t(
    "Questa Idempotency-Key è già stata usata per una richiesta diversa.",
    "This Idempotency-Key was already used for a different request.",
)
REASON_IS_TEXT = _t("Il motivo è un testo.", "The reason is text.")
REASON_CONTROL = _t(
    "Il motivo contiene caratteri di controllo.", "The reason has control characters."
)


def reason_too_long(limit: int) -> Text:
    return _t(
        f"Il motivo supera {limit} caratteri.", f"The reason is longer than {limit} characters."
    )


def table_moved_on(head: int, expected: int) -> Text:
    return _t(
        "Nel frattempo un altro telefono ha registrato qualcosa: da qui non è stato salvato "
        "niente. Controlla cosa è cambiato e salva di nuovo.",
        "Meanwhile another phone logged something: nothing was saved from this one. Check "
        "what changed and save again.",
    )


SAME_INSTANT = _t(
    "Un altro telefono ha registrato nello stesso istante: non è stato registrato niente, riprova.",
    "Another phone logged at the same moment: nothing was logged, try again.",
)

# -- voids and corrections ------------------------------------------------------------------

MOVE_NUMBER_IS_AN_INTEGER = _t(
    "Il numero della mossa è un intero.", "The move number is an integer."
)


def no_move(seq: int) -> Text:
    return _t(f"Al tavolo non c'è la mossa {seq}.", f"This table has no move {seq}.")


ADMIN_NOT_VOIDED = _t(
    "I cambi di gestione e di posto non si annullano: fanne un altro.",
    "Host and seat changes are not voided: make another one.",
)


def already_voided(name: Text) -> Text:
    """``name``: the entry as players name it (:func:`.naming.entry_name`), as in the others."""
    return _t(f"Già annullato: {name.it}.", f"Already undone: {name.en}.")


ONLY_GAME_MOVES_CORRECTED = _t(
    "Si corregge solo una mossa di gioco; un annullamento si annulla.",
    "Only a game move can be corrected; a void is undone with a void.",
)
JOIN_NOT_CORRECTED = _t(
    "Un ingresso non si corregge: annullalo e fai entrare di nuovo il giocatore.",
    "A join cannot be corrected: void it and add the player again.",
)
CORRECTION_SAME_KIND = _t(
    "Una correzione sostituisce una mossa con una dello stesso tipo; per toglierla, annullala.",
    "A correction replaces a move with one of the same kind; to remove it, void it.",
)


def correction_illegal(name: Text, why: Text) -> Text:
    return _t(
        f"Non si può correggere così {name.it}: {why.it}",
        f"This correction of {name.en} is not legal: {why.en}",
    )


def change_breaks_later_move(voiding: bool, target: Text, later: Text, why: Text) -> Text:
    undo_it, undo_en = ("Annullare", "Undoing") if voiding else ("Correggere", "Correcting")
    return _t(
        f"{undo_it} {target.it} renderebbe non valida una mossa successiva, {later.it}: {why.it}",
        f"{undo_en} {target.en} would make a later move illegal, {later.en}: {why.en}",
    )


def swap_breaks_move(later: Text, why: Text) -> Text:
    return _t(
        f"Con i due posti scambiati una mossa non sarebbe valida, {later.it}: {why.it}",
        f"With the two seats swapped, a move would be illegal, {later.en}: {why.en}",
    )


def _reasons(reason: str | Text) -> tuple[str, str]:
    """A typed reason as it was typed, in both sentences; a written one in each language."""
    if isinstance(reason, Text):
        return literal(reason.it), literal(reason.en)
    return literal(reason), literal(reason)


def voided_line(target: Text, reason: str | Text) -> Text:
    it, en = _reasons(reason)
    return _t(
        f"Annullato: {target.it}" + (f" ({it})" if it else "."),
        f"Undone: {target.en}" + (f" ({en})" if en else "."),
    )


def part_of(target: Text, seat_no: int) -> Text:
    """One seat's part of an entry (a hand made of parts): "Hand 2, Carla's part"."""
    return _t(
        f"{target.it}, parte di {seat_name(seat_no)}", f"{target.en}, {seat_name(seat_no)}'s part"
    )


def corrected_line(target: Text, reason: str | Text) -> Text:
    it, en = _reasons(reason)
    return _t(
        f"Corretto: {target.it}" + (f" ({it})" if it else "."),
        f"Corrected: {target.en}" + (f" ({en})" if en else "."),
    )


# -- host and seats -------------------------------------------------------------------------


def not_seated_yet(name: str) -> Text:
    return _t(
        f"{literal(name)} non ha ancora un telefono al tavolo.",
        f"{literal(name)} has not sat down with a phone yet.",
    )


def now_hosting(name: str) -> Text:
    return _t(
        f"Ora gestisce il tavolo {literal(name)}.", f"{literal(name)} is now the table's host."
    )


def seat_replaced(old: str, new: str) -> Text:
    return _t(
        f"Al posto di {literal(old)} ora gioca {literal(new)}, con il suo punteggio.",
        f"{literal(new)} takes {literal(old)}'s seat, and its score.",
    )


# -- sitting down and the rematch -----------------------------------------------------------


def seat_taken(name: str) -> Text:
    return _t(
        f"{literal(name)} è già al tavolo con un altro telefono. Se sei {literal(name)}, prendi "
        "il posto: l'altro telefono resterà a guardare.",
        f"{literal(name)} is already at the table on another phone. If you are "
        f"{literal(name)}, take the seat: the other phone will just watch.",
    )


def took_seat_over(name: str) -> Text:
    return _t(
        f"{literal(name)} ora gioca da un altro telefono.",
        f"{literal(name)} now plays on another phone.",
    )


def left_seat(name: str) -> Text:
    return _t(
        f"Il telefono di {literal(name)} ha lasciato il posto e ora guarda.",
        f"{literal(name)}'s phone left the seat and now just watches.",
    )


REMATCH_AFTER_THE_END = _t(
    "La rivincita si gioca a partita finita.", "A rematch starts once the game is over."
)
REMATCH_STARTED = _t(
    "Rivincita: stesso gioco, stessi giocatori e stessi posti, le stesse regole.",
    "Rematch: same game, same players in the same seats, the same house rules.",
)


BAD_STAKE = _t(
    "La posta è un importo come 0,10 o 2,50 (al massimo 999,99).",
    "The stake is an amount such as 0.10 or 2.50 (at most 999.99).",
)
BAD_PER = _t(
    "La posta è «per punto» (point) o «per piazzamento» (placing).",
    "The stake is 'per point' (point) or 'per placing' (placing).",
)
STAKE_NOT_AN_OBJECT = _t(
    "La posta è un importo («amount») e «point» o «placing» («per»).",
    "The stake is an amount ('amount') and 'point' or 'placing' ('per').",
)
