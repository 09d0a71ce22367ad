"""Tarocco's referee checks: questions the table asks the rules, logging nothing.

- ``king_call``: which card must this 15-card hand call (TAR-CALL-a … f), or which may it?
- ``card_points``: the card points of piles, counted in threes (TAR-COUNT).
- ``declaration``: may this hand say venti, or quindici (TAR-VENTI, TAR-QUINDICI)?
- ``lead``: may this card be led or played now (TAR-PLAY, TAR-LEAD)?

Cards in and out are the names players say (codes are accepted too). A card that is not in
play, or a card given twice, is refused with TAR-DECK; a rule the cards break is part of the
answer.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..base import CheckAnswer, CheckBody, CheckTable, IllegalMove, JsonInt, Text, check_type
from ..base import it_en as _t
from .cards import SUIT_EN, TOTAL, Card, CardError, CardName, parse_card, parse_cards
from .declarations import QUINDICI, VENTI, declared_value
from .king import card_to_call
from .options import TaroccoOptions
from .piles import Pile, PileError, count_pile, count_sides

#: How players call a check's fields (its form and its answer), in Italian and English.
Words = dict[str, tuple[str, str]]


def _cards(raw: list[str], where: tuple[str, str]) -> list[Card]:
    """The cards of a field (``where``: its label); a card that is not in play, or one there
    twice, is refused with TAR-DECK (the document's enum cannot say that "Giove" and "T20"
    are one card)."""
    try:
        return parse_cards(raw)
    except CardError as exc:
        raise IllegalMove(
            "TAR-DECK", _t(f"{where[0]}: {exc.text.it}", f"{where[1]}: {exc.text.en}")
        ) from None


def _card(raw: str, where: tuple[str, str]) -> Card:
    try:
        return parse_card(raw)
    except CardError as exc:
        raise IllegalMove(
            "TAR-DECK", _t(f"{where[0]}: {exc.text.it}", f"{where[1]}: {exc.text.en}")
        ) from None


# -- king_call -------------------------------------------------------------------------------


class KingCallBody(CheckBody):
    hand: Annotated[list[CardName], Field(min_length=15, max_length=15)]
    #: A dealer's 3 cards discarded to the monte (his own: TAR-AMB-6).
    discard: Annotated[list[CardName], Field(min_length=3, max_length=3)] | None = None


class KingCallAnswer(CheckAnswer):
    #: The hand's decine and cinquine.
    value: int
    must_call: str | None = None
    candidates: list[str] = []
    #: Any card not held may be called (four Kings and four Queens, free reading).
    free: bool = False
    rule: str
    reason: Text


KING_CALL_WORDS: Words = {
    # Short: a card box folded to one line shows some nine letters of its label.
    "hand": ("La mano", "The hand"),
    "discard": ("Lo scarto", "Discard"),
    "value": ("Decine e cinquine in mano", "Decine and cinquine in hand"),
    "must_call": ("Deve chiamare", "Must call"),
    "candidates": ("Può chiamare", "May call"),
    "free": ("Chiamata libera (ogni carta che non ha)", "Free call (any card not held)"),
    "rule": ("Regola", "Rule"),
    "reason": ("Perché", "Why"),
}


def check_king_call(body: KingCallBody, options: TaroccoOptions) -> KingCallAnswer:
    hand = _cards(body.hand, KING_CALL_WORDS["hand"])
    discard = _cards(body.discard, KING_CALL_WORDS["discard"]) if body.discard else []
    if {c.code for c in hand} & {c.code for c in discard}:
        raise IllegalMove(
            "TAR-DECK",
            _t(
                "Una carta è sia in mano sia nello scarto.",
                "A card is both in the hand and in the discard.",
            ),
        )
    verdict = card_to_call(hand, options, discard)
    return KingCallAnswer(
        text=verdict.reason,
        rules=verdict.rules,
        value=verdict.value,
        must_call=Card(verdict.must_call).name if verdict.must_call else None,
        candidates=[Card(c).name for c in verdict.candidates] if verdict.must_call is None else [],
        free=verdict.free,
        rule=verdict.rule,
        reason=verdict.reason,
    )


KING_CALL = check_type(
    "king_call",
    KingCallBody,
    KingCallAnswer,
    check_king_call,
    label=("Quale Re chiamare", "Which King to call"),
    description=(
        "Le 15 carte di chi ha detto venti: quale Re (o Regina) deve chiamare, e perché.",
        "The venti player's 15 cards: which King (or Queen) must be called, and why.",
    ),
    rules=("TAR-CALL-a", "TAR-CALL-b", "TAR-CALL-c", "TAR-CALL-d", "TAR-CALL-e", "TAR-AMB-4"),
    example={
        "hand": [
            "Giove",
            "Palla",
            "14",
            "9",
            "3",
            "Miseria",
            "Re Coppe",
            "7 Coppe",
            "6 Coppe",
            "Regina Spade",
            "9 Spade",
            "8 Spade",
            "Cavallo Bastoni",
            "10 Bastoni",
            "5 Oro",
        ]
    },
    fields=KING_CALL_WORDS,
)


# -- card_points -----------------------------------------------------------------------------


class CardPointsBody(CheckBody):
    piles: Annotated[list[Pile], Field(min_length=1, max_length=4)]
    #: The index of the pile that took the last trick.
    last_trick: Annotated[JsonInt, Field(ge=0, le=3)] | None = None


class CountedPile(BaseModel):
    model_config = ConfigDict(frozen=True)

    points: int
    counting: Text
    cards: int | None = None


class CardPointsAnswer(CheckAnswer):
    piles: list[CountedPile]
    #: With one pile: the other side's 109 − x.
    other: int | None = None
    #: With two piles: whether they make 109 between them.
    valid: bool = True


CARD_POINTS_WORDS: Words = {
    "piles": ("Mucchi", "Piles"),
    "last_trick": (
        "Mucchio con l'ultima presa (0 = il primo)",
        "Pile with the last trick (0 = the first)",
    ),
    "cards": ("Carte", "Cards"),
    "card_count": ("Numero di carte", "Number of cards"),
    "counting_cards": ("Carte che contano", "Counting cards"),
    "points": ("Punti di carte", "Card points"),
    "counting": ("Conteggio a terzetti", "Counted in threes"),
    "other": ("All'altra parte (109 meno questi)", "The other side (109 less these)"),
    "valid": ("I conti tornano", "The count adds up"),
}


def check_card_points(body: CardPointsBody, options: TaroccoOptions) -> CardPointsAnswer:
    labels = [_t(f"Mucchio {i + 1}", f"Pile {i + 1}") for i in range(len(body.piles))]
    counted = []
    for i, pile in enumerate(body.piles):
        try:
            counted.append(count_pile(pile, body.last_trick == i, labels[i]))
        except PileError as exc:
            if exc.rule == "TAR-DECK":
                raise IllegalMove(exc.rule, exc.text) from None
            return CardPointsAnswer(text=exc.text, rules=(exc.rule,), piles=[], valid=False)
    piles = [CountedPile(points=c.points, counting=c.counting, cards=c.count) for c in counted]
    if len(body.piles) == 1:
        x = counted[0].points
        return CardPointsAnswer(
            text=_t(
                f"{x} punti di carte; l'altra parte ne ha 109 − {x} = {TOTAL - x}.",
                f"{x} card points; the other side has 109 − {x} = {TOTAL - x}.",
            ),
            rules=("TAR-COUNT",),
            piles=piles,
            other=TOTAL - x,
        )
    if len(body.piles) == 2:
        try:
            count_sides(body.piles, body.last_trick, labels)
        except PileError as exc:
            if exc.rule == "TAR-DECK":
                raise IllegalMove(exc.rule, exc.text) from None
            return CardPointsAnswer(text=exc.text, rules=(exc.rule,), piles=piles, valid=False)
        a, b = counted[0].points, counted[1].points
        return CardPointsAnswer(
            text=_t(f"{a} + {b} = 109: i conti tornano.", f"{a} + {b} = 109: the count is right."),
            rules=("TAR-COUNT",),
            piles=piles,
        )
    listed = ", ".join(str(c.points) for c in counted)
    return CardPointsAnswer(
        text=_t(f"Punti di carte: {listed}.", f"Card points: {listed}."),
        rules=("TAR-COUNT",),
        piles=piles,
    )


CARD_POINTS = check_type(
    "card_points",
    CardPointsBody,
    CardPointsAnswer,
    check_card_points,
    label=("Conta i punti", "Count the points"),
    description=(
        "I punti di carte di un mucchio, contati a terzetti: dalle carte, dal numero di carte "
        "e dalle carte di valore, o da un totale.",
        "A pile's card points counted in threes: from its cards, from its card count and "
        "counting cards, or from a total.",
    ),
    rules=("TAR-COUNT", "TAR-VAL"),
    example={
        "piles": [
            {"cards": ["Re Oro", "Giove", "7 Coppe"]},
            {"card_count": 3, "counting_cards": ["Re Coppe"]},
            {"points": 40},
        ],
        "last_trick": 0,
    },
    fields=CARD_POINTS_WORDS,
)


# -- declaration -----------------------------------------------------------------------------


class DeclarationBody(CheckBody):
    #: The hand, or just the decine and cinquine in it.
    hand: Annotated[list[CardName], Field(min_length=1, max_length=18)]
    call: Literal["venti", "quindici"] | None = None


class DeclarationAnswer(CheckAnswer):
    value: int
    venti: bool
    quindici: bool
    #: For the call asked about, whether the hand may say it.
    allowed: bool | None = None


DECLARATION_WORDS: Words = {
    "hand": ("La mano", "The hand"),
    "call": ("Chiamata da controllare", "Call to check"),
    "value": ("Decine e cinquine", "Decine and cinquine"),
    "venti": ("Venti (almeno 20)", "Venti (20 or more)"),
    "quindici": ("Quindici (esattamente 15)", "Quindici (exactly 15)"),
    "allowed": ("Chiamata ammessa", "Call allowed"),
}


def check_declaration(body: DeclarationBody, options: TaroccoOptions) -> DeclarationAnswer:
    hand = _cards(body.hand, DECLARATION_WORDS["hand"])
    value = declared_value(hand, options)
    venti, quindici = value >= VENTI, value == QUINDICI
    counted = [
        c.name for c in hand if c.value in (5, 10) and (options.kings_cinquine or c.rank != "K")
    ]
    listed = ", ".join(counted) if counted else "—"
    kings = () if options.kings_cinquine else ("TAR-AMB-2",)
    head = _t(
        f"Decine e cinquine: {listed} = {value}.", f"Decine and cinquine: {listed} = {value}."
    )
    if body.call == "quindici":
        verdict = _t(
            "Può dire quindici." if quindici else "Non può dire quindici: servono esattamente 15.",
            "May say quindici." if quindici else "May not say quindici: exactly 15 is needed.",
        )
        rules: tuple[str, ...] = ("TAR-QUINDICI", *kings)
    else:
        verdict = _t(
            "Può dire venti (o zero, se preferisce)."
            if venti
            else "Deve dire zero: per il venti servono almeno 20.",
            "May say venti (or zero, if preferred)."
            if venti
            else "Must say zero: venti needs at least 20.",
        )
        rules = ("TAR-VENTI", *kings)
    allowed = None if body.call is None else (venti if body.call == "venti" else quindici)
    return DeclarationAnswer(
        text=_t(f"{head.it} {verdict.it}", f"{head.en} {verdict.en}"),
        rules=rules,
        value=value,
        venti=venti,
        quindici=quindici,
        allowed=allowed,
    )


DECLARATION = check_type(
    "declaration",
    DeclarationBody,
    DeclarationAnswer,
    check_declaration,
    label=("Venti o quindici?", "Venti or quindici?"),
    description=(
        "Conta decine e cinquine di una mano: può dire venti, o quindici?",
        "Counts a hand's decine and cinquine: may it say venti, or quindici?",
    ),
    rules=("TAR-VENTI", "TAR-QUINDICI", "TAR-AMB-2"),
    example={"hand": ["Giove", "Re Coppe", "Sole", "9 Spade"], "call": "venti"},
    fields=DECLARATION_WORDS,
)


# -- lead ------------------------------------------------------------------------------------


class LeadBody(CheckBody):
    card: CardName
    #: The player's cards (the card included), to check the duties to follow and to trump.
    hand: Annotated[list[CardName], Field(max_length=18)] | None = None
    #: The cards already played to this trick, from its leader; empty when leading.
    trick: Annotated[list[CardName], Field(max_length=3)] = []
    #: The called King, when the player holds it.
    called: CardName | None = None
    #: Whether this is the player's first lead of the hand.
    first_lead: Annotated[bool, Field(strict=True)] = False


class LeadAnswer(CheckAnswer):
    allowed: bool
    rule: str
    reason: Text


LEAD_WORDS: Words = {
    "card": ("La carta", "The card"),
    "hand": ("La mano", "The hand"),
    "trick": ("La presa", "The trick"),
    "called": ("Il Re chiamato, se è in mano", "The called King, if in hand"),
    "first_lead": ("Prima apertura della mano", "First lead of the hand"),
    "allowed": ("Si può giocare", "May be played"),
    "rule": ("Regola", "Rule"),
    "reason": ("Perché", "Why"),
}


def _answer(allowed: bool, rule: str, text: Text) -> LeadAnswer:
    return LeadAnswer(text=text, rules=(rule,), allowed=allowed, rule=rule, reason=text)


def check_lead(body: LeadBody, options: TaroccoOptions) -> LeadAnswer:
    card = _card(body.card, LEAD_WORDS["card"])
    hand = _cards(body.hand, LEAD_WORDS["hand"]) if body.hand is not None else None
    trick = _cards(body.trick, LEAD_WORDS["trick"])
    called = _card(body.called, LEAD_WORDS["called"]) if body.called is not None else None
    if hand is not None and card.code not in {c.code for c in hand}:
        return _answer(
            False,
            "TAR-DECK",
            _t(f"{card.name} non è nella mano.", f"{card.name} is not in the hand."),
        )
    if not trick:
        if card.is_fool:
            return _answer(
                False,
                "TAR-PLAY",
                _t(
                    "Il Fuggitivo non si può giocare per primo: apri con un'altra carta.",
                    "The Fuggitivo may not be led: lead another card.",
                ),
            )
        if (
            called is not None
            and body.first_lead
            and not options.v9
            and called.suit is not None
            and card.suit != called.suit
        ):
            return _answer(
                False,
                "TAR-LEAD",
                _t(
                    f"Chi ha {called.the_it}, alla prima apertura, deve giocare una carta di "
                    f"{called.name.split()[-1]}.",
                    f"The holder of the {called.name} must lead a card of "
                    f"{SUIT_EN[called.suit or 'S']} at the first lead.",
                ),
            )
        return _answer(
            True, "TAR-PLAY", _t(f"Si può aprire con {card.name}.", f"{card.name} may be led.")
        )
    led = trick[0]
    if card.is_fool:
        return _answer(
            True,
            "TAR-PLAY",
            _t(
                "Il Fuggitivo si può giocare: non prende mai la presa.",
                "The Fuggitivo may be played: it never takes the trick.",
            ),
        )
    if hand is None:
        return _answer(
            True,
            "TAR-PLAY",
            _t(
                f"{card.name} si può giocare se non si ha il seme richiesto (senza la mano non si "
                "può controllare).",
                f"{card.name} may be played if the suit led is not held (without the hand this "
                "can't be checked).",
            ),
        )
    led_word_it = "trionfo" if led.is_trump else led.name.split()[-1]
    led_word_en = "trump" if led.is_trump else led.name.split()[-1]
    same = (card.is_trump and led.is_trump) or (card.suit is not None and card.suit == led.suit)
    if same:
        return _answer(
            True, "TAR-PLAY", _t(f"{card.name} risponde al seme.", f"{card.name} follows suit.")
        )
    holds_led = any(
        (c.is_trump and led.is_trump) or (c.suit is not None and c.suit == led.suit) for c in hand
    )
    if holds_led:
        return _answer(
            False,
            "TAR-PLAY",
            _t(
                f"Si deve rispondere a {led_word_it}: in mano ce n'è.",
                f"{led_word_en} must be followed: the hand holds some.",
            ),
        )
    if card.is_trump:
        return _answer(
            True,
            "TAR-PLAY",
            _t(
                f"Senza {led_word_it} si taglia: {card.name} va bene.",
                f"Void in {led_word_en}, you trump: {card.name} is fine.",
            ),
        )
    if any(c.is_trump for c in hand):
        return _answer(
            False,
            "TAR-PLAY",
            _t(
                f"Senza {led_word_it} si deve giocare un trionfo, e in mano ce n'è.",
                f"Void in {led_word_en}, a trump must be played, and the hand holds some.",
            ),
        )
    return _answer(
        True,
        "TAR-PLAY",
        _t(
            f"Né {led_word_it} né trionfi in mano: {card.name} va bene.",
            f"No {led_word_en} and no trumps in hand: {card.name} is fine.",
        ),
    )


LEAD = check_type(
    "lead",
    LeadBody,
    LeadAnswer,
    check_lead,
    label=("Si può giocare?", "May it be played?"),
    description=(
        "Si può aprire o giocare questa carta adesso? (il Fuggitivo non apre; l'obbligo del "
        "seme chiamato; rispondere al seme e tagliare).",
        "May this card be led or played now? (the Fuggitivo never leads; the called-suit duty; "
        "following suit and trumping).",
    ),
    rules=("TAR-PLAY", "TAR-LEAD"),
    example={"card": "Fuggitivo", "hand": ["Fuggitivo", "Re Oro", "12"], "trick": []},
    fields=LEAD_WORDS,
)

CHECKS: CheckTable[TaroccoOptions] = CheckTable(KING_CALL, CARD_POINTS, DECLARATION, LEAD)
