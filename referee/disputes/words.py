"""What the disputes commands tell a user, in Italian and English."""

from __future__ import annotations

from ..games.base import Text


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


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


def hand_waits(seq: int) -> Text:
    return _t(
        f"La mano segnata alla mossa {seq} attende ancora la conferma: confermatela o "
        "rifiutatela prima di andare avanti.",
        f"The hand entered at move {seq} is still waiting for confirmation: confirm or decline "
        "it before going on.",
    )


def no_pending(seq: int) -> Text:
    return _t(
        f"Nessuna mano in attesa di conferma alla mossa {seq}.",
        f"No hand waiting for confirmation at move {seq}.",
    )
