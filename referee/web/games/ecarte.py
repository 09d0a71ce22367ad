"""Ecarté's screen: the hand's steps as big buttons driven by the engine's prompt (the
turned-up card, propose / accept / refuse / how many cards / play, the King declared), the
five tricks as a tap-through of two card pickers over the 32 cards (and, under them, a player
throwing in their cards), the hand's summary as the fast path, the trump suit large on the
status line with the rule set in force and, folded, how the other rule set differs.

The forms only parse: which moves are offered comes from the prompt, which of a step's
choices are legal (how many cards a seat may change, who may throw in) from the engine
itself, asked on a copy of the table's state.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType
from typing import Any

from markupsafe import Markup
from werkzeug.datastructures import MultiDict

from ...games.base import BadMove, IllegalMove, Text
from ...games.ecarte import DECK, DIFFERENCES, RANKS, SUITS
from ...games.ecarte.deck import HAND_SIZE, TRICKS, label, suit_name
from ..i18n import gettext
from . import FormError, GameScreen, as_int
from .screen import CHOOSE_WHO

#: The moves of the detailed log: after each, every phone's forms are drawn afresh (the
#: next step, the next trick).
STEPS = ("turn_up", "propose", "accept", "refuse", "exchange", "play", "declare_king")


def parse_move(form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
    move_type = form.get("type", "")
    if move_type == "hand":
        return _summary(form)
    if move_type == "trick":
        return _trick(form)
    if move_type == "throw_in":
        seat = as_int(form.get("seat"))
        if seat is None:
            raise FormError(CHOOSE_WHO)
        return {"type": "throw_in", "seat": seat}
    return _step(form)


def _step(form: MultiDict[str, str]) -> dict[str, Any]:
    """A step of the deal and the exchange: each of the step form's buttons says which."""
    if "card" in form:
        card = form.get("card", "")
        if not card:
            raise FormError(Text(it="Tocca la carta girata.", en="Tap the turned-up card."), "card")
        return {"type": "turn_up", "card": card}
    seat = as_int(form.get("seat"))
    if "declarer" in form:
        declarer = as_int(form.get("declarer"))
        if declarer is None:
            raise FormError(Text(it="Chi dichiara il Re?", en="Who declares the King?"))
        return {"type": "declare_king", "seat": declarer}
    if "cards" in form:
        cards = as_int(form.get("cards"))
        if cards is None or seat is None:
            raise FormError(Text(it="Quante carte?", en="How many cards?"), "cards")
        return {"type": "exchange", "seat": seat, "cards": cards}
    move_type = form.get("type", "")
    if move_type == "play":
        return {"type": "play"}
    if move_type in ("propose", "accept", "refuse"):
        if seat is None:
            raise FormError(CHOOSE_WHO)
        return {"type": move_type, "seat": seat}
    raise FormError(Text(it="Tocca uno dei pulsanti.", en="Tap one of the buttons."))


def _trick(form: MultiDict[str, str]) -> dict[str, Any]:
    lead, follow = form.get("lead", ""), form.get("follow", "")
    if not lead:
        raise FormError(
            Text(
                it="Prima la carta di chi è di mano: toccala, poi quella che risponde.",
                en="First the card led: tap it, then the card that answers.",
            ),
            "lead",
        )
    if not follow:
        raise FormError(
            Text(it="Tocca la carta che risponde.", en="Tap the card that answers."), "follow"
        )
    return {"type": "trick", "lead": lead, "follow": follow}


def _summary(form: MultiDict[str, str]) -> dict[str, Any]:
    """The hand's result. Who held the King and who played di prepotenza are never guessed:
    saving without a choice asks for them."""
    split = [as_int(part) for part in form.get("tricks", "").split("-")]
    if len(split) != 2 or split[0] is None or split[1] is None:
        raise FormError(
            Text(it="Quante prese ha fatto ciascuno?", en="How many tricks did each take?"),
            "tricks",
        )
    king_raw = form.get("king")
    if king_raw is None:
        raise FormError(
            Text(
                it="Chi aveva il Re di briscola? Tocca il suo nome, «Girato» o «Nessuno».",
                en="Who held the King of trumps? Tap their name, “Turned up” or “Nobody”.",
            ),
            "king",
        )
    king: int | str | None = (
        "turned_up" if king_raw == "turned_up" else None if king_raw == "none" else as_int(king_raw)
    )
    move: dict[str, Any] = {
        "type": "hand",
        "tricks": [split[0], split[1]],
        "king": king,
        "king_declared": bool(form.get("king_declared")),
    }
    if not form.get("prepotenza-logged"):
        prep_raw = form.get("prepotenza")
        if prep_raw is None:
            raise FormError(
                Text(
                    it="Qualcuno ha giocato di prepotenza? Tocca il suo nome, oppure «Nessuno».",
                    en="Did anyone play di prepotenza? Tap their name, or “Nobody”.",
                ),
                "prepotenza",
            )
        move["prepotenza"] = None if prep_raw == "none" else as_int(prep_raw)
    revokes = []
    for i in (0, 1):
        raw = form.get(f"revokes-{i}", "").strip()
        count = as_int(raw) if raw else 0
        if count is None or count < 0:
            raise FormError(
                Text(
                    it="Le risposte sbagliate sono un numero intero da 0 in su.",
                    en="Revokes are a whole number from 0 up.",
                ),
                f"revokes-{i}",
            )
        revokes.append(count)
    move["revokes"] = revokes
    if form.get("replay"):
        move["replay"] = True
    return move


def prefill(move: dict[str, Any]) -> dict[str, str]:
    """The summary form's fields that would enter ``move`` again (to correct it)."""
    values: dict[str, str] = {}
    if move.get("type") != "hand":
        return values
    tricks = move.get("tricks") or [0, 0]
    values["tricks"] = f"{tricks[0]}-{tricks[1]}"
    king = move.get("king")
    values["king"] = "none" if king is None else str(king)
    if move.get("king_declared"):
        values["king_declared"] = "1"
    if "prepotenza" in move:
        prep = move["prepotenza"]
        values["prepotenza"] = "none" if prep is None else str(prep)
    else:
        values["prepotenza-logged"] = "1"
    for i, count in enumerate(move.get("revokes") or [0, 0]):
        values[f"revokes-{i}"] = str(count)
    if move.get("replay"):
        values["replay"] = "1"
    return values


class EcarteScreen(GameScreen):
    game_id = "ecarte"
    entry_template = "games/ecarte/_entry.html"
    correction_template = "games/ecarte/_hand_form.html"
    status_template = "games/ecarte/_status.html"
    folds = MappingProxyType({"differences": "games/ecarte/_differences.html"})
    #: The checks asked with a card or a suit: tapped, not typed.
    check_forms = MappingProxyType(
        {
            "legal_cards": "games/ecarte/_check_legal_cards.html",
            "trick_winner": "games/ecarte/_check_trick_winner.html",
        }
    )
    #: The hand's summary, a step of the deal and the exchange, a trick.
    entry_boxes = ("hand", "step", "trick")
    #: Each step and trick asks the table for something else: every phone's forms follow.
    redraw_after = frozenset((*STEPS, "trick"))
    #: The tricks of a hand, and the most cards a seat changes.
    tricks = TRICKS
    hand_size = HAND_SIZE

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        return parse_move(form, names)

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return prefill(move)

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
        return {}

    # -- what the templates ask -----------------------------------------------------------

    def picker(self, options: Any) -> list[tuple[str, str]]:
        """The 32 cards, suit by suit from the King down (the checks' card keys)."""
        return [(code, label(code)) for code in DECK]

    def suits(self) -> list[list[tuple[str, str, bool]]]:
        """The 32 cards as the trick pickers show them: a row per suit, (code, face, red)."""
        return [[(r + s, label(r + s), s in "HD") for r in RANKS] for s in SUITS]

    def suit_keys(self, language: str) -> list[tuple[str, str, str]]:
        """The four suits as a check's trump keys: (code, symbol, name)."""
        return [(s, label("K" + s)[-1], suit_name(s, language)) for s in SUITS]

    def face(self, code: str) -> str:
        return label(code)

    def suit_symbol(self, code: str) -> str:
        return label(code)[-1]

    def suit_name(self, code: str, language: str) -> str:
        return suit_name(code[-1], language)

    def played(self, view: Any) -> set[str]:
        """The cards already out of play in this hand: the turned-up one and the tricks'."""
        log = view.state.log
        out = {c for t in log.tricks for c in (t.lead, t.follow)}
        if log.turned_up:
            out.add(log.turned_up)
        return out

    def legal(self, view: Any, moves: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
        """The moves of ``moves`` the engine would take now (tried on a copy of the state)."""
        game, found = view.game, []
        for move in moves:
            try:
                game.apply(view.state.model_copy(deep=True), game.parse_move(move), view.options)
            except (IllegalMove, BadMove):
                continue
            found.append(move)
        return found

    def exchange_counts(self, view: Any) -> list[int]:
        """How many cards the seat due may change now, by the engine."""
        seats = view.prompt.seats or ()
        if not seats:
            return []
        tried = ({"type": "exchange", "seat": seats[0], "cards": n} for n in range(HAND_SIZE + 1))
        return [m["cards"] for m in self.legal(view, tried)]

    def rule_set(self, view: Any, language: str, other: bool = False) -> str:
        """The rule set in force (or the other one) as its option names it."""
        spec = next(s for s in view.game.option_specs if s.key == "rule_set")
        value = view.options.rule_set
        for choice in spec.choices:
            if (choice.value == value) != other:
                return choice.label.get(language)
        return str(value)

    def differences(self, view: Any) -> list[tuple[Text, Text, Text, tuple[str, ...]]]:
        """Where the two rule sets differ (rules.md §2.5): each topic, what the set in force
        says, what the other says, and the rules that say it."""
        classic = view.options.rule_set == "classic"
        return [
            (d.topic, d.classic if classic else d.seed, d.seed if classic else d.classic, d.rules)
            for d in DIFFERENCES
        ]

    def throwers(self, view: Any) -> list[int]:
        """The seats that may throw in their cards now (ECA-THROW): not one with 3 tricks."""
        tried = ({"type": "throw_in", "seat": s} for s in (0, 1))
        return [m["seat"] for m in self.legal(view, tried)]

    def tricks_won(self, view: Any) -> list[int]:
        log = view.state.log
        return [sum(1 for t in log.tricks if t.winner == s) for s in (0, 1)]

    def card_face(self, code: str, language: str) -> Markup:
        return Markup.escape(label(code))

    def standing_note(self, view: Any, seat: int) -> str | None:
        """What the scoreboard says beside a total: how far it is from the target."""
        if view.outcome is not None:
            return None
        return gettext("%(n)s to go", n=max(view.options.target - view.state.totals[seat], 0))


SCREEN = EcarteScreen()
