"""Efele's referee checks: questions answered from the rules, logging nothing.

- ``claim``: are these four cards a winning set (EFE-WIN, EFE-WELI)? Three or five cards, a
  card not in the pack, two Welis: a verdict (``valid: false``) with the rule and the reason.
- ``players``: can this many play with this many cards (EFE-PLAYERS, EFE-AMB-2)?
- ``draw``: cards drawn one after another with these values dead: which go to the centre,
  which one is kept (EFE-DEAD, EFE-AMB-4).
- ``deck``: what a physical pack becomes once the 5s and 6s are out (EFE-DECK, EFE-AMB-1).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictBool, field_validator

from ..base import (
    CheckAnswer,
    CheckBody,
    CheckTable,
    JsonInt,
    Text,
    check_type,
    explained,
)
from ..base import it_en as _t
from .cards import (
    CARD_MAX,
    SUIT_NAMES,
    SUITS,
    VALUE_NAMES,
    VALUES,
    WELI,
    Deck,
    ValueCode,
    capital,
    deck_cards,
    labels,
    the,
    value_code,
    value_of,
    values_text,
)
from .claims import judge_claim, read_cards
from .options import EfeleOptions

#: The codes an answer shows in words: the values named by a letter, the suits, the Weli.
CODE_WORDS: dict[str, tuple[str, str]] = {
    **{code: (name.it, name.en) for code, name in VALUE_NAMES.items() if code.isalpha()},
    **{code: (name.it, name.en) for code, name in SUIT_NAMES.items()},
    WELI: ("Weli", "Weli"),
}

#: A card as a check body writes it. Any text is answered: one that is no card (``nonsense``)
#: or no card of the table's pack (``5H``, the Weli at a Bavarian table) is a verdict citing
#: EFE-DECK or EFE-AMB-1, never a refusal, so the document bounds only its length.
Written = Annotated[
    str,
    Field(
        max_length=CARD_MAX,
        description=(
            "A card: a value (7, 8, 9, 10, U, O, K, A) and a suit (H, L, E, S), like 7H, or "
            "WELI; long forms too (O-Herz, 7-Schellen). See the game's deck for the codes."
        ),
    ),
]
Cards = Annotated[list[Written], Field(max_length=12)]

# -- claim ------------------------------------------------------------------------------------


class ClaimBody(CheckBody):
    cards: Cards


class ClaimAnswer(CheckAnswer):
    valid: bool
    #: The value of the set (a code: 7, 8, 9, 10, U, O, K, A), when the cards are of one.
    value: str | None = None
    #: The card the Weli stands for, in a set of three and the Weli.
    weli_stands_for: str | None = None
    #: The rule that decided the verdict.
    rule: str
    #: Why the claim fails, in Italian and English (None when it is valid).
    reason: Text | None = None
    #: The cards as codes.
    cards: list[str] = Field(default_factory=list)


def check_claim(body: ClaimBody, options: EfeleOptions) -> ClaimAnswer:
    verdict = judge_claim(body.cards, options.deck)
    return ClaimAnswer(
        valid=verdict.valid,
        value=verdict.value,
        weli_stands_for=verdict.weli_stands_for,
        rule=verdict.rule,
        reason=None if verdict.valid else verdict.text,
        cards=list(verdict.cards),
        text=verdict.text,
        rules=verdict.rules,
    )


CLAIM_CHECK = check_type(
    "claim",
    ClaimBody,
    ClaimAnswer,
    check_claim,
    label=("Combinazione vincente?", "A winning set?"),
    description=(
        "Quattro carte: sono dello stesso valore, una per seme (o tre e il Weli)?",
        "Four cards: are they of one value, one of each suit (or three and the Weli)?",
    ),
    rules=("EFE-WIN", "EFE-WELI", "EFE-DECK", "EFE-AMB-1"),
    example={"cards": ["7H", "7L", "7E", "WELI"]},
    fields={
        "cards": ("Le carte", "The cards"),
        "valid": ("Combinazione vincente", "A winning set"),
        "value": ("Valore", "Value"),
        "weli_stands_for": ("Il Weli sta per", "The Weli stands for"),
        "rule": ("Regola", "Rule"),
        "reason": ("Perché no", "Why not"),
        **CODE_WORDS,
    },
)

# -- players ----------------------------------------------------------------------------------


class PlayersBody(CheckBody):
    #: The cards in the pack; the table's pack (33 or 32) when left out.
    deck_size: Annotated[JsonInt, Field(ge=1, le=200)] | None = None
    players: Annotated[JsonInt, Field(ge=0, le=100)]


class PlayersAnswer(CheckAnswer):
    valid: bool
    deck_size: int
    max_players: int
    #: The cards left in the stock once four are dealt to each (None: not enough to deal).
    tallone_after_deal: int | None
    warning: Text | None = None


def most_players(deck_size: int, options: EfeleOptions) -> int:
    """EFE-PLAYERS with EFE-AMB-2: four cards each, at least one left for the stock."""
    most = max(0, (deck_size - 1) // 4)
    return min(most, 7) if options.player_limit == "seven" else most


def check_players(body: PlayersBody, options: EfeleOptions) -> PlayersAnswer:
    size = body.deck_size if body.deck_size is not None else len(_deck(options.deck))
    n = body.players
    most = most_players(size, options)
    left = size - 4 * n if size >= 4 * n else None
    rules: tuple[str, ...] = ("EFE-PLAYERS",)
    warning = None
    if n < 2:
        valid = False
        text = _t(
            f"Efele si gioca in due o più, non in {n}.",
            f"Efele is played by two or more, not {n}.",
        )
    elif n > most:
        valid = False
        rules = ("EFE-PLAYERS", "EFE-AMB-2")
        if left is None:
            why = _t(
                f"non bastano {size} carte per darne quattro a testa",
                f"{size} cards are not enough to deal four each",
            )
        elif left == 0:
            why = _t(
                "dopo la distribuzione non resterebbe nessuna carta nel tallone",
                "no card would be left for the stock after the deal",
            )
        else:
            why = _t(
                "questo tavolo gioca al massimo in 7",
                "this table plays with at most 7",
            )
        text = _t(
            f"In {n} con {size} carte non si gioca: {why.it}. Al massimo {most}.",
            f"{n} players can't play with {size} cards: {why.en}. At most {most}.",
        )
    else:
        valid = True
        text = _t(
            f"In {n} con {size} carte si gioca: nel tallone restano {left} carte.",
            f"{n} players can play with {size} cards: {left} cards are left for the stock.",
        )
        if left == 1:
            rules = ("EFE-PLAYERS", "EFE-AMB-2")
            warning = degenerate_warning(n)
            text = _t(f"{text.it} {warning.it}", f"{text.en} {warning.en}")
    return PlayersAnswer(
        valid=valid,
        deck_size=size,
        max_players=most,
        tallone_after_deal=left,
        warning=warning,
        text=text,
        rules=rules,
    )


def degenerate_warning(players: int) -> Text:
    return _t(
        f"In {players} nel tallone resta una carta sola: il gioco si inceppa, meglio non "
        "superare i 7.",
        f"With {players} the stock holds a single card: the game gets stuck, better not to go "
        "beyond 7.",
    )


PLAYERS_CHECK = check_type(
    "players",
    PlayersBody,
    PlayersAnswer,
    check_players,
    label=("Quanti giocatori?", "How many players?"),
    description=(
        "Quattro carte a testa e almeno una nel tallone: in quanti si gioca con queste carte?",
        "Four cards each and at least one for the stock: how many can play with these cards?",
    ),
    rules=("EFE-PLAYERS", "EFE-AMB-2"),
    example={"deck_size": 32, "players": 8},
    fields={
        "deck_size": ("Carte nel mazzo", "Cards in the pack"),
        "players": ("Giocatori", "Players"),
        "valid": ("Si può giocare", "Can be played"),
        "max_players": ("Giocatori al massimo", "Most players"),
        "tallone_after_deal": (
            "Carte nel tallone dopo la distribuzione",
            "Cards in the stock after the deal",
        ),
        "warning": ("Attenzione", "Warning"),
    },
)

# -- draw -------------------------------------------------------------------------------------


def _value_codes(values: list[str]) -> list[str]:
    found: list[str] = []
    for raw in values:
        code = value_code(raw)
        if code is None:
            shown = raw.strip()[:10]
            raise explained(
                f"«{shown}» non è un valore: 7, 8, 9, 10, U, O, K, A",
                f"'{shown}' is not a value: 7, 8, 9, 10, U, O, K, A",
            )
        found.append(code)
    return [v for v in VALUES if v in found]


class DrawBody(CheckBody):
    dead_values: Annotated[list[ValueCode], Field(max_length=8)]
    draws: Annotated[list[Written], Field(min_length=1, max_length=33)]
    source: Literal["tallone", "neighbour"] = "tallone"

    @field_validator("dead_values", mode="after")
    @classmethod
    def _values(cls, values: list[str]) -> list[str]:
        return _value_codes(values)


class DrawAnswer(CheckAnswer):
    #: The cards that go face up to the centre, in the order drawn.
    to_centre: list[str]
    #: The first good card, which the player keeps (None: another must be drawn).
    kept: str | None
    dead_values: list[str]
    #: Cards listed after the kept one: the player does not draw them.
    not_drawn: list[str] = Field(default_factory=list)


def check_draw(body: DrawBody, options: EfeleOptions) -> DrawAnswer:
    dead = list(body.dead_values)
    codes, bad = read_cards(body.draws, options.deck)
    if bad is not None:
        return DrawAnswer(to_centre=[], kept=None, dead_values=dead, text=bad.text, rules=bad.rules)
    twice = next((c for c in codes if codes.count(c) > 1), None)
    if twice is not None:
        return DrawAnswer(
            to_centre=[],
            kept=None,
            dead_values=dead,
            rules=("EFE-DECK",),
            text=_t(
                f"{capital(the(twice)).it} compare due volte: nel mazzo ce n'è una sola.",
                f"{capital(the(twice)).en} appears twice: the pack has only one.",
            ),
        )
    passed = body.source == "neighbour"
    applies = not passed or options.dead_passed == "passed_too"
    to_centre: list[str] = []
    kept: str | None = None
    for i, code in enumerate(codes):
        if applies and value_of(code) in dead:
            to_centre.append(code)
            continue
        kept = code
        rest = codes[i + 1 :]
        break
    else:
        rest = []
    rules: tuple[str, ...] = ("EFE-DEAD",)
    if passed:
        rules += ("EFE-AMB-4",)
    if kept == WELI:
        rules += ("EFE-WELI-LIVE", "EFE-WELI")
    parts_it: list[str] = []
    parts_en: list[str] = []
    if to_centre:
        parts_it.append(
            f"{labels(to_centre).it} al centro, scopert{'o' if len(to_centre) == 1 else 'i'}: "
            "il valore è già morto"
        )
        parts_en.append(f"{labels(to_centre).en} to the centre, face up: the value is dead")
    if kept is None:
        parts_it.append("serve un'altra carta dal tallone")
        parts_en.append("another card must be drawn from the stock")
    elif kept == WELI and dead:
        parts_it.append("si tiene il Weli, carta buona: il Weli non è mai morto")
        parts_en.append("the Weli is kept, a good card: the Weli is never dead")
    else:
        parts_it.append(f"si tiene {the(kept).it}, carta buona")
        parts_en.append(f"{the(kept).en} is kept, a good card")
    if passed and not applies and any(value_of(c) in dead for c in codes[:1]):
        parts_it.append("la regola dei valori morti vale solo per le carte pescate dal tallone")
        parts_en.append("the dead-value rule applies only to cards drawn from the stock")
    if rest:
        parts_it.append(f"{labels(rest).it} non si pesca")
        parts_en.append(f"{labels(rest).en}: not drawn")
    text = _t("; ".join(parts_it) + ".", "; ".join(parts_en) + ".")
    text = _t(text.it[:1].upper() + text.it[1:], text.en[:1].upper() + text.en[1:])
    return DrawAnswer(
        to_centre=to_centre,
        kept=kept,
        dead_values=dead,
        not_drawn=list(rest),
        text=text,
        rules=rules,
    )


DRAW_CHECK = check_type(
    "draw",
    DrawBody,
    DrawAnswer,
    check_draw,
    label=("Carta pescata: si tiene?", "A card drawn: kept?"),
    description=(
        "Le carte pescate una dopo l'altra, con questi valori morti al centro: quali vanno al "
        "centro e quale si tiene.",
        "The cards drawn one after another, with these values dead in the centre: which go to "
        "the centre and which one is kept.",
    ),
    rules=("EFE-DEAD", "EFE-AMB-4", "EFE-WELI-LIVE"),
    example={"dead_values": ["9"], "draws": ["9H", "UE"]},
    fields={
        # Short: a card box folded to one line shows some nine letters of its label.
        "dead_values": ("Morti", "Dead"),
        "draws": ("Pescate", "Drawn"),
        "source": ("Da dove arrivano", "Where they come from"),
        "tallone": ("Dal tallone", "From the stock"),
        "neighbour": ("Passate dal vicino", "Passed by a neighbour"),
        "to_centre": ("Vanno al centro", "Go to the centre"),
        "kept": ("Si tiene", "Kept"),
        "not_drawn": ("Non si pescano", "Not drawn"),
        **CODE_WORDS,
    },
)

# -- deck -------------------------------------------------------------------------------------

Pack = Literal["salzburger40", "salzburger36", "salzburger33", "bavarian36", "bavarian32"]
#: Each physical pack: its values (the Weli being the 6 of Bells in a Salzburger pack).
PACKS: dict[str, tuple[str, ...]] = {
    "salzburger40": ("5", "6", *VALUES),
    "salzburger36": ("6", *VALUES),
    "salzburger33": VALUES,
    "bavarian36": ("6", *VALUES),
    "bavarian32": VALUES,
}


class DeckBody(CheckBody):
    pack: Pack
    #: EFE-AMB-1: keep the Weli (the 6 of Bells) as the wild card; only a Salzburger pack has it.
    keep_weli: StrictBool = True


class DeckAnswer(CheckAnswer):
    size: int
    values: list[str]
    suits: list[str]
    wild: str | None
    #: The cards left, as codes.
    cards: list[str]
    #: How many cards of the pack are taken out.
    removed: int
    #: The table option that plays this deck.
    deck: Deck


def _deck(deck: Deck) -> list[str]:
    return list(deck_cards(deck))


def check_deck(body: DeckBody, options: EfeleOptions) -> DeckAnswer:
    salzburger = body.pack.startswith("salzburger")
    values = PACKS[body.pack]
    size = 4 * len(values) + (1 if body.pack == "salzburger33" else 0)
    wild = salzburger and body.keep_weli
    deck: Deck = "salzburger33" if wild else "bavarian32"
    cards = _deck(deck)
    removed = size - len(cards)
    out = [v for v in values if v not in VALUES]
    rules: tuple[str, ...] = ("EFE-DECK",)
    if out:
        took_it = f"si tolgono {values_text(out).it}"
        took_en = f"the {values_text(out).en} come out"
    else:
        took_it, took_en = "non c'è niente da togliere", "nothing to take out"
    if salzburger and wild:
        rules += ("EFE-WELI", "EFE-AMB-1")
        weli = _t(
            "il Weli (il 6 di Sonagli) resta e fa da jolly",
            "the Weli (the 6 of Bells) stays as the wild card",
        )
    elif salzburger:
        rules += ("EFE-AMB-1",)
        weli = _t("si toglie anche il Weli: niente jolly", "the Weli comes out too: no wild card")
    else:
        weli = _t("nel mazzo bavarese non c'è il Weli", "a Bavarian pack has no Weli")
    text = _t(
        f"Da {size} carte: {took_it}, {weli.it}. Restano {len(cards)} carte.",
        f"From {size} cards: {took_en}, {weli.en}. {len(cards)} cards are left.",
    )
    return DeckAnswer(
        size=len(cards),
        values=list(VALUES),
        suits=list(SUITS),
        wild=WELI if wild else None,
        cards=cards,
        removed=removed,
        deck=deck,
        text=text,
        rules=rules,
    )


DECK_CHECK = check_type(
    "deck",
    DeckBody,
    DeckAnswer,
    check_deck,
    label=("Quale mazzo?", "Which pack?"),
    description=(
        "Un mazzo salisburghese o bavarese: cosa resta togliendo i 5 e i 6, e il Weli.",
        "A Salzburger or Bavarian pack: what is left once the 5s and 6s are out, and the Weli.",
    ),
    rules=("EFE-DECK", "EFE-WELI", "EFE-AMB-1"),
    example={"pack": "salzburger40", "keep_weli": True},
    fields={
        "pack": ("Il mazzo che hai", "The pack you have"),
        "salzburger40": ("Salisburghese da 40", "Salzburger, 40 cards"),
        "salzburger36": ("Salisburghese da 36", "Salzburger, 36 cards"),
        "salzburger33": ("Salisburghese da 33, con il Weli", "Salzburger, 33 with the Weli"),
        "bavarian36": ("Bavarese da 36", "Bavarian, 36 cards"),
        "bavarian32": ("Bavarese da 32", "Bavarian, 32 cards"),
        "keep_weli": ("Il Weli resta, come jolly", "Keep the Weli as the wild card"),
        "size": ("Carte in gioco", "Cards in play"),
        "values": ("Valori", "Values"),
        "suits": ("Semi", "Suits"),
        "wild": ("Jolly", "Wild card"),
        "cards": ("Carte", "Cards"),
        "removed": ("Carte tolte", "Cards taken out"),
        "deck": ("Opzione «Mazzo» del tavolo", "The table's Pack option"),
        **CODE_WORDS,
    },
)


CHECKS: CheckTable[EfeleOptions] = CheckTable(CLAIM_CHECK, PLAYERS_CHECK, DRAW_CHECK, DECK_CHECK)

__all__ = ["CHECKS"]
