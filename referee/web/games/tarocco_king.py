"""Tarocco Siciliano's King call on the screen: the form's move, and the card keys it offers,
each marked by what the engine's rules say of it for the cards entered so far (TAR-CALL).

The venti player's hand starts from the decine and cinquine she showed with venti; once it
holds 15 cards (and, for the dealer, the 3 discarded), :func:`card_to_call` says which card
she must call and why, and that card's key carries the reason. Parsing and marking only: the
rules are the engine's."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from ...games.base import Text
from ...games.tarocco.cards import Card, CardError, parse_card, parse_cards
from ...games.tarocco.king import CallVerdict, card_to_call
from ...games.tarocco.options import TaroccoOptions
from . import FormError

#: The cards the form offers: the four Kings, then the four Queens (called with every King).
CALLED = ("KS", "KC", "KB", "KO", "QS", "QC", "QB", "QO")
HAND_SIZE = 15

#: What the rules say of a key: the card to call; one the caller may choose; one she holds
#: (or discarded); one the rules do not allow; or nothing yet (fewer than 15 cards entered).
Mark = Literal["must", "may", "held", "not_allowed", "open"]

ASK = Text(
    it="Quale Re chiama? Toccalo (con le 15 carte della mano, l'arbitro dice quale va chiamato).",
    en="Which King is called? Tap it (with the hand's 15 cards, the referee says which one must "
    "be called).",
)


def _cards(raw: str | None) -> list[str]:
    return [c.strip() for c in (raw or "").replace(";", ",").split(",") if c.strip()]


def _codes(raw: list[str]) -> set[str]:
    """The codes of the cards that read as cards (the engine refuses the others on saving)."""
    out = set()
    for name in raw:
        try:
            out.add(parse_card(name).code)
        except CardError:
            continue
    return out


def verdict_of(form: Mapping[str, Any]) -> CallVerdict | None:
    """What the rules say the caller must call, once the hand's 15 cards are entered."""
    hand = _cards(form.get("cards-0"))
    if len(hand) != HAND_SIZE:
        return None
    try:
        options = TaroccoOptions.model_validate_json(form.get("options") or "{}")
        discard = parse_cards(_cards(form.get("cards-1")))
        return card_to_call(parse_cards(hand), options, discard)
    except (CardError, ValueError):
        return None


def said(verdict: CallVerdict) -> Text:
    """The verdict in words: the card to call first ("Va chiamato il Re Oro."), then why."""
    if verdict.must_call is None:
        return verdict.reason
    name = Card(verdict.must_call).name
    # a Queen (Regina) is feminine: "Va chiamata la Regina Coppe"
    must = "Va chiamata la" if verdict.must_call.startswith("Q") else "Va chiamato il"
    return Text(
        it=f"{must} {name}. {verdict.reason.it}",
        en=f"The {name} must be called. {verdict.reason.en}",
    )


def parse_king_call(form: Mapping[str, Any]) -> dict[str, Any]:
    """The King call: the card tapped, and the caller's hand if it was entered (then the
    referee checks the call; with no card yet, the form says which the rules want).

    The hand starts as the cards shown with venti (``venti-cards``): left as it was, it is
    not a hand entered, and the call is logged unchecked."""
    raw_seat = (form.get("seat") or "").strip()
    if not raw_seat.isdigit():
        raise FormError(Text(it="Chi chiama?", en="Who calls?"), "seat")
    hand = _cards(form.get("cards-0"))
    if hand == _cards(form.get("venti-cards")):
        hand = []
    card = form.get("card") or ""
    if not card:
        verdict = verdict_of(form)
        if verdict is not None:
            raise FormError(said(verdict), "card", verdict.rules)
        raise FormError(ASK, "card")
    move: dict[str, Any] = {"type": "king_call", "seat": int(raw_seat), "card": card}
    if hand:
        move["hand"] = hand
    discard = _cards(form.get("cards-1"))
    if discard:
        move["discard"] = discard
    return move


@dataclass(frozen=True)
class KingKey:
    """A card the caller may tap: its code, its name, and what the rules say of it."""

    code: str
    name: str
    mark: Mark

    @property
    def allowed(self) -> bool:
        return self.mark in ("must", "may", "open")


@dataclass(frozen=True)
class KingChoice:
    """The keys in the order shown (the card to call first), and what the referee says:
    why that card, or how to learn which."""

    keys: tuple[KingKey, ...]
    said: Text
    rules: tuple[str, ...]
    #: The card the rules force, if any.
    must: str | None


def king_choice(form: Mapping[str, Any]) -> KingChoice:
    """The King call's keys for the cards entered so far: a card entered (or discarded) is
    held; with 15 cards, the card the rules force is marked and comes first, and the cards
    they do not allow are marked so."""
    held = _codes(_cards(form.get("cards-0"))) | _codes(_cards(form.get("cards-1")))
    verdict = verdict_of(form)
    offered = list(CALLED)
    if verdict is not None:  # a Knight, with every King and Queen held (TAR-AMB-7)
        offered += [c for c in (verdict.must_call, *verdict.candidates) if c and c not in offered]
    keys = []
    for code in offered:
        mark: Mark
        if code in held:
            mark = "held"
        elif verdict is None:
            mark = "open"
        elif verdict.must_call == code:
            mark = "must"
        elif verdict.allows(code):
            mark = "may"
        else:
            mark = "not_allowed"
        keys.append(KingKey(code, Card(code).name, mark))
    keys.sort(key=lambda k: k.mark != "must")
    if verdict is None:
        return KingChoice(tuple(keys), ASK, (), None)
    return KingChoice(tuple(keys), said(verdict), verdict.rules, verdict.must_call)


def king_fields(view: Any, typed: Mapping[str, Any]) -> dict[str, str]:
    """The King call form's fields as first drawn: what this phone typed, else the hand
    started from the cards shown with venti; the table's options (the verdict reads them)."""
    venti = ",".join(view.state.venti_cards)
    fields = {"options": view.options.model_dump_json(), "venti-cards": venti}
    fields.update({key: str(value) for key, value in typed.items()})
    if not fields.get("cards-0"):
        fields["cards-0"] = venti
    return fields
