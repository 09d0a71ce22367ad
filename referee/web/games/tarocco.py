"""Tarocco Siciliano's screen: the spoken calls as big buttons in the game's own words (for
the seats the prompt lets speak), the King call with the caller's hand on a 63-card picker
grouped by trumps and suits, the hidden partner revealed, the end of a hand (each side's pile,
count or points, and the last trick), and the summary of a whole hand for tables that log
only results.

Parsing only: the engine decides what is legal, and what is at stake is asked of its scoring
module (:func:`stakes`)."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from werkzeug.datastructures import MultiDict

from ...games.base import Text, seat
from ...games.tarocco.auction import open_offers
from ...games.tarocco.cards import (
    FUGGITIVO,
    RANK_NAMES,
    RANKS,
    SUIT_NAMES,
    SUITS,
    TRUMP_NAMES,
    CardError,
    parse_card,
)
from ...games.tarocco.declarations import first_leader
from ...games.tarocco.scoring import (
    OTHER_PAR,
    SOLO_PAR,
    num,
    score_pairs,
    settlement,
)
from ...games.tarocco.state import Bid
from ..i18n import gettext
from . import FormError, GameScreen, as_cards, as_int
from .tarocco_king import KingChoice, king_choice, king_fields, parse_king_call

#: The first seat of the summary's pairs: the form asks who played with this seat.
ANCHOR = 0
#: The card points at which :func:`stakes` shows what a contract gives.
EXAMPLE_POINTS = 60


def _cards(raw: str | None) -> list[str]:
    """Cards from a picker field: codes joined by commas (names typed with spaces are read
    by the engine: a field holding a comma is split on commas only)."""
    text = (raw or "").strip()
    if not text:
        return []
    if "," in text or ";" in text:
        return [c.strip() for c in text.replace(";", ",").split(",") if c.strip()]
    return as_cards(text)


def _need_int(raw: str | None, text: Text, field: str, low: int = 0) -> int:
    value = as_int(raw)
    if value is None or value < low:
        raise FormError(text, field)
    return value


# -- the moves ----------------------------------------------------------------------------


def parse_move(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    move_type = form.get("type", "")
    if move_type == "hand":
        return _summary(form)
    if move_type == "king_call":
        return parse_king_call(form)
    if move_type == "partner":
        return _partner(form)
    if move_type == "end":
        return _end(form)
    if move_type == "trick":
        return _trick(form)
    return _call(form)


def _call(form: MultiDict[str, str]) -> dict[str, Any]:
    """A spoken call: the button tapped says ``<seat>:<call>`` (``3:piglio:2`` takes seat 2's
    offer); offro reads its points from ``points-<seat>``."""
    parts = form.get("say", "").split(":")
    who = as_int(parts[0]) if parts else None
    if who is None or len(parts) < 2 or not parts[1]:
        raise FormError(
            Text(
                it="Chi parla, e cosa dice? Tocca un pulsante.",
                en="Who speaks, and what? Tap a button.",
            ),
            "say",
        )
    move: dict[str, Any] = {"type": "call", "seat": who, "call": parts[1]}
    if parts[1] == "offro":
        move["points"] = _need_int(
            form.get(f"points-{who}"),
            Text(
                it=f"Quanti punti offre {seat(who)}? Scrivili accanto a «Offro».",
                en=f"How many points does {seat(who)} offer? Type them by “Offro”.",
            ),
            f"points-{who}",
            low=1,
        )
    elif parts[1] == "piglio" and len(parts) > 2 and as_int(parts[2]) is not None:
        move["accepts"] = as_int(parts[2])
    elif parts[1] in ("venti", "zero", "quindici"):
        shown = _cards(form.get("cards-0"))
        if shown:
            move["cards"] = shown
    return move


def _partner(form: MultiDict[str, str]) -> dict[str, Any]:
    raw = form.get("holder", "")
    monte = raw.startswith("monte:")
    who = as_int(raw.removeprefix("monte:"))
    if who is None:
        raise FormError(
            Text(
                it="Chi ha la carta chiamata? Tocca il suo nome.",
                en="Who holds the called card? Tap their name.",
            ),
            "holder",
        )
    move: dict[str, Any] = {"type": "partner", "seat": who}
    if monte:
        move["monte"] = True
    return move


#: The signals a leader may knock for while leading (TAR-LEAD, V10): logged, never scored.
SIGNALS = ("Giove", "Palla")


def _trick(form: MultiDict[str, str]) -> dict[str, Any]:
    """A trick: its four cards tapped in playing order, from the leader the rules name (the
    referee names who takes it); the signals knocked while leading, if any."""
    cards = _cards(form.get("cards-0"))
    if len(cards) != 4:
        raise FormError(
            Text(
                it=f"Tocca le 4 carte della presa nell'ordine in cui sono state giocate, da chi "
                f"apre ({len(cards)} su 4).",
                en=f"Tap the trick's 4 cards in the order they were played, from the leader "
                f"({len(cards)} of 4).",
            ),
            "cards-0",
        )
    move: dict[str, Any] = {"type": "trick", "cards": cards}
    signals = [s for s in form.getlist("signal") if s in SIGNALS]
    if signals:
        move["signal"] = signals
    return move


SIDE_NAMES = (
    Text(it="la parte di chi ha dichiarato", en="the declaring side"),
    Text(it="gli avversari", en="the opponents"),
)


def _pile(form: MultiDict[str, str], side: int) -> dict[str, Any] | None:
    """One side's pile: its cards; or its number of cards with the counting cards tapped; or
    its points typed."""
    cards = _cards(form.get(f"cards-{side}"))
    count_raw = form.get(f"count-{side}", "").strip()
    points_raw = form.get(f"total-{side}", "").strip()
    if count_raw:
        count = _need_int(
            count_raw,
            Text(
                it=f"Il numero di carte di {SIDE_NAMES[side].it} è un numero intero.",
                en=f"The number of cards of {SIDE_NAMES[side].en} is a whole number.",
            ),
            f"count-{side}",
        )
        return {"card_count": count, "counting_cards": cards}
    if cards:
        return {"cards": cards}
    if points_raw:
        points = _need_int(
            points_raw,
            Text(
                it=f"I punti di {SIDE_NAMES[side].it} sono un numero intero.",
                en=f"The points of {SIDE_NAMES[side].en} are a whole number.",
            ),
            f"total-{side}",
        )
        return {"points": points}
    return None


def _end(form: MultiDict[str, str]) -> dict[str, Any]:
    if form.get("from_tricks") == "1":
        # all 15 tricks are logged: the piles and the last trick are the log's
        derived: dict[str, Any] = {"type": "end"}
        partner = as_int(form.get("partner"))
        if partner is not None:
            derived["partner"] = partner
        return derived
    piles = [_pile(form, 0), _pile(form, 1)]
    if piles == [None, None]:
        raise FormError(
            Text(
                it="Tocca le carte del mucchio di una parte, o scrivi i suoi punti.",
                en="Tap the cards of one side's pile, or type its points.",
            ),
            "cards-0",
        )
    move: dict[str, Any] = {"type": "end", "piles": piles}
    last = as_int(form.get("last_trick"))
    if last is not None:
        move["last_trick"] = last
    partner = as_int(form.get("partner"))
    if partner is not None:
        move["partner"] = partner
    return move


def _summary(form: MultiDict[str, str]) -> dict[str, Any]:
    """A whole hand in one move: solo, pairs (who played with the first seat), an offer
    taken, or abandoned."""
    contract = form.get("contract", "")
    if contract == "abandoned":
        return {"type": "hand", "contract": "abandoned"}
    if contract == "solo":
        soloist = _need_int(
            form.get("soloist"), Text(it="Chi ha giocato solo?", en="Who played solo?"), "soloist"
        )
        points = _need_int(
            form.get("solo-points"),
            Text(
                it="Quanti punti di carte ha fatto il solista?",
                en="How many card points did the soloist make?",
            ),
            "solo-points",
        )
        return {"type": "hand", "contract": "solo", "soloist": soloist, "card_points": points}
    if contract == "pairs":
        mate = _need_int(
            form.get("mate"),
            Text(it=f"Con chi giocava {seat(ANCHOR)}?", en=f"Who was {seat(ANCHOR)}'s partner?"),
            "mate",
        )
        ours, theirs = as_int(form.get("pair-points-0")), as_int(form.get("pair-points-1"))
        if ours is None and theirs is None:
            raise FormError(
                Text(
                    it="Scrivi i punti di carte di almeno una coppia.",
                    en="Type at least one pair's card points.",
                ),
                "pair-points-0",
            )
        first = [ANCHOR, mate]
        second = [s for s in range(4) if s not in first]
        return {
            "type": "hand",
            "contract": "pairs",
            "pairs": [first, second],
            "card_points": [ours, theirs],
        }
    if contract == "offer":
        offerer = _need_int(
            form.get("offerer"), Text(it="Chi ha offerto?", en="Who offered?"), "offerer"
        )
        taker = _need_int(
            form.get("taker"), Text(it="Chi ha pigliato?", en="Who took it?"), "taker"
        )
        points = _need_int(
            form.get("offer-points"),
            Text(it="Quanti punti erano offerti?", en="How many points were offered?"),
            "offer-points",
            low=1,
        )
        return {
            "type": "hand",
            "contract": "offer",
            "offerer": offerer,
            "taker": taker,
            "points": points,
        }
    raise FormError(
        Text(
            it="Com'è andata la smazzata? Scegli: solo, coppie, offerta o a monte.",
            en="How did the hand go? Choose: solo, pairs, an offer, or abandoned.",
        ),
        "contract",
    )


# -- one phone's part of the hand --------------------------------------------------------------


def parse_part(form: MultiDict[str, str]) -> dict[str, Any]:
    """One player's part (``games/tarocco/parts.py``): what they declared (``said``, "none"
    when nothing is ticked), the decine and cinquine shown, and their side's pile if they
    hold it: its points, or its number of cards with the counting cards tapped, or its
    cards; and whose the last trick was."""
    part: dict[str, Any] = {"said": form.get("said") or "none"}
    shown = _cards(form.get("shown"))
    if shown:
        part["cards"] = shown
    cards = _cards(form.get("pile-cards"))
    count_raw = (form.get("pile-count") or "").strip()
    points_raw = (form.get("pile-points") or "").strip()
    if points_raw:
        part["pile"] = {
            "points": _need_int(
                points_raw,
                Text(
                    it="I punti del mucchio sono un numero intero.",
                    en="The pile's points are a whole number.",
                ),
                "pile-points",
            )
        }
    elif count_raw:
        count = _need_int(
            count_raw,
            Text(
                it="Il numero di carte del mucchio è un numero intero.",
                en="The pile's number of cards is a whole number.",
            ),
            "pile-count",
        )
        part["pile"] = {"card_count": count, "counting_cards": cards}
    elif cards:
        part["pile"] = {"cards": cards}
    last = form.get("last")
    if last in ("yes", "no"):
        part["last_trick"] = last == "yes"
    return part


def part_words(part: dict[str, Any]) -> str:
    """A player's own part in words, under its form: "you said venti, your side's pile: 60
    points"."""
    words = {
        "solo": gettext("you went solo"),
        "venti": gettext("you said venti"),
        "quindici": gettext("you said quindici"),
        "called": gettext("you held the called card"),
    }
    said = [words[part["said"]]] if part.get("said") in words else []
    pile = part.get("pile") or {}
    if pile.get("points") is not None:
        said.append(gettext("your side's pile: %(n)s points", n=pile["points"]))
    elif pile.get("card_count") is not None:
        said.append(gettext("your side's pile: %(n)s cards", n=pile["card_count"]))
    elif pile.get("cards") is not None:
        said.append(gettext("your side's pile: %(n)s cards", n=len(pile["cards"])))
    return ", ".join(said) or gettext("nothing to declare, no pile")


def prefill(move: dict[str, Any]) -> dict[str, str]:
    """The form fields that would enter ``move`` again (to correct it)."""
    kind = move.get("type")
    values: dict[str, str] = {"type": str(kind or "")}
    if kind == "end" and move.get("piles") is None:
        values["from_tricks"] = "1"
    if kind == "end":
        for side, pile in enumerate(move.get("piles") or []):
            if not pile:
                continue
            if pile.get("card_count") is not None:
                values[f"count-{side}"] = str(pile["card_count"])
                values[f"cards-{side}"] = ",".join(pile.get("counting_cards") or [])
            elif pile.get("cards") is not None:
                values[f"cards-{side}"] = ",".join(pile["cards"])
            elif pile.get("points") is not None:
                values[f"total-{side}"] = str(pile["points"])
        for key in ("last_trick", "partner"):
            if move.get(key) is not None:
                values[key] = str(move[key])
        return values
    if kind != "hand":
        return values
    contract = move.get("contract", "")
    values["contract"] = contract
    if contract == "solo":
        values["soloist"] = str(move.get("soloist", ""))
        values["solo-points"] = str(move.get("card_points", ""))
    elif contract == "offer":
        for key in ("offerer", "taker"):
            values[key] = str(move.get(key, ""))
        values["offer-points"] = str(move.get("points", ""))
    elif contract == "pairs":
        pairs = move.get("pairs") or [[], []]
        raw = move.get("card_points")
        points = [raw] if isinstance(raw, int) else list(raw or [])
        points = [*points, None][:2]
        mine = 0 if ANCHOR in pairs[0] else 1
        anchored = pairs[mine]
        values["mate"] = str(next((s for s in anchored if s != ANCHOR), ""))
        for i, value in enumerate((points[mine], points[1 - mine])):
            if value is not None:
                values[f"pair-points-{i}"] = str(value)
    return values


# -- what the page shows ----------------------------------------------------------------------


@dataclass(frozen=True)
class Key:
    """A key of the picker: the card's code, what the key shows big (a trump's number, a
    rank) and small (the trump's or the suit's name); a chip reads both."""

    code: str
    big: str
    small: str


@dataclass(frozen=True)
class Group:
    title: str
    keys: tuple[Key, ...]


#: Where the trumps' longest names may break on a key a fifth of the screen wide (a soft
#: hyphen, shown only where the line breaks).
_SYLLABLES = {
    "Temperanza": "Tempe\u00adranza",
    "Imperatore": "Impera\u00adtore",
    "Imperatrice": "Impera\u00adtrice",
    "Impiccato": "Impic\u00adcato",
    "Giustizia": "Giusti\u00adzia",
    "Fuggitivo": "Fuggi\u00adtivo",
}


def _breakable(name: str) -> str:
    return _SYLLABLES.get(name, name)


def groups() -> list[Group]:
    """The 63 cards as the picker lays them out: the trumps from the 20 (with their names)
    and the Fuggitivo, then each suit from its King."""
    trumps = tuple(Key(f"T{n}", str(n), _breakable(TRUMP_NAMES[n])) for n in range(20, -1, -1)) + (
        Key(FUGGITIVO, "F", _breakable("Fuggitivo")),
    )
    out = [Group(gettext("Trumps"), trumps)]
    for suit in SUITS:
        keys = tuple(
            Key(rank + suit, RANK_NAMES.get(rank, rank), SUIT_NAMES[suit])
            for rank in RANKS
            if rank != "4" or suit == "O"
        )
        out.append(Group(suit_title(suit), keys))
    return out


def suit_title(suit: str) -> str:
    """A suit as the page's language names it, with the name on its cards where that differs:
    "Coppe"; "Cups (Coppe)"."""
    titles = {
        "S": gettext("Swords (Spade)"),
        "C": gettext("Cups (Coppe)"),
        "B": gettext("Clubs (Bastoni)"),
        "O": gettext("Coins (Oro)"),
    }
    return titles.get(suit, SUIT_NAMES.get(suit, suit))


def stakes(view: Any) -> list[str]:
    """What a hand in pairs would give while the pairs are being formed, in the page's
    language, from the scoring module (the offers and the solo are the engine's stakes,
    in the table's "What is at stake" panel)."""
    state = view.state
    out: list[str] = []
    if state.phase in ("venti", "quindici", "king_call"):
        scores = score_pairs([state.dealer], EXAMPLE_POINTS)
        other = next(s for s in range(4) if s != state.dealer)
        out.append(
            gettext(
                "In pairs, the dealer's pair at %(at)s would make %(gain)s each, the other pair "
                "%(loss)s each; the dealer's pair breaks even at %(par)s, the other at %(other)s.",
                at=EXAMPLE_POINTS,
                gain=_signed(scores[state.dealer]),
                loss=num(scores[other]),
                par=SOLO_PAR,
                other=OTHER_PAR,
            )
        )
    return out


@dataclass(frozen=True)
class LoggedTrick:
    """A trick of the log as the trick form lists it: its number, the cards in playing order
    with who played each, and who took it."""

    number: int
    plays: tuple[tuple[str, str], ...]
    winner: str


def trick_order(view: Any) -> list[int]:
    """The seats in the order they play the next trick: from the leader the rules name (the
    last trick's winner; for the first, TAR-LEAD / TAR-V8)."""
    state = view.state
    due = state.tricks[-1].winner if state.tricks else first_leader(state, view.options)
    return [(due + k) % 4 for k in range(4)]


def logged_tricks(view: Any) -> list[LoggedTrick]:
    out = []
    for number, t in enumerate(view.state.tricks, start=1):
        plays = tuple(
            (view.names[(t.leader + k) % 4], parse_card(code).name)
            for k, code in enumerate(t.cards)
        )
        out.append(LoggedTrick(number, plays, view.names[t.winner]))
    return out


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else num(points)


def said(view: Any, s: int) -> str | None:
    """What seat ``s`` said in the round in progress, in the game's words; None if it has not
    spoken yet (the first auction keeps the calls; later rounds, who has spoken)."""
    state = view.state
    if s == state.soloist:
        return "solo"
    if s == state.declarer:
        return "venti"
    if state.phase == "auction":
        bid = next((b for b in state.bids if b.seat == s), None)
        if bid is None:
            return None
        if bid.call == "offro":
            return f"offro {bid.points}"
        if bid.call == "piglio" and bid.accepts is not None:
            return f"piglio ({view.names[bid.accepts]})"
        return str(bid.call)
    if s in state.spoken:
        return {"solo": "passo", "venti": "zero", "quindici": "passo"}.get(state.phase, "✓")
    return None


def move_words(move: dict[str, Any], names: list[str]) -> str | None:
    """A move as it was said at the table, for the news on the other phones: "Bruno: offro
    6", "Carla: piglio (Bruno)", "Bruno calls the Re Oro"."""
    kind = move.get("type")
    who = move.get("seat")
    if not isinstance(who, int) or not 0 <= who < len(names):
        return None
    name = names[who]
    if kind == "call":
        word = str(move.get("call", ""))
        if word == "offro" and move.get("points") is not None:
            word = f"offro {move['points']}"
        accepts = move.get("accepts")
        if word == "piglio" and isinstance(accepts, int) and 0 <= accepts < len(names):
            word = f"piglio ({names[accepts]})"
        return f"{name}: {word}" if word else None
    if kind == "king_call":
        card = move.get("card")
        try:
            called = parse_card(str(card)).name
        except CardError:
            return None
        return gettext("%(name)s calls: %(card)s", name=name, card=called)
    if kind == "partner":
        if move.get("monte"):
            return gettext("The called card is in %(name)s's discard", name=name)
        return gettext("%(name)s holds the called card", name=name)
    return None


class TaroccoScreen(GameScreen):
    game_id = "tarocco"
    entry_template = "games/tarocco/_entry.html"
    correction_template = "games/tarocco/_correction.html"
    status_template = "games/tarocco/_status.html"
    finished_template = "games/tarocco/_finished.html"
    #: The checks' card lists use the grouped picker too.
    picker_template = "games/tarocco/_picker.html"
    #: The calls, the summary of a hand, the King call, the partner, the end of a hand.
    entry_boxes = ("call", "hand", "king", "partner", "trick", "end")
    #: Every call changes who may speak and what, a trick who leads next: every phone's forms
    #: are drawn afresh.
    redraw_after = frozenset({"call", "king_call", "partner", "trick"})
    #: The signals a trick's leader may knock for.
    signals = SIGNALS
    #: The King call's preview is its keys, marked by the rules for the cards entered.
    preview_templates = MappingProxyType({"king": "games/tarocco/_king_choice.html"})

    #: One phone's own part: what it declared, and its side's pile if it holds it.
    part_template = "games/tarocco/_part.html"

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        return parse_move(form, names)

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return prefill(move)

    def parse_part(self, form: MultiDict[str, str]) -> dict[str, Any]:
        return parse_part(form)

    def part_words(self, part: dict[str, Any]) -> str | None:
        return part_words(part)

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
        return {}

    def picker(self, options: Any) -> list[tuple[str, str]]:
        """The 63 cards by the names players say, trumps with their numbers, then suits."""
        return [(key.code, parse_card(key.code).label) for group in groups() for key in group.keys]

    def groups(self) -> list[Group]:
        return groups()

    def open_offers(self, view: Any) -> list[Bid]:
        """The offers a piglio may still take: one taken is gone from every phone."""
        return open_offers(view.state, view.options)

    def king_choice(self, form: Any) -> KingChoice:
        return king_choice(form)

    def king_fields(self, view: Any, typed: Any) -> dict[str, str]:
        return king_fields(view, typed)

    def stakes(self, view: Any) -> list[str]:
        return stakes(view)

    def said(self, view: Any, s: int) -> str | None:
        return said(view, s)

    def move_words(self, move: dict[str, Any], names: list[str]) -> str | None:
        return move_words(move, names)

    def trick_order(self, view: Any) -> list[int]:
        return trick_order(view)

    def logged_tricks(self, view: Any) -> list[LoggedTrick]:
        return logged_tricks(view)

    def order_names(self, view: Any) -> str:
        """Who plays the next trick, in order: "Bruno → Carla → Dario → Anna"."""
        return " → ".join(view.names[s] for s in trick_order(view))

    def payments(self, view: Any) -> list[tuple[int, int, int]]:
        """Who pays whom at the end: ``(payer, payee, points)``, from the scoring module."""
        return settlement(view.state.totals)

    def zero_sum(self, view: Any) -> str:
        """The running totals, added up where every phone sees it: they make zero."""
        totals = list(view.state.totals)
        terms = num(totals[0]) + "".join(f" − {-t}" if t < 0 else f" + {t}" for t in totals[1:])
        return gettext(
            "The totals add up to zero: %(terms)s = %(sum)s", terms=terms, sum=num(sum(totals))
        )

    def card_name(self, code: str) -> str:
        try:
            return parse_card(code).name
        except CardError:
            return code

    def sides(self, view: Any) -> list[str]:
        """The two sides of the hand being played, declaring side first, as far as they are
        known (a hidden partner is not named)."""
        state, names = view.state, view.names
        if state.soloist is not None:
            others = [names[s] for s in range(4) if s != state.soloist]
            return [names[state.soloist], ", ".join(others)]
        declarer = state.declarer or 0
        if state.partner is None:
            return [
                gettext("%(name)s and the hidden partner", name=names[declarer]),
                gettext("the other two"),
            ]
        pair = (declarer, state.partner)
        others = [names[s] for s in range(4) if s not in pair]
        return [f"{names[declarer]} + {names[state.partner]}", " + ".join(others)]


SCREEN = TaroccoScreen()
