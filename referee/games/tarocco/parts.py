"""Tarocco's hand in parts: each player enters what they declared, and the player who holds
their side's pile enters its count (rules.md §1.7, §1.3, TAR-COUNT).

One part, four fields, ``said`` the only one always given:

- ``said``: what the player declared that decides the sides: ``"solo"``, ``"venti"``,
  ``"quindici"`` (the open partner), ``"called"`` (held the card the venti player
  called: the hidden partner), or ``"none"`` (none of these);
- ``cards``: the decine and cinquine shown with venti or quindici (optional; checked as
  entered, TAR-VENTI, TAR-QUINDICI, TAR-AMB-2, and kept in the part's log entry);
- ``pile``: the player's side's pile, by whoever holds it: its cards, its card count and
  counting cards, or its points (as the ``end`` move takes a pile);
- ``last_trick``: whether the player's side took the last trick (its 5 points): needed
  with a pile of cards, not with points (they include it).

The parts make one of the two whole-hand moves, by where the hand is:

- nothing logged yet of the hand (the auction not entered): the ``hand`` summary. Who
  declared is the parts': the soloist's part says ``solo``, or the venti player's
  ``venti`` and the partner's ``quindici`` or ``called``; the contract and the pairs
  follow. The piles are counted here (:func:`.piles.count_sides`, the engine's own
  counting) into the summary's card points. An offer taken and an abandoned hand have no
  part per seat: they are entered whole, as before.
- the calls logged to the play (the contract is the log's): the ``end`` move, each side's
  pile as its holder entered it, who took the last trick, and the hidden partner from the
  part that says ``called``. A part's ``said`` must then agree with the log.

Between the calls (an auction half spoken) no part is owed: the calls are spoken in turn.
The engine checks and scores the move the parts make as it would one phone's entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, field_validator

from ..base import HandParts, IllegalMove, PartsConflict, Text, seat
from ..base import it_en as _t
from ..base.parts import PartModel
from .cards import CardName, normalise
from .declarations import QUINDICI, VENTI, shown_value
from .options import TaroccoOptions
from .piles import Counted, Pile, PileError, count_pile, count_sides
from .state import SEATS, TaroccoState, names_of

Said = Literal["solo", "venti", "quindici", "called", "none"]
#: A part as the API takes it: the hidden partner, who counted their side's pile.
EXAMPLE = {"said": "called", "pile": {"points": 60}}
#: What makes a seat the declaring side's second player.
PARTNER_SAID = ("quindici", "called")


class TaroccoPart(PartModel):
    """One player's part: what they declared, and their side's pile if they hold it."""

    model_config = ConfigDict(json_schema_extra={"examples": [EXAMPLE]})

    said: Said
    #: The decine and cinquine shown with venti or quindici.
    cards: Annotated[list[CardName], Field(max_length=23)] | None = None
    pile: Pile | None = None
    last_trick: Annotated[bool, Field(strict=True)] | None = None

    @field_validator("cards", mode="after")
    @classmethod
    def _codes(cls, cards: list[str] | None) -> list[str] | None:
        return None if cards is None else [normalise(c) for c in cards]


def summing(state: TaroccoState) -> bool:
    """True when the parts make the whole-hand summary (nothing of the hand logged yet)."""
    return state.phase == "auction" and not state.bids


def owed(state: TaroccoState, options: TaroccoOptions) -> tuple[int, ...]:
    """Every player, before the hand's first call (the summary) or once it is being played
    (its end); none while the calls are being spoken in turn."""
    if summing(state) or state.phase == "play":
        return tuple(range(SEATS))
    return ()


# -- one part alone ----------------------------------------------------------------------------


def check(state: TaroccoState, options: TaroccoOptions, i: int, part: TaroccoPart) -> None:
    """A part checked alone: the cards shown make the declaration (TAR-VENTI, TAR-QUINDICI),
    the pile's cards are cards that count (TAR-DECK, TAR-VAL), and, once the calls are
    logged, what the part says is what the log says."""
    if part.cards is not None:
        if part.said not in ("venti", "quindici"):
            raise IllegalMove(
                "TAR-VENTI",
                _t(
                    "Le decine e cinquine si mostrano con il venti o il quindici.",
                    "Decine and cinquine are shown with venti or quindici.",
                ),
            )
        value = shown_value(part.cards, options, "TAR-VENTI")
        if part.said == "venti" and value < VENTI:
            raise IllegalMove(
                "TAR-VENTI",
                _t(
                    f"{seat(i)} mostra {value} in decine e cinquine: per dire venti ne servono "
                    "almeno 20.",
                    f"{seat(i)} shows {value} in decine and cinquine: venti needs at least 20.",
                ),
            )
        if part.said == "quindici" and value != QUINDICI:
            raise IllegalMove(
                "TAR-QUINDICI",
                _t(
                    f"{seat(i)} mostra {value} in decine e cinquine: per dire quindici ne "
                    "servono esattamente 15.",
                    f"{seat(i)} shows {value} in decine and cinquine: quindici needs exactly 15.",
                ),
            )
    if part.pile is not None:
        try:
            count_pile(part.pile, bool(part.last_trick), _whose(i))
        except PileError as exc:
            raise IllegalMove(exc.rule, exc.text) from None
    if not summing(state) and part.said != "none":
        _agrees_with_the_log(state, i, part.said)


def _whose(i: int) -> Text:
    return _t(f"Il mucchio di {seat(i)}", f"{seat(i)}'s pile")


def _agrees_with_the_log(state: TaroccoState, i: int, said: str) -> None:
    """Once the calls are logged, the contract is theirs: a part says it again, or
    ``"none"`` (nothing to add)."""
    agrees = {
        "solo": state.soloist == i,
        "venti": state.soloist is None and state.declarer == i,
        "quindici": state.partner_open and state.partner == i,
        "called": state.called is not None
        and not state.partner_open
        and state.partner in (None, i)
        and state.declarer != i,
    }[said]
    if not agrees:
        raise IllegalMove(
            "TAR-CALL" if said == "called" else "TAR-VENTI",
            _t(
                f"Le dichiarazioni di questa smazzata sono registrate: {seat(i)} non ha "
                f"detto «{said}».",
                f"This hand's calls are logged: {seat(i)} did not say '{said}'.",
            ),
        )


# -- the parts together ------------------------------------------------------------------------


def _saying(parts: Mapping[int, TaroccoPart], *words: str) -> list[int]:
    return sorted(s for s, p in parts.items() if p.said in words)


def _conflict(rule: str, seats: list[int], it: str, en: str) -> PartsConflict:
    return PartsConflict(
        rule,
        _t(it.replace("{who}", names_of(seats, "it")), en.replace("{who}", names_of(seats, "en"))),
        seats,
    )


def _declared_sides(parts: Mapping[int, TaroccoPart]) -> tuple[str, list[list[int]]]:
    """The contract and the two sides (declaring side first) from what the parts say."""
    everyone = sorted(parts)
    solo = _saying(parts, "solo")
    venti = _saying(parts, "venti")
    mates = _saying(parts, *PARTNER_SAID)
    if len(solo) > 1:
        raise _conflict(
            "TAR-SOLO",
            solo,
            "{who} dicono di essere andati soli: va solo uno.",
            "{who} say they went solo: only one player goes solo.",
        )
    if solo and (venti or mates):
        raise _conflict(
            "TAR-SOLO",
            solo + venti + mates,
            "{who}: con un solista non si dice venti e non ci sono compagni.",
            "{who}: with a soloist nobody says venti and there are no partners.",
        )
    if solo:
        (soloist,) = solo
        return "solo", [[soloist], [s for s in everyone if s != soloist]]
    if not venti:
        raise _conflict(
            "TAR-VENTI",
            everyone,
            "Nessuno dice di essere andato solo o di aver detto venti: chi l'ha fatto lo dica "
            "nella sua parte (una smazzata a monte o un'offerta si inserisce intera).",
            "Nobody says they went solo or said venti: whoever did says so in their part (an "
            "abandoned hand or an offer is entered whole).",
        )
    if len(venti) > 1:
        raise _conflict(
            "TAR-VENTI",
            venti,
            "{who} dicono di aver detto venti: il primo venti chiude il giro.",
            "{who} say they said venti: the first venti ends the round.",
        )
    if len(mates) != 1:
        raise _conflict(
            "TAR-CALL",
            mates or everyone,
            "{who} dicono di essere il compagno di chi ha detto venti: è uno solo."
            if mates
            else "Chi era il compagno di chi ha detto venti? Chi ha detto quindici, o aveva "
            "la carta chiamata, lo dica nella sua parte.",
            "{who} say they were the venti player's partner: there is only one."
            if mates
            else "Who was the venti player's partner? Whoever said quindici, or held the "
            "called card, says so in their part.",
        )
    pair = [venti[0], mates[0]]
    return "pairs", [pair, [s for s in everyone if s not in pair]]


def _logged_sides(
    state: TaroccoState, parts: Mapping[int, TaroccoPart]
) -> tuple[list[list[int]], int | None]:
    """The two sides of the hand the log plays (declaring side first), and the hidden
    partner the parts reveal (None when the log knows it, or a solo)."""
    everyone = list(range(SEATS))
    if state.soloist is not None:
        return [[state.soloist], [s for s in everyone if s != state.soloist]], None
    declarer = state.declarer or 0
    called = _saying(parts, "called")
    if state.partner is not None:
        pair = [declarer, state.partner]
        return [pair, [s for s in everyone if s not in pair]], None
    if len(called) != 1:
        raise _conflict(
            "TAR-CALL",
            called or everyone,
            "{who} dicono di avere la carta chiamata: la tiene uno solo."
            if called
            else "Chi aveva la carta chiamata? Chi la teneva lo dica nella sua parte.",
            "{who} say they held the called card: only one player holds it."
            if called
            else "Who held the called card? Whoever held it says so in their part.",
        )
    pair = [declarer, called[0]]
    return [pair, [s for s in everyone if s not in pair]], called[0]


def _piles(
    parts: Mapping[int, TaroccoPart], sides: list[list[int]]
) -> tuple[list[Pile | None], int | None, list[int]]:
    """Each side's pile from its holder's part, the side that took the last trick, and the
    seats that hold a pile; counted as the engine will count them (TAR-COUNT)."""
    piles: list[Pile | None] = [None, None]
    holders: list[int] = []
    for k, side in enumerate(sides):
        given = [s for s in side if parts[s].pile is not None]
        if len(given) > 1:
            raise _conflict(
                "TAR-COUNT",
                given,
                "{who} sono della stessa parte e danno entrambi il suo mucchio: lo conta chi "
                "lo tiene, uno solo.",
                "{who} are on the same side and both give its pile: whoever holds it counts "
                "it, one of them only.",
            )
        if given:
            piles[k] = parts[given[0]].pile
            holders += given
    if not holders:
        raise _conflict(
            "TAR-COUNT",
            sorted(parts),
            "Nessuno dà il mucchio della sua parte: chi lo tiene lo conti e lo inserisca.",
            "Nobody gives their side's pile: whoever holds it counts it and enters it.",
        )
    took = sorted({k for k, side in enumerate(sides) for s in side if parts[s].last_trick})
    if len(took) > 1:
        raise _conflict(
            "TAR-COUNT",
            _said_last(parts),
            "{who} dicono tutti che la loro parte ha fatto l'ultima presa: l'ha fatta una "
            "parte sola.",
            "{who} all say their side took the last trick: only one side did.",
        )
    last = took[0] if took else None
    if last is None:  # a holder who says their side did not take it names the other side
        denied = {k for k, side in enumerate(sides) for s in side if parts[s].last_trick is False}
        if len(denied) == 1:
            last = 1 - denied.pop()
    labels = [
        _t(f"La parte di {names_of(side, 'it')}", f"{names_of(side, 'en')}'s side")
        for side in sides
    ]
    try:
        count_sides(piles, last, labels)
    except PileError as exc:
        raise PartsConflict(exc.rule, exc.text, sorted(holders)) from None
    return piles, last, sorted(holders)


def _said_last(parts: Mapping[int, TaroccoPart]) -> list[int]:
    return sorted(s for s, p in parts.items() if p.last_trick)


def assemble(
    state: TaroccoState, options: TaroccoOptions, parts: Mapping[int, Any]
) -> dict[str, Any]:
    """The whole-hand move the parts make: the summary before the calls, the end after."""
    if summing(state):
        return _summary(parts)
    sides, revealed = _logged_sides(state, parts)
    piles, last, _ = _piles(parts, sides)
    move: dict[str, Any] = {
        "type": "end",
        "piles": [None if p is None else p.model_dump(exclude_none=True) for p in piles],
    }
    if last is not None:
        move["last_trick"] = last
    if revealed is not None:
        move["partner"] = revealed
    return move


def _summary(parts: Mapping[int, TaroccoPart]) -> dict[str, Any]:
    contract, sides = _declared_sides(parts)
    piles, last, _ = _piles(parts, sides)
    labels = [_t("", "")] * 2
    counted: list[Counted] = count_sides(piles, last, labels)
    if contract == "solo":
        return {
            "type": "hand",
            "contract": "solo",
            "soloist": sides[0][0],
            "card_points": counted[0].points,
        }
    return {
        "type": "hand",
        "contract": "pairs",
        "pairs": sides,
        # the sides whose pile was given; the other is 109 less theirs, as on one phone
        "card_points": [
            c.points if p is not None else None for c, p in zip(counted, piles, strict=True)
        ],
    }


PARTS: HandParts[TaroccoState, TaroccoOptions] = HandParts(
    part=TaroccoPart,
    owed=owed,
    assemble=assemble,
    rule="TAR-COUNT",
    hidden=True,
    check=check,
)

__all__ = ["PARTS", "TaroccoPart", "owed", "summing"]
