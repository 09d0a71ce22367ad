"""Scala 40's screen: the end of a hand (who closed, in mano, the cards left to each seat still
in, on a two-pack picker), buying back in, the dealer and the threshold on the status line,
and each player's distance to the threshold on the scoreboard."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType
from typing import Any

from flask_babel import gettext
from werkzeug.datastructures import MultiDict

from ...games.base import Text
from ...games.cards import RANKS, SUITS, parse_card
from ...problems import literal
from . import FormError


def _int(raw: str | None) -> int | None:
    if raw is None or not raw.strip():
        return None
    try:
        return int(raw.strip())
    except ValueError:
        return None


def parse_move(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    move_type = form.get("type", "")
    if move_type == "reenter":
        seat = _int(form.get("seat"))
        if seat is None:
            raise FormError(Text(it="Chi rientra?", en="Who buys back in?"), "seat")
        return {"type": "reenter", "seat": seat}
    return _hand(form, names)


def _hand(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    """The hand's end. The closer is never guessed; a seat marked ``out-<i>`` (out of the game
    when the form was drawn) enters nothing; the engine decides what is legal."""
    logged = bool(form.get("closer-logged"))
    closer_raw = form.get("closer", "")
    closer = _int(closer_raw)
    if closer is None:
        raise FormError(
            Text(
                it="Chi ha chiuso? Tocca il suo nome.",
                en="Who went out? Tap their name.",
            ),
            "closer",
        )
    hands: list[list[str] | int | None] = []
    for i, typed_name in enumerate(names):
        if i == closer or form.get(f"out-{i}"):
            hands.append(None)
            continue
        name = literal(typed_name)
        cards = [c for c in form.get(f"cards-{i}", "").replace(" ", ",").split(",") if c]
        total_raw = form.get(f"total-{i}", "").strip()
        if cards:
            hands.append(cards)
        elif total_raw:
            total = _int(total_raw)
            if total is None:
                raise FormError(
                    Text(
                        it=f"Il totale di {name} deve essere un numero intero.",
                        en=f"{name}'s total must be a whole number.",
                    ),
                    f"total-{i}",
                )
            hands.append(total)
        else:
            raise FormError(
                Text(
                    it=f"Mancano le carte rimaste a {name}: toccale, o scrivi il totale.",
                    en=f"The cards left to {name} are missing: tap them, or type the total.",
                ),
                f"cards-{i}",
            )
    move: dict[str, Any] = {"type": "hand", "hands": hands}
    if not logged:
        move["closer"] = closer
        move["in_mano"] = bool(form.get("in_mano"))
    return move


def prefill(move: dict[str, Any]) -> dict[str, str]:
    """The form fields that would enter ``move`` again (to correct it): a seat with no entry
    that did not close was out of the game then."""
    values: dict[str, str] = {}
    if move.get("type") != "hand":
        return values
    closer = move.get("closer")
    if closer is not None:
        values["closer"] = str(closer)
    if move.get("in_mano"):
        values["in_mano"] = "1"
    for i, hand in enumerate(move.get("hands", [])):
        if isinstance(hand, list) and hand:
            values[f"cards-{i}"] = ",".join(hand)
        elif isinstance(hand, int) and not isinstance(hand, bool):
            values[f"total-{i}"] = str(hand)
        elif i != closer:
            values[f"out-{i}"] = "1"
    return values


class Scala40Screen:
    game_id = "scala40"
    entry_template = "games/scala40/_entry.html"
    correction_template = "games/scala40/_hand_form.html"
    status_template = "games/scala40/_status.html"
    live_inputs_template: str | None = None
    template_folder: Path | None = None
    folds = MappingProxyType({})
    #: The hand's end, buying back in.
    entry_boxes = ("hand", "reenter")
    #: A seat bought back in has an entry again: every phone's hand form is drawn afresh.
    redraw_after = frozenset({"reenter"})
    #: Won by being the last left in, not by the lowest total: the engine's words say so.
    outcome_in_words = True

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        return parse_move(form, names)

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return prefill(move)

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
        return {}

    def picker(self, options: Any) -> list[tuple[str, str]]:
        """The two packs' faces, suit by suit (each card is there twice: a key is tapped as
        often as the card is held), and the jolly when the table plays with it."""
        faces = [(rank + suit, parse_card(rank + suit).label()) for suit in SUITS for rank in RANKS]
        if getattr(options, "jokers", True):
            faces.append(("JK", gettext("Joker")))
        return faces

    def standing_note(self, view: Any, seat: int) -> str | None:
        """What the scoreboard says beside a total: how far it is from the threshold."""
        limit = view.options.threshold
        if view.state.eliminated[seat]:
            return gettext("out")
        return gettext("%(n)s to go", n=limit - view.state.totals[seat])


SCREEN = Scala40Screen()
