"""What the disputes commands (contests and resolutions, seats, penalties, confirmations)
tell a user, in Italian and English.

User-typed words go through :func:`literal`, so that their braces never act as placeholders.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..games.base import Text
from ..games.base.text import written
from ..problems import literal


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


REASON_NEEDED = _t("Scrivi perché contesti (una riga).", "Say why you contest it (one line).")
OPTION_NEEDED = _t(
    "Quale opzione cambia? Manca «option».", "Which option changes? 'option' is missing."
)
MOVE_NEEDED = _t(
    "Una sostituzione porta la mossa corretta («move»).",
    "A replacement carries the corrected move ('move').",
)
SPECTATORS_DO_NOT_CONTEST = _t(
    "Solo chi siede al tavolo contesta o vota.", "Only seated players contest or vote."
)
ONLY_SEATED_VOTE = _t(
    "Vota chi siede a un posto del tavolo.", "Only a player sitting at a seat votes."
)
ONLY_RAISER_WITHDRAWS = _t(
    "Ritira una contestazione solo chi l'ha sollevata.",
    "Only whoever raised a contest withdraws it.",
)
ONLY_HOST_RESOLVES = _t("Decide chi ospita il tavolo.", "The table's host decides.")
HOST_DECIDES = _t(
    "A questo tavolo decide chi ospita: non si vota.",
    "At this table the host decides: there is no vote.",
)
ONLY_GAME_MOVES_CONTESTED = _t(
    "Si contestano solo le mosse di gioco.", "Only game moves can be contested."
)
NO_HAND_TO_SWITCH = _t(
    "Questa mossa non ha ancora chiuso una mano: nessuna opzione da cambiare da lì.",
    "This move has not closed a hand yet: no option to switch from there.",
)
REPLACE_SAME_KIND = _t(
    "La mossa corretta è dello stesso tipo di quella contestata.",
    "The corrected move is of the same kind as the contested one.",
)
SEQ_QUERY = _t(
    "«seq» è il numero di una mossa (un intero ≥ 1).",
    "'seq' is the number of a move (an integer ≥ 1).",
)
RESOLVED_REASON = _t("contestazione risolta", "contest resolved")
KEEP = _t("la mossa resta", "the entry stands")
REPLACE = _t("la mossa è sostituita", "the entry is replaced")
#: A seat's vote, as the panel lists it beside the voter's name ("Luca: tenere").
VOTE_KEEP = _t("tenere", "keep")
VOTE_REPLACE = _t("sostituire", "replace")


def vote_switch(value: Text) -> Text:
    return _t(f"passare a «{literal(value.it)}»", f"switch to “{literal(value.en)}”")


MODES = {
    "host": _t("decide chi ospita", "the host decides"),
    "majority": _t("a maggioranza", "by majority"),
    "all": _t("tutti d'accordo", "all agree"),
}


def votes_wanted(wanted: int, seated: int, most: int) -> Text:
    """'It takes 3 matching votes of the 4 seated players to decide; so far the most chosen
    has 1.'"""
    head = _t(
        f"Per decidere servono {wanted} voti uguali su {seated} giocatori seduti",
        f"It takes {wanted} matching votes of the {seated} seated players to decide",
    )
    tail = (
        _t("finora nessuno ha votato.", "nobody has voted yet.")
        if most == 0
        else _t(f"finora la scelta più votata ne ha {most}.", f"so far the most chosen has {most}.")
    )
    return _t(f"{head.it}; {tail.it}", f"{head.en}; {tail.en}")


def unknown_decision(kinds: tuple[str, ...]) -> Text:
    known = ", ".join(kinds)
    return _t(f"Decisioni possibili: {known}.", f"The decisions are: {known}.")


def no_move(seq: int) -> Text:
    return _t(f"Non c'è una mossa {seq}.", f"There is no move {seq}.")


NO_CONTEST = _t("Questa contestazione non c'è.", "There is no such contest.")
CONTEST_WITHDRAWN = _t("Questa contestazione è stata ritirata.", "This contest was withdrawn.")
CONTEST_RESOLVED = _t("Questa contestazione è già risolta.", "This contest is already resolved.")
ALREADY_VOTED = _t(
    "Questo posto ha già votato su questa contestazione.",
    "This seat has already voted on this contest.",
)


def voided_not_contested(name: Text) -> Text:
    """``name``: the entry as players name it (:func:`referee.tables.naming.entry_name`)."""
    return _t(
        f"Annullato, non si contesta: {name.it}.", f"Undone, so it cannot be contested: {name.en}."
    )


def already_contested(name: Text) -> Text:
    return _t(f"Già contestato: {name.it}.", f"Already contested: {name.en}.")


def settled_by_vote(mode: str) -> Text:
    words = MODES.get(mode, MODES["majority"])
    return _t(
        f"A questo tavolo una contestazione si risolve col voto ({words.it}).",
        f"At this table a contest is settled by vote ({words.en}).",
    )


def unknown_option(key: str) -> Text:
    shown = literal(key[:40])
    return _t(f"Questo gioco non ha l'opzione «{shown}».", f"This game has no option '{shown}'.")


def contested_line(where: Text, n: int, reason: str) -> Text:
    """A contest's line, naming the hand (``where``: the game's unit, :func:`noun`) by its
    number, as players know it: «Contestata la mano 3: …» / "Hand 3 contested: …"."""
    said = literal(reason)
    return _t(
        f"Contestata la {where.it} {n}: {said}", f"{where.en.capitalize()} {n} contested: {said}"
    )


def withdrawn_line(where: Text, n: int) -> Text:
    return _t(
        f"Ritirata la contestazione della {where.it} {n}.",
        f"Contest of {where.en} {n} withdrawn.",
    )


def voted_line(where: Text, n: int, decision: Text) -> Text:
    return _t(
        f"Voto sulla {where.it} {n}: {decision.it}.", f"Vote on {where.en} {n}: {decision.en}."
    )


def resolved_line(where: Text, n: int, decision: Text, reason: str) -> Text:
    said = literal(reason)
    return _t(
        f"Risolta la contestazione della {where.it} {n}: {decision.it}"
        + (f" ({said})." if said else "."),
        f"Contest of {where.en} {n} resolved: {decision.en}" + (f" ({said})." if said else "."),
    )


def switched(label: Text, value: Text) -> Text:
    """A resolution switching an option, as its line says it: the rule changes from the
    contested hand on, for the rest of the game."""
    return _t(
        f"la regola della casa cambia — {literal(label.it)}: {literal(value.it)}",
        f"the house rule changes — {literal(label.en)}: {literal(value.en)}",
    )


TOTALS_UNCHANGED = _t("I totali non cambiano.", "The totals do not change.")


def totals_now(before: Sequence[int], after: Sequence[int]) -> Text:
    """What a resolution left the totals at, each seat by its placeholder, a changed one with
    what it was: «Totali: Anna 15 → 0 · Bruno 0 · Carla 10.»."""
    parts = []
    for i, now in enumerate(after):
        was = before[i] if i < len(before) else 0
        shown = f"{written(was)} → {written(now)}" if was != now else written(now)
        parts.append(f"{{seat[{i}]}} {shown}")
    said = " · ".join(parts)
    return _t(f"Totali: {said}.", f"Totals: {said}.")


def from_hand(k: int) -> Text:
    return _t(f"dalla mano {k}", f"from hand {k}")


def whole(value: object) -> object:
    """A JSON integer as JSON Schema counts them: ``3.0`` is 3 (``3.5`` and ``true`` stay
    what they are, for the caller to refuse)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


TWO_SEATS = _t(
    "Servono due posti diversi del tavolo (numeri da 0).",
    "Two different seats of the table are needed (numbers from 0).",
)
HAND_NUMBER = _t("La mano è un numero da 1 in su.", "The hand is a number from 1 up.")
SEATED_ONLY = _t(
    "Solo chi siede al tavolo (o chi lo ospita) può farlo.",
    "Only a seated player (or the host) can do that.",
)


def no_hand(hand: int) -> Text:
    return _t(
        f"Della mano {hand} non è ancora registrato nulla.",
        f"Nothing of hand {hand} has been logged yet.",
    )


NO_SUCH_SEAT = _t("Posto inesistente a questo tavolo.", "No such seat at this table.")
PENALTY_MODE = _t(
    "Le penalità si registrano soltanto (record), con un'ammonizione prima (warning) o a "
    "punti ogni volta (points).",
    "Penalties are recorded only (record), with a warning first (warning) or cost points each "
    "time (points).",
)
CONFIRM_YES_NO = _t("La conferma delle mani è sì o no.", "Confirming hands is yes or no.")
CONFIRM_BY = _t(
    "Conferma ogni mano: tutti gli altri giocatori (all), uno qualsiasi degli altri (any) o "
    "chi ospita il tavolo (host).",
    "Each hand is confirmed by every other player (all), any one other player (any) or the "
    "host (host).",
)
CONFIRM_BY_NEEDS_CONFIRM = _t(
    "Chi conferma si sceglie solo se le mani attendono la conferma (confirm: true).",
    "Who confirms is chosen only when hands wait for confirmation (confirm: true).",
)
IRREGULARITY_CODE = _t(
    "Manca l'irregolarità (un codice breve).", "The irregularity is missing (a short code)."
)
OTHER_NEEDS_NOTE = _t(
    "Per «altro» scrivi in poche parole che cosa è successo.",
    "For 'other', say in a few words what happened.",
)


def penalty_points(most: int) -> Text:
    return _t(
        f"I punti di una penalità sono un numero da 1 a {most}.",
        f"A penalty's points are a number from 1 to {most}.",
    )


def rule_text(most: int) -> Text:
    return _t(
        f"La regola o l'articolo è un testo di al massimo {most} caratteri.",
        f"The rule or article is a text of at most {most} characters.",
    )


def unknown_irregularity(code: str, codes: str) -> Text:
    shown = code[:40].replace("{", "{{").replace("}", "}}")
    return _t(
        f"Irregolarità sconosciuta: «{shown}». Per questo gioco: {codes}.",
        f"Unknown irregularity: '{shown}'. For this game: {codes}.",
    )


OWN_HAND = _t(
    "Questa mano l'hai segnata tu: la confermano gli altri.",
    "You entered this hand: the others confirm it.",
)
ALREADY_CONFIRMED = _t("Hai già confermato questa mano.", "You have already confirmed this hand.")
ONLY_HOST_FOR_EVERYONE = _t(
    "Conferma per tutti solo chi ospita il tavolo.", "Only the host confirms for everyone."
)
HOST_CONFIRMS = _t(
    "A questo tavolo le mani le conferma chi ospita.", "At this table the host confirms hands."
)
NO_SEAT_CONFIRM = _t(
    "Non siedi a un posto: per contare la mano, conferma per tutti.",
    "You have no seat: to count the hand, confirm it for everyone.",
)


def hand_waits(what: Text) -> Text:
    """``what``: what waits, as its confirmation names it ("la mano 3", "the seat swap")."""
    it, en = (text[:1].upper() + text[1:] for text in (what.it, what.en))
    return _t(
        f"{it} attende ancora la conferma: confermatela o rifiutatela prima di andare avanti.",
        f"{en} is still waiting for confirmation: confirm or decline it before going on.",
    )


NO_PENDING = _t(
    "Nessuna mano in attesa di conferma qui: forse è già contata o rifiutata.",
    "No hand waiting for confirmation here: it may already be counted or declined.",
)
