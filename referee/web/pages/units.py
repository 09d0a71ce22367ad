"""The house's words that name a scored hand, in the game's own unit (``Game.unit``): "Hand 3
saved" where a game is played in hands, "Game 3 saved" where each game of the evening
scores. Each unit has its own sentences (not a noun put into one: the translations agree
with it); a game declares its unit and every page reads it from here, naming no game."""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import gettext, pgettext

Words = dict[str, Callable[..., str]]

HAND: Words = {
    "title": lambda **k: gettext("Hand %(n)s", **k),
    "saved": lambda **k: gettext("Hand %(n)s saved", **k),
    "entered": lambda **k: gettext("%(name)s entered hand %(n)s", **k),
    "by_unit": lambda **k: gettext("Hand by hand", **k),
    "column": lambda **k: gettext("Hand", **k),
    "contested": lambda **k: gettext("hand %(n)s contested", **k),
    "correct": lambda **k: gettext("Correct hand %(n)s", **k),
    "correct_part": lambda **k: gettext("Correct %(name)s's part of hand %(n)s", **k),
    "undone": lambda **k: gettext("Hand %(n)s undone", **k),
    "restored": lambda **k: gettext("Hand %(n)s restored", **k),
    "corrected": lambda **k: gettext("Hand %(n)s corrected", **k),
    "correction_undone": lambda **k: gettext("Hand %(n)s back as first entered", **k),
    "said_undone": lambda **k: gettext("%(name)s undid hand %(n)s", **k),
    "said_restored": lambda **k: gettext("%(name)s restored hand %(n)s", **k),
    "said_corrected": lambda **k: gettext("%(name)s corrected hand %(n)s", **k),
    "said_correction_undone": lambda **k: gettext(
        "%(name)s undid the correction of hand %(n)s", **k
    ),
    "undo_confirm": lambda **k: gettext(
        "Undo hand %(n)s? The hands after it are scored again.", **k
    ),
    "correct_with_mine": lambda **k: gettext("Correct hand %(n)s with mine", **k),
    "every_from_first": lambda **k: gettext("Every hand from the first", **k),
    "cell_note": lambda **k: gettext(
        "Each cell: the total after that hand, and the hand's points.", **k
    ),
    "chart_title": lambda **k: gettext("Scores hand by hand: %(game)s", **k),
    "house_change": lambda **k: gettext(
        "Changes the house rule for the rest of the game, from hand %(n)s: %(rule)s → %(value)s",
        **k,
    ),
    "ruled_kept": lambda **k: gettext("Hand %(n)s: the entry stands", **k),
    "ruled_replaced": lambda **k: gettext("Hand %(n)s: the entry is replaced", **k),
    "ruled_switched": lambda **k: gettext("Hand %(n)s: the house rule changes", **k),
    "played": lambda **k: gettext("Hands played: %(n)s", **k),
    "from_unit": lambda **k: gettext("from hand", **k),
    "restore": lambda **k: gettext("Restore hand %(n)s", **k),
    "undo_again": lambda **k: gettext("Undo hand %(n)s again", **k),
    "correct_again": lambda **k: gettext("Correct hand %(n)s again", **k),
    "waits": lambda **k: gettext("Hand %(n)s: entered by %(name)s, waiting for confirmation", **k),
    "waits_unsigned": lambda **k: gettext("Hand %(n)s: entered, waiting for confirmation", **k),
    "hand_host": lambda **k: gettext("Hand %(n)s waiting for the host", **k),
    "hand_confirmation": lambda **k: gettext("Hand %(n)s waiting for confirmation", **k),
    "hand_one": lambda **k: gettext("Hand %(n)s waiting for one of %(names)s", **k),
    "hand_names": lambda **k: gettext("Hand %(n)s waiting for %(names)s", **k),
    "void_host": lambda **k: gettext("Undo of hand %(n)s waiting for the host", **k),
    "void_confirmation": lambda **k: gettext("Undo of hand %(n)s waiting for confirmation", **k),
    "void_one": lambda **k: gettext("Undo of hand %(n)s waiting for one of %(names)s", **k),
    "void_names": lambda **k: gettext("Undo of hand %(n)s waiting for %(names)s", **k),
    "correct_host": lambda **k: gettext("Correction of hand %(n)s waiting for the host", **k),
    "correct_confirmation": lambda **k: gettext(
        "Correction of hand %(n)s waiting for confirmation", **k
    ),
    "correct_one": lambda **k: gettext(
        "Correction of hand %(n)s waiting for one of %(names)s", **k
    ),
    "correct_names": lambda **k: gettext("Correction of hand %(n)s waiting for %(names)s", **k),
    "in_parts": lambda **k: gettext("Hand in parts: %(n)s of %(m)s in", **k),
}

GAME: Words = {
    "title": lambda **k: gettext("Game %(n)s", **k),
    "saved": lambda **k: gettext("Game %(n)s saved", **k),
    "entered": lambda **k: gettext("%(name)s entered game %(n)s", **k),
    "by_unit": lambda **k: gettext("Game by game", **k),
    "column": lambda **k: pgettext("score grid column", "Game", **k),
    "contested": lambda **k: gettext("game %(n)s contested", **k),
    "correct": lambda **k: gettext("Correct game %(n)s", **k),
    "correct_part": lambda **k: gettext("Correct %(name)s's part of game %(n)s", **k),
    "undone": lambda **k: gettext("Game %(n)s undone", **k),
    "restored": lambda **k: gettext("Game %(n)s restored", **k),
    "corrected": lambda **k: gettext("Game %(n)s corrected", **k),
    "correction_undone": lambda **k: gettext("Game %(n)s back as first entered", **k),
    "said_undone": lambda **k: gettext("%(name)s undid game %(n)s", **k),
    "said_restored": lambda **k: gettext("%(name)s restored game %(n)s", **k),
    "said_corrected": lambda **k: gettext("%(name)s corrected game %(n)s", **k),
    "said_correction_undone": lambda **k: gettext(
        "%(name)s undid the correction of game %(n)s", **k
    ),
    "undo_confirm": lambda **k: gettext(
        "Undo game %(n)s? The games after it are scored again.", **k
    ),
    "correct_with_mine": lambda **k: gettext("Correct game %(n)s with mine", **k),
    "every_from_first": lambda **k: gettext("Every game from the first", **k),
    "cell_note": lambda **k: gettext(
        "Each cell: the total after that game, and the game's points.", **k
    ),
    "chart_title": lambda **k: gettext("Scores game by game: %(game)s", **k),
    "house_change": lambda **k: gettext(
        "Changes the house rule for the rest of the evening, from game %(n)s: %(rule)s → %(value)s",
        **k,
    ),
    "ruled_kept": lambda **k: gettext("Game %(n)s: the entry stands", **k),
    "ruled_replaced": lambda **k: gettext("Game %(n)s: the entry is replaced", **k),
    "ruled_switched": lambda **k: gettext("Game %(n)s: the house rule changes", **k),
    "played": lambda **k: gettext("Games played: %(n)s", **k),
    "from_unit": lambda **k: gettext("from game", **k),
    "restore": lambda **k: gettext("Restore game %(n)s", **k),
    "undo_again": lambda **k: gettext("Undo game %(n)s again", **k),
    "correct_again": lambda **k: gettext("Correct game %(n)s again", **k),
    "waits": lambda **k: gettext("Game %(n)s: entered by %(name)s, waiting for confirmation", **k),
    "waits_unsigned": lambda **k: gettext("Game %(n)s: entered, waiting for confirmation", **k),
    "hand_host": lambda **k: gettext("Game %(n)s waiting for the host", **k),
    "hand_confirmation": lambda **k: gettext("Game %(n)s waiting for confirmation", **k),
    "hand_one": lambda **k: gettext("Game %(n)s waiting for one of %(names)s", **k),
    "hand_names": lambda **k: gettext("Game %(n)s waiting for %(names)s", **k),
    "void_host": lambda **k: gettext("Undo of game %(n)s waiting for the host", **k),
    "void_confirmation": lambda **k: gettext("Undo of game %(n)s waiting for confirmation", **k),
    "void_one": lambda **k: gettext("Undo of game %(n)s waiting for one of %(names)s", **k),
    "void_names": lambda **k: gettext("Undo of game %(n)s waiting for %(names)s", **k),
    "correct_host": lambda **k: gettext("Correction of game %(n)s waiting for the host", **k),
    "correct_confirmation": lambda **k: gettext(
        "Correction of game %(n)s waiting for confirmation", **k
    ),
    "correct_one": lambda **k: gettext(
        "Correction of game %(n)s waiting for one of %(names)s", **k
    ),
    "correct_names": lambda **k: gettext("Correction of game %(n)s waiting for %(names)s", **k),
    "in_parts": lambda **k: gettext("Game in parts: %(n)s of %(m)s in", **k),
}

UNITS: dict[str, Words] = {"hand": HAND, "game": GAME}


def unit_words(unit: str, key: str, **values: object) -> str:
    """The sentence ``key`` in ``unit``'s words (a hand's, for a unit not known)."""
    return UNITS.get(unit, HAND)[key](**values)
