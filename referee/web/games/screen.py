"""The base of every game's screen adapter, and the one reader of its forms' fields.

:class:`GameScreen` names everything the pages may ask of a game's screen, each optional
member typed and with its default, so the pages ask it directly (never with ``getattr``).
A game's adapter subclasses it and sets only what its game needs: the templates of its
entry and correction, its entry boxes, and ``parse``/``prefill``. The proof game's adapter
(``tests/proof/screen.py``) shows the minimum.

:class:`FormReader` reads a form's fields (through :mod:`..form_fields`, the one reader of
a number and of a list of cards), with the refusal of a missing seat or number said in both
languages.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar

from markupsafe import Markup
from werkzeug.datastructures import MultiDict

from ...games.base import Text
from ..form_fields import as_cards, as_int

__all__ = ["CHOOSE_WHO", "FormError", "FormReader", "GameScreen", "as_cards", "as_int"]

_NONE: Mapping[str, str] = MappingProxyType({})


class FormError(Exception):
    """A form that does not make a move yet (a seat's cards missing): said next to ``field``."""

    def __init__(self, text: Text, field: str | None = None, rules: tuple[str, ...] = ()) -> None:
        super().__init__(text.en)
        self.text = text
        self.field = field
        #: The rules the hint reads from (a tap away beside it), if it says what they require.
        self.rules = rules


#: What a part form says at a table whose game has none.
NO_PART_FORM = Text(
    it="In questo gioco la mano si inserisce intera.",
    en="In this game a hand is entered whole.",
)


#: What a form says when nobody was tapped where a player must be chosen.
CHOOSE_WHO = Text(it="Scegli chi: tocca un nome.", en="Choose who: tap a name.")


class FormReader:
    """A form's fields as the moves need them."""

    def __init__(self, form: MultiDict[str, str]) -> None:
        self.form = form

    def int(self, name: str) -> int | None:
        return as_int(self.form.get(name))

    def ints(self, name: str) -> list[int]:
        """Each value of a field sent more than once (boxes ticked), numbers only."""
        return [n for n in (as_int(v) for v in self.form.getlist(name)) if n is not None]

    def cards(self, name: str) -> list[str]:
        return as_cards(self.form.get(name))

    def seat(self, name: str = "seat", missing: Text = CHOOSE_WHO) -> int:
        """The player tapped; ``missing`` is said beside the field when nobody was."""
        seat = self.int(name)
        if seat is None:
            raise FormError(missing, name)
        return seat

    def number(self, name: str, missing: Text, low: int = 0) -> int:
        """A whole number of at least ``low``; ``missing`` is said beside the field else."""
        value = self.int(name)
        if value is None or value < low:
            raise FormError(missing, name)
        return value


class GameScreen:
    """A game's screen adapter: what the pages need to know about one game.

    Required of each game: ``game_id``, ``entry_template`` (the region where the table
    enters what the prompt asks for), ``correction_template`` (the form that re-enters a
    hand, ``typed`` holding its values), ``parse`` and ``prefill``. Everything else has a
    default that shows nothing of the game's own.
    """

    game_id: ClassVar[str]
    entry_template: ClassVar[str]
    correction_template: ClassVar[str]
    #: Extra status lines under the prompt (the discard pile, who called…).
    status_template: ClassVar[str | None] = None
    #: Inputs refreshed on every update without redrawing the entry forms.
    live_inputs_template: ClassVar[str | None] = None
    #: A folder of templates of the game's own, when they live outside ``templates/``.
    template_folder: ClassVar[Path | None] = None
    #: Folded panels loaded when opened (name → template), e.g. an optional in-hand log.
    folds: ClassVar[Mapping[str, str]] = _NONE
    #: The boxes of the game's entry forms, each with an ``#errors-<box>`` region where its
    #: refusals show; the first is where a move's refusal shows when its form names none.
    entry_boxes: ClassVar[tuple[str, ...]] = ("hand",)
    #: The move types after which every phone's entry forms are drawn afresh although they
    #: neither end a hand nor add a seat (a move that changes who has an entry).
    redraw_after: ClassVar[frozenset[str]] = frozenset()
    #: True when a finished game is announced by the engine's outcome text under the
    #: winners' names rather than by the winning total (the last left in wins).
    outcome_in_words: ClassVar[bool] = False
    #: What the finished game's panel shows under the winners (the settlement, say).
    finished_template: ClassVar[str | None] = None
    #: A template drawn at the foot of the scoreboard (a tally of the game's own).
    scoreboard_template: ClassVar[str | None] = None
    #: Box → a template drawn as that entry form's preview in place of the engine's (with
    #: ``typed``, the form's fields).
    preview_templates: ClassVar[Mapping[str, str]] = _NONE
    #: A template that lays out the picker's keys (in groups, say), drawn with the adapter
    #: as ``screen``, the options as ``options`` and ``with_next`` (a "Next" key).
    picker_template: ClassVar[str | None] = None
    #: Check name → the template of that check's inputs, where the form derived from the
    #: check's body will not do.
    check_forms: ClassVar[Mapping[str, str]] = _NONE
    #: The checks whose card boxes show the running points of the keys tapped.
    counted_checks: ClassVar[frozenset[str]] = frozenset()
    #: The fields of one phone's own part of a hand (a game that declares its parts:
    #: :mod:`referee.web.pages.parts`), drawn inside the part form; None: no part form.
    part_template: ClassVar[str | None] = None

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        """The move the form's fields enter; raises :class:`FormError`."""
        raise NotImplementedError

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        """The form fields that would enter ``move`` again."""
        raise NotImplementedError

    def parse_part(self, form: MultiDict[str, str]) -> dict[str, Any]:
        """One seat's part of the hand as the part form enters it (the API's part), the
        button tapped in ``form["kind"]``; raises :class:`FormError`."""
        raise FormError(NO_PART_FORM)

    def part_words(self, part: dict[str, Any]) -> str | None:
        """This phone's own part in words, under its form, in the page's language; None:
        the house's words for cards, a total, went out or called."""
        return None

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
        """What the entry forms keep of a write this phone just made from ``box`` (the page
        that answers it has them as ``p.kept``): e.g. the player chosen last."""
        return {}

    def picker(self, options: Any) -> list[tuple[str, str]] | None:
        """The card keys (code, face) its forms tap, offered wherever a check asks for a
        list of cards; None when the game has no picker."""
        return None

    def check_face(self, text: str, language: str) -> Markup | str | None:
        """A code in a check's answer as players read it (a card by its face), or None
        when the text is no code."""
        return None

    def check_choices(self, check: str, field: str) -> list[tuple[str, str]] | None:
        """The values (code, words) a check's list field takes when they are not cards (a
        box each in place of the picker), or None."""
        return None

    def standing_note(self, view: Any, seat: int) -> str | None:
        """A few words the scoreboard shows under a seat's total (its distance to a
        threshold, say), or None."""
        return None

    def outcome_line(self, view: Any) -> str | None:
        """The line under a finished game's winners in place of their points (a game whose
        total is no score), or None."""
        return None

    def move_words(self, move: dict[str, Any], names: list[str]) -> str | None:
        """A move as the players say it aloud ("Bruno: offro 6"), or None."""
        return None
