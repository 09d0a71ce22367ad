"""Scala 40's screen: the end of a hand (who closed, in mano, the cards left to each seat still
in, on a two-pack picker), buying back in, the dealer and the threshold on the status line,
and each player's distance to the threshold on the scoreboard."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from werkzeug.datastructures import MultiDict

from ...games.base import Text
from ...games.cards import JOKER, RANKS, SUITS, parse_card
from ...games.scala40.deck import CardError, hand_card_value, joker_with_identity, suit_name
from ...games.scala40.scoring import hand_value
from ...games.scala40.state import PAIR_TARGET
from ...problems import literal
from ..i18n import gettext
from . import FormError, GameScreen, as_cards, as_int
from .part_fields import held


@dataclass(frozen=True)
class Key:
    """One key of the card picker, with what the card costs left in hand (S40-VAL-HAND)."""

    code: str
    face: str
    red: bool
    points: int
    #: What it costs when it is the only card left, where that differs (S40-LONE-ACE).
    alone: int | None = None


@dataclass(frozen=True)
class SuitKeys:
    """A suit's thirteen keys, A to K, under its name."""

    suit: str
    symbol: str
    name: str
    red: bool
    keys: tuple[Key, ...]


def parse_move(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    move_type = form.get("type", "")
    if move_type == "reenter":
        seat = as_int(form.get("seat"))
        if seat is None:
            raise FormError(Text(it="Chi rientra?", en="Who buys back in?"), "seat")
        return {"type": "reenter", "seat": seat}
    if move_type in LOG_BUTTONS:
        return _logged(form, move_type)
    return _hand(form, names)


#: The detailed log's buttons (``type``): each makes one of the engine's log moves.
LOG_BUTTONS = frozenset(
    {"draw-tallone", "draw-pozzo", "meld", "attach", "swap", "discard", "close"}
)
#: How many meld boxes the log's form has (a turn rarely puts down more at once).
MELD_BOXES = 3


def _codes(raw: str | None) -> list[str]:
    """Card codes as the picker writes them or a player types them: spaces or commas."""
    return [c for c in (raw or "").replace(",", " ").split() if c]


def _one_card(form: MultiDict[str, str]) -> str:
    cards = _codes(form.get("card"))
    if not cards:
        raise FormError(
            Text(it="Quale carta? Toccala prima.", en="Which card? Tap it first."), "card"
        )
    if len(cards) > 1:
        raise FormError(
            Text(
                it=f"Una carta sola: ne sono segnate {len(cards)}.",
                en=f"One card only: {len(cards)} are entered.",
            ),
            "card",
        )
    return cards[0]


def _target(form: MultiDict[str, str]) -> int:
    number = as_int(form.get("meld"))
    if number is None:
        raise FormError(
            Text(
                it="Quale combinazione in tavola? Tocca il suo numero.",
                en="Which meld on the table? Tap its number.",
            ),
            "meld",
        )
    return number


def _logged(form: MultiDict[str, str], button: str) -> dict[str, Any]:
    """A move of the hand's detailed log, from the button tapped; the engine checks it."""
    seat = as_int(form.get("seat"))
    if seat is None:
        raise FormError(Text(it="Chi? Tocca il suo nome.", en="Who? Tap their name."), "seat")
    melds = [m for m in (_codes(form.get(f"meld-{k}")) for k in range(MELD_BOXES)) if m]
    if button.startswith("draw-"):
        return {"type": "draw", "seat": seat, "source": button.removeprefix("draw-")}
    if button == "meld":
        if not melds:
            raise FormError(
                Text(
                    it="Quali combinazioni? Tocca le loro carte in «Calata 1».",
                    en="Which melds? Tap their cards in 'Meld 1'.",
                ),
                "meld-0",
            )
        return {"type": "meld", "seat": seat, "melds": melds}
    if button == "attach":
        cards = _codes(form.get("card"))
        if not cards:
            raise FormError(
                Text(it="Quali carte attacca? Toccale prima.", en="Which cards? Tap them first."),
                "card",
            )
        return {"type": "attach", "seat": seat, "meld": _target(form), "cards": cards}
    if button == "swap":
        return {"type": "swap", "seat": seat, "meld": _target(form), "card": _one_card(form)}
    if button == "discard":
        return {"type": "discard", "seat": seat, "card": _one_card(form)}
    return {"type": "close", "seat": seat, "melds": melds, "card": _one_card(form)}


def _hand(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    """The hand's end. The closer is never guessed; a seat marked ``out-<i>`` (out of the game
    when the form was drawn) enters nothing; the engine decides what is legal."""
    logged = bool(form.get("closer-logged"))
    closer_raw = form.get("closer", "")
    closer = as_int(closer_raw)
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
        cards = as_cards(form.get(f"cards-{i}"))
        total_raw = form.get(f"total-{i}", "").strip()
        if cards:
            hands.append(cards)
        elif total_raw:
            total = as_int(total_raw)
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


class Scala40Screen(GameScreen):
    game_id = "scala40"
    entry_template = "games/scala40/_entry.html"
    correction_template = "games/scala40/_hand_form.html"
    status_template = "games/scala40/_status.html"
    #: The hand's detailed log, loaded when opened.
    folds = MappingProxyType({"log": "games/scala40/_log_body.html"})
    #: The hand's end, buying back in, the detailed log.
    entry_boxes = ("hand", "reenter", "play")
    #: A seat bought back in has an entry again, and a logged move changes the table's melds
    #: the log's form offers (a logged close also fills the hand's closer): every phone's
    #: entry forms are drawn afresh (a form being typed on is kept, with a notice).
    redraw_after = frozenset({"reenter", "draw", "meld", "attach", "swap", "discard", "close"})
    #: Won by being the last left in, not by the lowest total: the engine's words say so.
    outcome_in_words = True
    #: In pairs (S40-FISCA-PAIRS), the victory points that win: the status line says them.
    pair_target = PAIR_TARGET

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        return parse_move(form, names)

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return prefill(move)

    #: One phone's own part: "I went out" (in mano or not), or the cards or total left.
    part_template = "games/scala40/_part.html"

    def parse_part(self, form: MultiDict[str, str]) -> dict[str, Any]:
        """``kind`` "closed" or "closed_mano" (the button tapped): went out; else held."""
        kind = form.get("kind", "")
        if kind in ("closed", "closed_mano"):
            return {"closed": True, "in_mano": kind == "closed_mano"}
        return held(form)

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
        """The detailed log's next entry starts from the player chosen for the last one."""
        seat = as_int(form.get("seat")) if box == "play" else None
        return {} if seat is None else {"seat": seat}

    def meld_faces(self, cards: list[str], language: str) -> str:
        """A meld on the table as players read it: ``7♥ 8♥ jolly (9♥)``."""
        faces = []
        for code in cards:
            head, _, stands = code.partition("=")
            if head == "JK":
                joker = gettext("Joker")
                faces.append(f"{joker} ({parse_card(stands).label(language)})" if stands else joker)
            else:
                faces.append(parse_card(head).label(language))
        return " ".join(faces)

    #: The picker laid out a suit a block (the hand's end and the checks' card boxes).
    picker_template = "games/scala40/_picker.html"
    #: The check whose card box counts the points of the cards tapped.
    counted_checks = frozenset({"hand_value"})

    def key(self, code: str, options: Any, language: str) -> Key:
        """A card's key: its face in ``language`` and its points left in hand, by the
        engine's values under the table's options."""
        card = parse_card(code)
        points = hand_card_value(card, options.joker_in_hand)
        alone = hand_value([card], options)
        return Key(
            code=code,
            face=card.label(language),
            red=card.colour == "red" and not card.is_joker,
            points=points,
            alone=alone if alone != points else None,
        )

    def picker_suits(self, options: Any, language: str) -> list[SuitKeys]:
        """The two packs' keys, a block per suit (each card is there twice: a key is tapped
        as often as the card is held)."""
        return [
            SuitKeys(
                suit=suit,
                symbol=parse_card("A" + suit).label(language)[-1],
                name=suit_name(suit, language),
                red=suit in ("H", "D"),
                keys=tuple(self.key(rank + suit, options, language) for rank in RANKS),
            )
            for suit in SUITS
        ]

    def picker_jolly(self, options: Any, language: str) -> Key | None:
        """The jolly's key, when the table plays with it."""
        return self.key(JOKER, options, language) if getattr(options, "jokers", True) else None

    def check_face(self, text: str, language: str) -> str | None:
        """A card in a check's answer as players read it: ``5♥``, ``Jolly (6♥)``; None when
        the text is not a card."""
        try:
            card, stands = joker_with_identity(text)
        except CardError:
            return None
        face = card.label(language)
        return f"{face} ({stands.label(language)})" if stands is not None else face

    def picker(self, options: Any) -> list[tuple[str, str]]:
        """The two packs' faces, suit by suit (each card is there twice: a key is tapped as
        often as the card is held), and the jolly when the table plays with it."""
        faces = [(rank + suit, parse_card(rank + suit).label()) for suit in SUITS for rank in RANKS]
        if getattr(options, "jokers", True):
            faces.append(("JK", gettext("Joker")))
        return faces

    def standing_note(self, view: Any, seat: int) -> str | None:
        """What the scoreboard says beside a total: how far it is from the threshold; in
        pairs (S40-FISCA-PAIRS), the seat's pair and its victory points."""
        if getattr(view.options, "pairs", False) and len(view.state.totals) == 4:
            pair = seat % 2
            return gettext(
                "pair %(pair)s · %(n)s of %(target)s won",
                pair=pair + 1,
                n=view.state.victories[pair],
                target=PAIR_TARGET,
            )
        limit = view.options.threshold
        if view.state.eliminated[seat]:
            return gettext("out")
        return gettext("%(n)s to go", n=limit - view.state.totals[seat])


SCREEN = Scala40Screen()
