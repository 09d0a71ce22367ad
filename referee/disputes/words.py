"""What contests and resolutions tell a user, in Italian and English.

User-typed words go through :func:`literal`, so that their braces never act as placeholders.
"""

from __future__ import annotations

from ..games.base import Text
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
MODES = {
    "host": _t("decide chi ospita", "the host decides"),
    "majority": _t("a maggioranza", "by majority"),
    "all": _t("tutti d'accordo", "all agree"),
}


def unknown_decision(kinds: tuple[str, ...]) -> Text:
    known = ", ".join(kinds)
    return _t(f"Decisioni possibili: {known}.", f"The decisions are: {known}.")


def no_move(seq: int) -> Text:
    return _t(f"Non c'è una mossa {seq}.", f"There is no move {seq}.")


def no_contest(seq: int) -> Text:
    return _t(f"Non c'è una contestazione {seq}.", f"There is no contest {seq}.")


def contest_withdrawn(seq: int) -> Text:
    return _t(f"La contestazione {seq} è stata ritirata.", f"Contest {seq} was withdrawn.")


def contest_resolved(seq: int) -> Text:
    return _t(f"La contestazione {seq} è già risolta.", f"Contest {seq} is already resolved.")


def voided_not_contested(seq: int) -> Text:
    return _t(
        f"La mossa {seq} è annullata: non si contesta.",
        f"Move {seq} is voided: it cannot be contested.",
    )


def already_contested(seq: int, contest: int) -> Text:
    return _t(
        f"La mossa {seq} è già contestata (contestazione {contest}).",
        f"Move {seq} is already contested (contest {contest}).",
    )


def already_voted(contest: int) -> Text:
    return _t(
        f"Questo posto ha già votato sulla contestazione {contest}.",
        f"This seat has already voted on contest {contest}.",
    )


def settled_by_vote(mode: str) -> Text:
    words = MODES.get(mode, MODES["majority"])
    return _t(
        f"A questo tavolo una contestazione si risolve col voto ({words.it}).",
        f"At this table a contest is settled by vote ({words.en}).",
    )


def unknown_option(key: str) -> Text:
    shown = literal(key[:40])
    return _t(f"Questo gioco non ha l'opzione «{shown}».", f"This game has no option '{shown}'.")


def contested_line(seq: int, reason: str) -> Text:
    said = literal(reason)
    return _t(f"Contestata la mossa {seq}: {said}", f"Move {seq} contested: {said}")


def withdrawn_line(seq: int) -> Text:
    return _t(f"Ritirata la contestazione della mossa {seq}.", f"Contest of move {seq} withdrawn.")


def voted_line(seq: int, decision: Text) -> Text:
    return _t(f"Voto sulla mossa {seq}: {decision.it}.", f"Vote on move {seq}: {decision.en}.")


def resolved_line(seq: int, decision: Text, reason: str) -> Text:
    said = literal(reason)
    return _t(
        f"Risolta la contestazione della mossa {seq}: {decision.it}"
        + (f" ({said})." if said else "."),
        f"Contest of move {seq} resolved: {decision.en}" + (f" ({said})." if said else "."),
    )


def from_hand(k: int) -> Text:
    return _t(f"dalla mano {k}", f"from hand {k}")
