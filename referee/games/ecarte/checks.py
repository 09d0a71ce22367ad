"""Ecarté's referee checks: answers from the rules, logging nothing.

- ``legal_cards``: the cards of a hand that may answer a lead (ECA-PLAY, ECA-FORZ, ECA-AMB-9,
  the classic duty to win).
- ``trick_winner``: who takes a trick (ECA-PLAY).
- ``hand_points``: a hand's points under the seed's rules and the classic ones.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, WithJsonSchema

from ..base import (
    CheckAnswer,
    CheckBody,
    CheckTable,
    IllegalMove,
    JsonInt,
    Line,
    SeatNo,
    check_type,
    explained,
)
from ..base import it_en as _t
from .deck import CARD_SCHEMA, SUIT_SCHEMA, SUITS, TRICKS, card_code, label, suit_name
from .options import EcarteOptions
from .play import duty_text, legal_answers, winner_text
from .scoring import HandFacts, declared_king, end_points, turned_up_king


def _card(text: str) -> str:
    code = card_code(text)
    if code is None:
        raise explained(
            f"«{text[:12]}» non è una delle 32 carte (codici come KH, 10S, 7C)",
            f"'{text[:12]}' is not one of the 32 cards (codes like KH, 10S, 7C)",
        )
    return code


def _suit(text: str) -> str:
    suit = text.strip().upper()
    if suit not in SUITS:
        raise explained("la briscola è un seme: S, H, D o C", "trumps is a suit: S, H, D or C")
    return suit


Card = Annotated[
    str, Field(min_length=1, max_length=40), AfterValidator(_card), WithJsonSchema(CARD_SCHEMA)
]
Suit = Annotated[
    str, Field(min_length=1, max_length=2), AfterValidator(_suit), WithJsonSchema(SUIT_SCHEMA)
]

# -- legal_cards ------------------------------------------------------------------------------


class LegalCardsBody(CheckBody):
    trump: Suit
    led: Card | None = None
    hand: Annotated[list[Card], Field(min_length=1, max_length=5)]


class LegalCardsAnswer(CheckAnswer):
    #: The cards that may be played, in the hand's order.
    legal: tuple[str, ...]
    #: What the hand must do: lead, follow, follow_win, follow_highest, trump,
    #: trump_highest or any.
    duty: str


def _apart(cards: list[str]) -> None:
    """ECA-DECK: each of the 32 cards is there once (what no schema of the body can say)."""
    if len(set(cards)) != len(cards):
        raise IllegalMove(
            "ECA-DECK",
            _t(
                "Ogni carta c'è una volta sola: qui una carta compare due volte.",
                "Each card exists once: here one card appears twice.",
            ),
        )


def legal_cards(body: LegalCardsBody, options: EcarteOptions) -> LegalCardsAnswer:
    _apart([*body.hand, *([body.led] if body.led else [])])
    answer = legal_answers(body.trump, body.led, body.hand, options)
    return LegalCardsAnswer(
        legal=answer.legal,
        duty=answer.duty,
        text=duty_text(answer, body.trump, body.led),
        rules=answer.rules,
    )


LEGAL_CARDS = check_type(
    "legal_cards",
    LegalCardsBody,
    LegalCardsAnswer,
    legal_cards,
    label=("Quali carte si possono giocare", "Which cards may be played"),
    description=(
        "La briscola, la carta giocata (o nessuna, se si è di mano) e le carte in mano: quali "
        "si possono giocare, e perché.",
        "Trumps, the card led (or none, when leading) and the hand: which cards may be "
        "played, and why.",
    ),
    rules=("ECA-PLAY", "ECA-FORZ", "ECA-AMB-9", "ECA-CLASSIC-REVOKE"),
    example={"trump": "S", "led": "9H", "hand": ["10H", "KH", "7C"]},
    fields={
        "trump": ("Briscola", "Trumps"),
        "led": ("La carta giocata per prima", "The card led"),
        "hand": ("Le carte in mano", "The cards in hand"),
        "legal": ("Si possono giocare", "May be played"),
        "duty": ("Obbligo", "Duty"),
        # What the hand must do (``duty``); "trump" is the field's word above.
        "lead": ("di mano: qualsiasi carta", "leading: any card"),
        "follow": ("rispondere al seme", "follow suit"),
        "follow_win": ("rispondere al seme e prendere", "follow suit and win the trick"),
        "follow_highest": ("rispondere con la più alta", "follow with the highest card"),
        "trump_highest": ("tagliare con la briscola più alta", "trump with the highest trump"),
        "any": ("qualsiasi carta", "any card"),
    },
)

# -- trick_winner -----------------------------------------------------------------------------


class TrickWinnerBody(CheckBody):
    trump: Suit
    lead: Card
    follow: Card


class TrickWinnerAnswer(CheckAnswer):
    #: The card that takes the trick.
    winner: str
    #: Whether it is the card led.
    lead_wins: bool


def trick_winner(body: TrickWinnerBody, options: EcarteOptions) -> TrickWinnerAnswer:
    _apart([body.lead, body.follow])
    lead_wins, why = winner_text(body.lead, body.follow, body.trump)
    winner = body.lead if lead_wins else body.follow
    trump_it, trump_en = suit_name(body.trump, "it"), suit_name(body.trump, "en")
    return TrickWinnerAnswer(
        winner=winner,
        lead_wins=lead_wins,
        text=_t(
            f"Briscola {trump_it}: vince {label(winner)}. {why.it}",
            f"{trump_en.capitalize()} are trumps: {label(winner)} wins. {why.en}",
        ),
        rules=("ECA-PLAY", "ECA-DECK"),
    )


TRICK_WINNER = check_type(
    "trick_winner",
    TrickWinnerBody,
    TrickWinnerAnswer,
    trick_winner,
    label=("Chi prende la presa", "Who takes the trick"),
    description=(
        "La briscola e le due carte, nell'ordine in cui sono giocate: chi prende, e perché.",
        "Trumps and the two cards, in the order played: who takes the trick, and why.",
    ),
    rules=("ECA-PLAY", "ECA-DECK"),
    example={"trump": "S", "lead": "9H", "follow": "7S"},
    fields={
        "trump": ("Briscola", "Trumps"),
        "lead": ("La carta giocata per prima", "The card led"),
        "follow": ("La carta che risponde", "The card that answers"),
        "winner": ("Prende", "Takes the trick"),
        "lead_wins": ("Prende la carta giocata per prima", "The card led wins"),
    },
)

# -- hand_points ------------------------------------------------------------------------------

StrictBool = Annotated[bool, Field(strict=True)]
Count = Annotated[JsonInt, Field(ge=0, le=TRICKS)]
Pair = Annotated[list[Count], Field(min_length=2, max_length=2)]


class HandPointsBody(CheckBody):
    dealer: Annotated[SeatNo, Field(le=1)] = 0
    tricks: Pair
    king: Annotated[SeatNo, Field(le=1)] | Literal["turned_up"] | None = None
    king_declared: StrictBool = False
    prepotenza: Annotated[SeatNo, Field(le=1)] | None = None
    revokes: Pair = Field(default_factory=lambda: [0, 0])


class HandPointsAnswer(CheckAnswer):
    #: The hand's points seat by seat under the seed's rules and under the classic ones.
    seed: tuple[int, int]
    classic: tuple[int, int]
    #: The rule set the table plays: its lines are ``lines``, the other set's ``other_lines``.
    in_force: Literal["seed", "classic"]
    lines: tuple[Line, ...]
    other_lines: tuple[Line, ...]


def _points(facts: HandFacts, options: EcarteOptions) -> tuple[list[int], list[Line]]:
    """Every point of the hand in the order of ECA-AMB-7, without totals to stop at."""
    pts, lines = [0, 0], []
    if facts.king == "turned_up":
        pts[facts.dealer] += 1
        lines.append(turned_up_king(facts.dealer, None, options))
    elif isinstance(facts.king, int) and facts.king_declared:
        pts[facts.king] += 1
        lines.append(declared_king(facts.king, options))
    end, end_lines = end_points(facts, options)
    return [pts[s] + end[s] for s in (0, 1)], lines + end_lines


def _whole(body: HandPointsBody, options: EcarteOptions) -> None:
    """The facts go together: what no schema of the body can say, refused by the rules."""
    if sum(body.tricks) != TRICKS:
        raise IllegalMove(
            "ECA-PLAY",
            _t(
                f"Le prese sono 5 in tutto, non {body.tricks[0]} + {body.tricks[1]}.",
                f"There are 5 tricks in all, not {body.tricks[0]} + {body.tricks[1]}.",
            ),
        )
    if body.king_declared and not isinstance(body.king, int):
        raise IllegalMove(
            "ECA-CLASSIC-K" if options.classic else "ECA-SEED-K",
            _t(
                "Un Re dichiarato è in mano a un posto: il Re di briscola («king») è 0 o 1.",
                "A declared King is held by a seat: the King of trumps ('king') is 0 or 1.",
            ),
        )
    if sum(body.revokes) > TRICKS:
        raise IllegalMove(
            "ECA-CLASSIC-REVOKE" if options.classic else "ECA-SEED-REVOKE",
            _t(
                "Si risponde al più 5 volte in una mano: non più di 5 risposte sbagliate.",
                "A hand has at most 5 answers to a lead: no more than 5 revokes.",
            ),
        )


def hand_points(body: HandPointsBody, options: EcarteOptions) -> HandPointsAnswer:
    _whole(body, options)
    facts = HandFacts(
        dealer=body.dealer,
        tricks=(body.tricks[0], body.tricks[1]),
        king=body.king,
        king_declared=body.king_declared,
        prepotenza=body.prepotenza,
        revokes=(body.revokes[0], body.revokes[1]),
    )
    seed_opts = options.model_copy(update={"rule_set": "seed"})
    classic_opts = options.model_copy(update={"rule_set": "classic"})
    seed, seed_lines = _points(facts, seed_opts)
    classic, classic_lines = _points(facts, classic_opts)
    mine, other = (classic_lines, seed_lines) if options.classic else (seed_lines, classic_lines)
    rules: list[str] = []
    for line in mine:
        rules.extend(r for r in line.rules if r not in rules)
    same_it = " (uguali)" if seed == classic else ""
    same_en = " (the same)" if seed == classic else ""
    return HandPointsAnswer(
        seed=(seed[0], seed[1]),
        classic=(classic[0], classic[1]),
        in_force=options.rule_set,
        lines=tuple(mine),
        other_lines=tuple(other),
        text=_t(
            f"Regole del testo: posto 0 {seed[0]:+d}, posto 1 {seed[1]:+d}; regole classiche: "
            f"posto 0 {classic[0]:+d}, posto 1 {classic[1]:+d}{same_it}.",
            f"Seed rules: seat 0 {seed[0]:+d}, seat 1 {seed[1]:+d}; classic rules: seat 0 "
            f"{classic[0]:+d}, seat 1 {classic[1]:+d}{same_en}.",
        ),
        rules=tuple(rules),
    )


HAND_POINTS = check_type(
    "hand_points",
    HandPointsBody,
    HandPointsAnswer,
    hand_points,
    label=("Punti di una mano", "A hand's points"),
    description=(
        "I fatti di una mano (prese, Re di briscola, prepotenza, risposte sbagliate): i punti "
        "con le regole del testo e con le classiche.",
        "A hand's facts (tricks, King of trumps, prepotenza, revokes): its points under the "
        "seed's rules and under the classic ones.",
    ),
    rules=(
        "ECA-SEED-K",
        "ECA-SEED-3T",
        "ECA-SEED-VOLE",
        "ECA-SEED-PREP",
        "ECA-SEED-UNDECL",
        "ECA-SEED-REVOKE",
        "ECA-CLASSIC-K",
        "ECA-CLASSIC-TRICKS",
        "ECA-CLASSIC-STOOD",
        "ECA-CLASSIC-REVOKE",
    ),
    example={
        "dealer": 0,
        "tricks": [1, 4],
        "king": 0,
        "king_declared": False,
        "prepotenza": 0,
        "revokes": [0, 0],
    },
    fields={
        "dealer": ("Mazziere (posto 0 o 1)", "Dealer (seat 0 or 1)"),
        "tricks": ("Prese (posto 0, posto 1)", "Tricks (seat 0, seat 1)"),
        "king": (
            "Re di briscola: posto che lo ha (0 o 1), o girato",
            "King of trumps: the seat holding it (0 or 1), or turned up",
        ),
        "turned_up": ("girato dal mazziere", "turned up by the dealer"),
        "king_declared": ("Re dichiarato", "King declared"),
        "prepotenza": ("Chi gioca di prepotenza (posto)", "Who plays di prepotenza (seat)"),
        "revokes": (
            "Risposte sbagliate (posto 0, posto 1)",
            "Revokes (seat 0, seat 1)",
        ),
        "seed": ("Regole del testo", "Seed rules"),
        "classic": ("Regole classiche", "Classic rules"),
        "in_force": ("Regole del tavolo", "The table's rules"),
        "lines": ("Punto per punto", "Point by point"),
        "other_lines": ("Con le altre regole", "Under the other rules"),
        "text": ("Perché", "Why"),
        "rules": ("Regole", "Rules"),
        "seat": ("Posto", "Seat"),
        "points": ("Punti", "Points"),
        "verdict": ("Decisione", "Ruling"),
    },
)

CHECKS: CheckTable[Any] = CheckTable(LEGAL_CARDS, TRICK_WINNER, HAND_POINTS)
