"""Tamalo's screen: the hand entry's card picker and totals, the in-hand log's form, the
cards on its status line."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from markupsafe import Markup
from werkzeug.datastructures import MultiDict

from ...games.base import Text
from ...games.cards import CardError, parse_card
from ...problems import literal
from ..i18n import gettext
from . import FormError, FormReader, GameScreen, as_cards, as_int
from .part_fields import held


def parse_move(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    move_type = form.get("type", "")
    if move_type == "hand":
        return _tamalo_hand(form, names)
    if move_type == "join":
        return {"type": "join", "name": form.get("name", "")}
    seat = FormReader(form).seat()
    move: dict[str, Any] = {"type": move_type, "seat": seat}
    if move_type == "penalty":
        move["cause"] = form.get("cause", "")
    elif move_type in ("discard", "match"):
        card = form.get("card", "")
        if not card:
            raise FormError(Text(it="Scegli la carta.", en="Choose the card."), "card")
        move["card"] = card
        onto = as_int(form.get("onto"))
        if move_type == "match" and onto is not None:
            move["onto"] = onto
    elif move_type == "power":
        move["targets"] = [t for t in (as_int(v) for v in form.getlist("targets")) if t is not None]
    elif move_type == "named":
        move["name"] = form.get("name", "")
    return move


def _tamalo_hand(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    hands: list[list[str] | int] = []
    for i, typed_name in enumerate(names):
        name = literal(typed_name)
        cards = as_cards(form.get(f"cards-{i}"))
        total_raw = form.get(f"total-{i}", "").strip()
        if cards:
            hands.append(cards)
        elif total_raw:
            total = as_int(total_raw)
            if total is None or total < 0:
                raise FormError(
                    Text(
                        it=f"Il totale di {name} deve essere un numero intero da 0 in su.",
                        en=f"{name}'s total must be a whole number from 0 up.",
                    ),
                    f"total-{i}",
                )
            hands.append(total)
        elif form.get(f"empty-{i}"):
            hands.append([])
        else:
            raise FormError(
                Text(
                    it=f"Mancano le carte di {name}: toccale, o scrivi il totale.",
                    en=f"{name}'s cards are missing: tap them, or type the total.",
                ),
                f"cards-{i}",
            )
    if "caller" not in form:
        # The commonest mistake is a hand saved without its caller: never assume "nobody".
        raise FormError(
            Text(
                it="Chi ha chiamato Tamalo? Tocca il suo nome, oppure «Nessuno».",
                en="Who called Tamalo? Tap their name, or “Nobody”.",
            ),
            "caller",
        )
    caller_raw = form.get("caller", "")
    caller = as_int(caller_raw)
    if caller_raw not in ("", "none") and caller is None:
        raise FormError(Text(it="Chi ha chiamato Tamalo?", en="Who called Tamalo?"), "caller")
    return {"type": "hand", "caller": caller, "hands": hands}


def prefill(move: dict[str, Any]) -> dict[str, str]:
    """The form fields that would enter ``move`` again (to correct it)."""
    values: dict[str, str] = {}
    if move.get("type") != "hand":
        return values
    for i, hand in enumerate(move.get("hands", [])):
        if isinstance(hand, list):
            if hand:
                values[f"cards-{i}"] = ",".join(hand)
            else:
                values[f"empty-{i}"] = "1"
        else:
            values[f"total-{i}"] = str(hand)
    caller = move.get("caller")
    values["caller"] = "" if caller is None else str(caller)
    return values


RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")


class TamaloScreen(GameScreen):
    game_id = "tamalo"
    entry_template = "games/tamalo/_entry.html"
    correction_template = "games/tamalo/_hand_form.html"
    status_template = "games/tamalo/_status.html"
    live_inputs_template = "games/tamalo/_live_inputs.html"
    folds = MappingProxyType({"in-hand": "games/tamalo/_in_hand_body.html"})
    #: The hand's end, the in-hand log, a late joiner.
    entry_boxes = ("hand", "inhand", "join")

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        return parse_move(form, names)

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return prefill(move)

    #: One phone's own part: the cards or total left, and whether this player called.
    part_template = "games/tamalo/_part.html"

    def parse_part(self, form: MultiDict[str, str]) -> dict[str, Any]:
        """The cards or total held ("no cards left": none), and the call."""
        return {**held(form, empty_allowed=True), "called": bool(form.get("called"))}

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
        """The in-hand log's next entry starts from the player chosen for the last one."""
        seat = as_int(form.get("seat")) if box == "inhand" else None
        return {} if seat is None else {"seat": seat}

    def card_face(self, code: str, language: str) -> Markup:
        """A card code as it looks on a chip (``K♥``, ``10``, ``Jolly``)."""
        try:
            return Markup.escape(parse_card(code).label(language))
        except CardError:
            return Markup.escape(code)

    def picker(self, options: Any) -> list[tuple[str, str]]:
        """The card faces a phone taps: ranks (suits do not score), kings by colour, jokers
        when the table plays with them."""
        faces = [(rank, rank) for rank in RANKS] + [("KB", "K♠♣"), ("KR", "K♥♦")]
        if getattr(options, "jokers", 0):
            faces.append(("JK", gettext("Joker")))
        return faces


SCREEN = TamaloScreen()
