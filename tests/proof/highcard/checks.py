"""High card's referee checks: which of two cards wins, and how far a score is from the end.

Declared as every game declares its checks (``referee.games.base.checks``): the house serves
them at its one route, lists them in the catalogue and asks for them on its one panel.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BeforeValidator, Field, StrictBool, WithJsonSchema

from referee.games.base import (
    CheckAnswer,
    CheckBody,
    CheckTable,
    JsonInt,
    check_type,
    explained,
    it_en,
)
from referee.games.cards import CardError, parse_card

from .moves import rank_of
from .options import HighCardOptions
from .state import SEATS

#: The cards of this deck (no jokers) as ``parse_card`` reads them, in a JSON Schema
#: pattern: the document and the server accept the same codes.
CARD_PATTERN = r"^(?:(?:[Aa2-9JjQq]|10)[SsHhDdCc]?|[Kk][SsHhDdCcRrBb])$"


def _card(value: Any) -> str:
    if not isinstance(value, str) or not re.fullmatch(CARD_PATTERN, value):
        shown = value[:12] if isinstance(value, str) else value
        raise explained(
            f"«{shown}» non è una carta di questo mazzo: usa rango (A, 2–10, J, Q, K) e seme "
            "(S, H, D, C).",
            f"'{shown}' is not a card of this deck: use a rank (A, 2–10, J, Q, K) and a suit "
            "(S, H, D, C).",
        )
    try:
        return parse_card(value).code
    except CardError as exc:  # pragma: no cover - the pattern lets only cards through
        raise explained(exc.text.it, exc.text.en) from None


CardCode = Annotated[
    str,
    BeforeValidator(_card),
    WithJsonSchema({"type": "string", "pattern": CARD_PATTERN, "description": "A card code."}),
]


class CompareBody(CheckBody):
    cards: Annotated[list[CardCode], Field(min_length=SEATS, max_length=SEATS)]


class CompareAnswer(CheckAnswer):
    #: The card that scores (its code); none on equal ranks.
    winner: str | None
    #: Each card's rank as HC-RANK counts it (2 … 10, J 11, Q 12, K 13, the ace 14 or 1).
    ranks: tuple[int, int]
    #: Whether one hand can show these two cards (HC-DECK: each card exists once).
    possible: bool


def compare(body: CompareBody, options: HighCardOptions) -> CompareAnswer:
    first, second = (parse_card(code) for code in body.cards)
    ranks = (rank_of(first, options), rank_of(second, options))
    aces = ("HC-AMB-1",) if "A" in (first.rank, second.rank) else ()
    a_it, a_en = first.label("it"), first.label("en")
    b_it, b_en = second.label("it"), second.label("en")
    if first.suit and first == second:
        return CompareAnswer(
            winner=None,
            ranks=ranks,
            possible=False,
            rules=("HC-DECK",),
            text=it_en(
                f"{a_it} due volte: nel mazzo c'è una carta sola per tipo, una mano non può "
                "mostrarla due volte.",
                f"{a_en} twice: the deck has one of each card, so no hand can show it twice.",
            ),
        )
    if ranks[0] == ranks[1]:
        return CompareAnswer(
            winner=None,
            ranks=ranks,
            possible=True,
            rules=("HC-RANK", *aces),
            text=it_en(
                f"{a_it} e {b_it} valgono uguale: nessuno prende il punto.",
                f"{a_en} and {b_en} rank the same: nobody scores.",
            ),
        )
    first_wins = ranks[0] > ranks[1]
    high_it, low_it = (a_it, b_it) if first_wins else (b_it, a_it)
    high_en, low_en = (a_en, b_en) if first_wins else (b_en, a_en)
    ace_it = ace_en = ""
    if aces:
        ace_it = " (l'asso è alto)" if options.aces == "high" else " (l'asso è basso)"
        ace_en = " (aces high)" if options.aces == "high" else " (aces low)"
    return CompareAnswer(
        winner=(first if first_wins else second).code,
        ranks=ranks,
        possible=True,
        rules=("HC-RANK", *aces),
        text=it_en(
            f"{high_it} batte {low_it}: la carta più alta prende 1 punto{ace_it}.",
            f"{high_en} beats {low_en}: the higher card scores 1 point{ace_en}.",
        ),
    )


COMPARE = check_type(
    "compare",
    CompareBody,
    CompareAnswer,
    compare,
    label=("Chi prende?", "Who scores?"),
    description=(
        "Due carte: quale prende il punto, e perché.",
        "Two cards: which one scores, and why.",
    ),
    rules=("HC-RANK", "HC-AMB-1", "HC-DECK"),
    example={"cards": ["KH", "AS"]},
    fields={
        "cards": ("Le due carte", "The two cards"),
        "winner": ("Prende", "Scores"),
        "ranks": ("Valori", "Ranks"),
        "possible": ("Possibile in una mano", "Possible in one hand"),
    },
)

#: The highest score a question may name (the largest target is 50).
SCORE_MAX = 1000


class ToWinBody(CheckBody):
    score: Annotated[JsonInt, Field(ge=0, le=SCORE_MAX)]
    other: Annotated[JsonInt, Field(ge=0, le=SCORE_MAX)]
    conceded: StrictBool = False


class ToWinAnswer(CheckAnswer):
    #: The points still needed to reach the target (0: reached).
    needed: int
    #: Whether the game is won with this score.
    won: bool


def to_win(body: ToWinBody, options: HighCardOptions) -> ToWinAnswer:
    target = options.target
    if body.conceded:
        return ToWinAnswer(
            needed=0,
            won=True,
            rules=("HC-CONCEDE",),
            text=it_en(
                "L'altro ha abbandonato: hai vinto, qualunque sia il punteggio.",
                "The other player conceded: you have won, whatever the score.",
            ),
        )
    if body.other >= target:
        return ToWinAnswer(
            needed=max(0, target - body.score),
            won=False,
            rules=("HC-END",),
            text=it_en(
                f"L'altro è già arrivato a {target}: la partita è finita e l'ha vinta lui.",
                f"The other player has already reached {target}: the game is over, and theirs.",
            ),
        )
    needed = max(0, target - body.score)
    if needed == 0:
        return ToWinAnswer(
            needed=0,
            won=True,
            rules=("HC-END",),
            text=it_en(f"Sei arrivato a {target}: hai vinto.", f"You reached {target}: you won."),
        )
    return ToWinAnswer(
        needed=needed,
        won=False,
        rules=("HC-END", "HC-RANK"),
        text=it_en(
            f"Ti mancano {needed} punti per arrivare a {target}: una mano vinta ne vale 1.",
            f"You need {needed} more points to reach {target}: a hand won is worth 1.",
        ),
    )


TO_WIN = check_type(
    "to_win",
    ToWinBody,
    ToWinAnswer,
    to_win,
    label=("Quanto manca?", "How far to win?"),
    description=(
        "Il tuo punteggio e quello dell'altro: quanti punti ti mancano per vincere.",
        "Your score and the other player's: how many points you still need to win.",
    ),
    rules=("HC-END", "HC-CONCEDE"),
    example={"score": 3, "other": 2},
    fields={
        "score": ("I tuoi punti", "Your points"),
        "other": ("I punti dell'altro", "The other player's points"),
        "conceded": ("L'altro ha abbandonato", "The other player conceded"),
        "needed": ("Punti che mancano", "Points still needed"),
        "won": ("Vinto", "Won"),
    },
)

CHECKS: CheckTable[HighCardOptions] = CheckTable(COMPARE, TO_WIN)
