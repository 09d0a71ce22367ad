"""The templates' ``_()`` keeps what it made for a string without arguments, per language:
an Italian phone and an English one served by one process each get their own words, in
any order, and the kept text is what Jinja's own ``_()`` makes of it."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

from flask import Flask, render_template_string

from referee.app import create_app
from referee.web.i18n import gettext, ngettext, translations


def _app(tmp_path: Path) -> Flask:
    return create_app(
        {
            "DATABASE_URL": f"sqlite:///{tmp_path / 'words.db'}",
            "SECRET_KEY": "test-secret",
            "AUTO_MIGRATE": False,
            "TESTING": True,
        }
    )


def _say(app: Flask, language: str, source: str, **context: object) -> str:
    with app.test_request_context("/", headers={"Accept-Language": language}):
        return render_template_string(source, **context)


def test_each_language_keeps_its_own_words(tmp_path: Path) -> None:
    app = _app(tmp_path)
    source = "{{ _('Undo or correct') }}"
    said = [_say(app, language, source) for language in ("it", "en", "it", "en", "it")]
    assert said == [
        "Annulla o correggi",
        "Undo or correct",
        "Annulla o correggi",
        "Undo or correct",
        "Annulla o correggi",
    ]


def test_kept_words_are_formatted_and_escaped_as_jinja_does(tmp_path: Path) -> None:
    app = _app(tmp_path)
    # No arguments: still a format string, so "%%" is one "%" (first made, then kept).
    assert [_say(app, "en", "{{ _('100%% sure') }}") for _ in range(2)] == ["100% sure"] * 2
    # The result is safe markup: not escaped again by autoescape.
    assert _say(app, "en", "{{ _('Tom & Jerry') }}") == "Tom & Jerry"
    # Arguments are escaped, the translation is not.
    said = _say(app, "it", "{{ _('by %(name)s', name=who) }}", who="<b>Anna</b>")
    assert said == "da &lt;b&gt;Anna&lt;/b&gt;"


def test_python_words_follow_the_request(tmp_path: Path) -> None:
    app = _app(tmp_path)
    for language, by, players in (("it", "da Anna", "3 giocatori"), ("en", "by Anna", "3 players")):
        with app.test_request_context("/", headers={"Accept-Language": language}):
            assert gettext("by %(name)s", name="Anna") == by
            assert ngettext("%(num)s player", "%(num)s players", 3) == players


def test_the_language_is_the_devices_choice_then_the_browsers_then_english(
    tmp_path: Path,
) -> None:
    app = _app(tmp_path)
    asked = [
        ("/", {"Accept-Language": "it-IT,it;q=0.9,en;q=0.8"}, "it"),
        ("/", {"Accept-Language": "it;q=0.5,en;q=0.9"}, "en"),
        ("/", {"Accept-Language": "fr, it;q=0.1"}, "it"),
        ("/", {"Accept-Language": "de"}, "en"),
        ("/", {}, "en"),
        ("/?lang=it", {"Accept-Language": "en"}, "it"),
        ("/", {"Accept-Language": "en", "Cookie": "lang=it"}, "it"),
        ("/?lang=xx", {"Accept-Language": "it"}, "it"),
    ]
    # Twice over: a header read once is answered alike the next time, whatever came between.
    for path, headers, expected in asked * 2:
        with app.test_request_context(path, headers=headers):
            said = render_template_string("{{ _('Undo or correct') }}")
        assert said == {"it": "Annulla o correggi", "en": "Undo or correct"}[expected], headers


def test_the_kept_words_go_with_their_app(tmp_path: Path) -> None:
    # Kept on the app's own translations, not in a registry of the process: an app that
    # goes (the tests make thousands) takes its kept words with it.
    app = _app(tmp_path)
    with app.test_request_context("/", headers={"Accept-Language": "it"}):
        assert render_template_string("{{ _('Undo or correct') }}") == "Annulla o correggi"
        kept = weakref.ref(translations())
    app.extensions["referee"].bus.close()
    app.extensions["referee"].db.dispose()
    del app
    gc.collect()
    assert kept() is None
