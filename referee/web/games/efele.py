"""Efele's screen: a claim (who shows the cards, the four cards tapped on the pack's picker,
value by value), a whole game at once (the players tapped in the order they went out), a new
game, the forfeit and the end of the evening as the prompt allows them; who is still in, the
exit order and the dead values on the status line; the evening's tally (each game's Efele,
each player's places and stakes) at the foot of the scoreboard."""

from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any

from werkzeug.datastructures import MultiDict

from ...games.base import Text
from ...games.efele.cards import (
    SUITS,
    VALUE_NAMES,
    VALUES,
    WELI,
    has_weli,
    label,
    values_text,
)
from ...games.efele.moves import IN_HAND_TYPES
from ...games.efele.state import ordinal
from ...problems import literal
from ..common import lang
from ..i18n import gettext, ngettext
from . import FormError, GameScreen, as_int

#: A suit as a key shows it: German suits, drawn as players know them.
SUIT_FACES = {"H": "♥", "L": "🍃", "E": "🌰", "S": "🔔"}
#: How many of the evening's games the tally lists, the latest (the counts hold them all).
GAMES_SHOWN = 12
#: The suits' names over the picker's columns, as the cards name them in either language.
SUIT_HEADS = {"H": "Herz", "L": "Laub", "E": "Eichel", "S": "Schellen"}


def face(code: str) -> str:
    """A card code as a key and a chip show it: ``O♥``, ``10🔔``, ``Weli``."""
    if code == WELI:
        return "Weli"
    value, suit = code[:-1], code[-1]
    return value + SUIT_FACES.get(suit, suit)


def split_cards(raw: str) -> list[str]:
    """Cards as the picker writes them (``7H,7L``) or as typed: separated by commas, or by
    spaces when there is no comma (a long form such as ``Ober of Leaves`` keeps its spaces
    between commas)."""
    parts = raw.split(",") if "," in raw else raw.split()
    return [p.strip() for p in parts if p.strip()]


def parse_move(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    move_type = form.get("type", "")
    if move_type == "claim":
        return _claim(form)
    if move_type == "game":
        return _whole_game(form, names)
    if move_type == "penalty":
        return {"type": "penalty", "forfeit": form.get("forfeit", "")}
    if move_type in ("new_game", "end", "reshuffle", "deadlock"):
        return {"type": move_type}
    if move_type in ("draw", "draw_neighbour", "centre", "throw"):
        return _in_hand(move_type, form)
    raise FormError(Text(it="Cosa registrare?", en="What to log?"))


def _claim(form: MultiDict[str, str]) -> dict[str, Any]:
    """A claim: the seat is never guessed; whether the cards make a set is the engine's."""
    seat = as_int(form.get("seat"))
    if seat is None:
        raise FormError(
            Text(
                it="Chi mostra le carte? Tocca il suo nome.",
                en="Who shows the cards? Tap their name.",
            ),
            "seat",
        )
    cards = split_cards(form.get("cards", ""))
    if not cards:
        raise FormError(
            Text(
                it="Tocca le quattro carte mostrate (o tre e il Weli).",
                en="Tap the four cards shown (or three and the Weli).",
            ),
            "cards",
        )
    return {"type": "claim", "seat": seat, "cards": cards}


def _in_hand(move_type: str, form: MultiDict[str, str]) -> dict[str, Any]:
    """A move of the optional in-hand log: who, and the card (the engine says where it goes)."""
    seat = as_int(form.get("seat"))
    if seat is None:
        raise FormError(Text(it="Chi? Tocca un nome.", en="Who? Tap a name."), "seat")
    card = form.get("card", "").strip()
    if not card:
        raise FormError(Text(it="Quale carta? Toccala.", en="Which card? Tap it."), "card")
    if move_type == "throw":
        return {"type": "throw", "seat": seat, "cards": [card]}
    if move_type == "centre":
        move: dict[str, Any] = {"type": "centre", "seat": seat, "card": card}
        value = form.get("value", "").strip()
        if value:
            move["value"] = value
        return move
    source = "neighbour" if move_type == "draw_neighbour" else "tallone"
    return {"type": "draw", "seat": seat, "card": card, "source": source}


def _whole_game(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    """The players in the order they went out, as tapped (their seats) or, on a phone
    without scripts, as typed (their names): the engine checks the order."""
    raw = [p for p in re.split(r"[\s,;]+", form.get("exit_order", "")) if p]
    order = [as_int(p) for p in raw]
    typed = form.get("exit_names", "").strip()
    if not raw and typed:
        order = [_seat_named(name, names) for name in typed.split(",") if name.strip()]
    if not order or any(s is None for s in order):
        raise FormError(
            Text(
                it="Tocca i giocatori nell'ordine in cui sono usciti: chi resta è l'Efele.",
                en="Tap the players in the order they went out: the one left is the Efele.",
            ),
            "exit_order",
        )
    return {"type": "game", "exit_order": order}


def _seat_named(typed: str, names: list[str]) -> int:
    """The seat of a player named as typed (any case); a name not at the table is said."""
    wanted = typed.strip().casefold()
    for seat, name in enumerate(names):
        if name.strip().casefold() == wanted:
            return seat
    shown = literal(typed.strip())
    raise FormError(
        Text(it=f"Al tavolo non c'è «{shown}».", en=f"There is no “{shown}” at this table."),
        "exit_names",
    )


def prefill(move: dict[str, Any]) -> dict[str, str]:
    """The form fields that would enter ``move`` again (to correct a whole game)."""
    if move.get("type") == "game":
        return {"exit_order": ",".join(str(s) for s in move.get("exit_order", []))}
    if move.get("type") == "claim":
        return {"seat": str(move.get("seat", "")), "cards": ",".join(move.get("cards", []))}
    return {}


NO_PLACE = Text(
    it="Tocca il tuo posto d'uscita, o «Sono l'Efele».",
    en='Tap the place you went out in, or "I am the Efele".',
)


class EfeleScreen(GameScreen):
    game_id = "efele"
    entry_template = "games/efele/_entry.html"
    correction_template = "games/efele/_correct.html"
    status_template = "games/efele/_status.html"
    folds = MappingProxyType({"in-hand": "games/efele/_in_hand_body.html"})
    #: A claim, a whole game, what is entered between games (a new game, the end, the
    #: forfeit), the optional in-hand log.
    entry_boxes = ("claim", "game", "between", "forfeit", "end", "inhand")
    #: A move of the in-hand log makes a whole game no longer possible: every phone's forms
    #: are drawn afresh (a claim ends a hand for the pages, so it redraws them anyway).
    redraw_after = frozenset(IN_HAND_TYPES)
    #: The evening's tally, under the scoreboard.
    scoreboard_template = "games/efele/_tally.html"

    #: One phone's own part of a game entered at its end: the place it went out in, or
    #: that it was left, the Efele (``games/efele/parts.py``); one tap.
    part_template = "games/efele/_part.html"

    def parse_part(self, form: MultiDict[str, str]) -> dict[str, Any]:
        """The button tapped: ``out-2`` (went out 2nd) or ``efele``."""
        kind = form.get("kind") or ""
        if kind == "efele":
            return {"efele": True}
        place = as_int(kind.removeprefix("out-")) if kind.startswith("out-") else None
        if place is None:
            raise FormError(NO_PLACE, "part")
        return {"out": place}

    def part_words(self, part: dict[str, Any]) -> str | None:
        """«2º a uscire» / "you went out 2nd", or "you are the Efele"."""
        if part.get("efele"):
            return gettext("you are the Efele")
        return gettext("you went out %(place)s", place=self.place(int(part.get("out", 0))))

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        return parse_move(form, names)

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return prefill(move)

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
        """The in-hand log's next entry starts from the player chosen for the last one."""
        seat = as_int(form.get("seat")) if box == "inhand" else None
        return {} if seat is None else {"seat": seat}

    def picker(self, options: Any) -> list[tuple[str, str]]:
        """The pack's cards value by value (a claim is four of a value: a row of the picker),
        and the Weli when the table plays the Salzburger pack."""
        faces = [(value + suit, face(value + suit)) for value in VALUES for suit in SUITS]
        if has_weli(getattr(options, "deck", "salzburger33")):
            faces.append((WELI, face(WELI)))
        return faces

    def suit_heads(self) -> list[str]:
        """The picker's columns, suit by suit, by the names printed on German-suited packs."""
        return [f"{SUIT_FACES[suit]} {SUIT_HEADS[suit]}" for suit in SUITS]

    def card_name(self, code: str) -> str:
        """A card in words, in the page's language: «Ober di Cuori», "the Weli"."""
        return label(code).get(lang())

    def card_face(self, code: str) -> str:
        return face(code)

    def value_choices(self) -> list[tuple[str, str]]:
        """The values the Weli may be named as in the centre (EFE-AMB-6): code, name."""
        return [(value, VALUE_NAMES[value].get(lang())) for value in VALUES]

    def check_choices(self, check: str, field: str) -> list[tuple[str, str]] | None:
        """The draw check's dead values are values, not cards: a box each, not the picker."""
        return self.value_choices() if field == "dead_values" else None

    def dead(self, values: list[str]) -> str:
        """Dead values in words: «9 e Ober» / "9s and Obers"."""
        return values_text(values).get(lang())

    def place(self, n: int) -> str:
        """A finishing place: «2º» / "2nd"."""
        return ordinal(n).get(lang())

    def game_number(self, view: Any) -> int:
        """The game a whole game entered now would be: the one under way, or (the last one
        over) the next, which the move starts."""
        state = view.state
        return state.game + 1 if state.game_over else state.game

    def places(self, view: Any, seat: int) -> str:
        """A seat's finishing places this evening: "1st ×2 · 3rd ×1"."""
        positions = view.state.tally[seat].positions
        return " · ".join(f"{self.place(k + 1)} ×{n}" for k, n in enumerate(positions) if n)

    def average(self, view: Any, seat: int) -> str:
        average = view.state.tally[seat].average_position
        return "–" if average is None else f"{average:.1f}"

    def games(self, page: Any) -> list[tuple[int, list[str]]]:
        """The latest games scored this evening (at most :data:`GAMES_SHOWN`) and each one's
        Efele (each of them, in a deadlock)."""
        out = []
        for entry in page.hands[-GAMES_SHOWN:]:
            if entry.hand is None:
                continue
            names = [
                page.names[s]
                for s, points in enumerate(entry.hand.scores)
                if points and s < len(page.names)
            ]
            out.append((entry.hand.number, names))
        return out

    def standing_note(self, view: Any, seat: int) -> str | None:
        """Beside an Efele count: where the seat stands in the game under way, and what it
        owes."""
        state = view.state
        parts = []
        if not state.finished and seat in state.efele_seats:
            parts.append(gettext("Efele of game %(n)s", n=state.game))
        elif not state.finished and seat in state.exit_order:
            parts.append(
                gettext("out %(place)s", place=self.place(state.exit_order.index(seat) + 1))
            )
        stakes = state.tally[seat].stakes
        if stakes:
            parts.append(ngettext("owes %(num)s point", "owes %(num)s points", stakes))
        return " · ".join(parts) or None

    def outcome_line(self, view: Any) -> str:
        """Under the evening's winners: how often they were the Efele."""
        best = min(view.state.counts())
        if best == 0:
            return gettext("never the Efele this evening")
        if best == 1:
            return gettext("the Efele once this evening")
        return gettext("the Efele %(n)s times this evening", n=best)


SCREEN = EfeleScreen()
