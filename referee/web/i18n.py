"""Translations, found once per request, and strings without arguments translated once.

Flask-Babel finds the request's translations anew for every string it translates: three
trips through its context on ``g`` and the locale formatted as a string, each time. A
table's update translates about a hundred strings, and a fifth of its rendering went
there. Here they are found once and kept on the request's ``g``; the locale cannot change
within a request (the app never forces one).

Jinja's newstyle ``_()`` also makes every translation safe markup and formats it with its
arguments, none or not (``Markup(text) % {}``: a ``%%`` is always a ``%``). A string
without arguments always comes out the same for one language, so the templates' ``_()``
keeps what it made, per language, and skips both steps the next time.

The module's :func:`gettext`, :func:`ngettext` and :func:`pgettext` answer as
Flask-Babel's do, through the request's kept translations.
"""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask.globals import _cv_app
from flask_babel import get_translations
from jinja2 import pass_eval_context
from jinja2.nodes import EvalContext
from markupsafe import Markup


class _Found:
    """A request's translations, and its templates' strings without arguments as made in
    that language (kept on the translations object: Flask-Babel keeps one per language
    and app, so they live as long as it does)."""

    __slots__ = ("translations", "plain")

    def __init__(self, translations: Any) -> None:
        self.translations = translations
        plain = getattr(translations, "_referee_plain", None)
        if plain is None:
            plain = {}
            translations._referee_plain = plain
        self.plain: dict[str, Markup] = plain


def request_globals() -> Any:
    """The app context's ``g`` itself, or None outside one: what is kept for a request is
    asked for a hundred times an update, and each ask through the ``g`` proxy (and
    ``has_app_context`` before it) cost ten times the lookup."""
    context = _cv_app.get(None)
    return None if context is None else context.g


def _found() -> _Found:
    kept = request_globals()
    if kept is None:
        return _Found(get_translations())
    found = kept.__dict__.get("_referee_translations")
    if found is None:
        found = kept._referee_translations = _Found(get_translations())
    return found


def translations() -> Any:
    """This request's translations (Flask-Babel's, found at the first string)."""
    return _found().translations


def gettext(string: str, **variables: Any) -> str:
    """Flask-Babel's ``gettext``, through the request's kept translations."""
    text = _found().translations.ugettext(string)
    return text % variables if variables else text


def ngettext(singular: str, plural: str, num: int, **variables: Any) -> str:
    """Flask-Babel's ``ngettext`` (``num`` is also an argument of the text)."""
    variables.setdefault("num", num)
    return _found().translations.ungettext(singular, plural, num) % variables


def pgettext(context: str, string: str, **variables: Any) -> str:
    """Flask-Babel's ``pgettext``."""
    text = _found().translations.upgettext(context, string)
    return text % variables if variables else text


# The templates' words ask Jinja for its evaluation context (whether the template escapes),
# not for its context: a function asking for the context, called inside a loop that sets a
# variable, is handed a copy of the context made for that call (a fifth of an update's).


@pass_eval_context
def _template_gettext(__eval: EvalContext, __string: str, **variables: Any) -> str:
    """The templates' ``_()`` and ``gettext()``: as Jinja's newstyle gettext answers."""
    found = _found()
    autoescape = __eval.autoescape
    if variables or not autoescape:
        text = found.translations.ugettext(__string)
        return (Markup(text) if autoescape else text) % variables
    made = found.plain.get(__string)
    if made is None:
        made = found.plain[__string] = Markup(found.translations.ugettext(__string)) % {}
    return made


@pass_eval_context
def _template_ngettext(
    __eval: EvalContext, __singular: str, __plural: str, __num: int, **variables: Any
) -> str:
    """The templates' ``ngettext()``: as Jinja's newstyle ngettext answers."""
    variables.setdefault("num", __num)
    text = _found().translations.ungettext(__singular, __plural, __num)
    return (Markup(text) if __eval.autoescape else text) % variables


def install(app: Flask) -> None:
    """Make the templates' ``_``, ``gettext`` and ``ngettext`` use the kept translations
    (as Flask-Babel installs them, with a cheaper lookup)."""
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=lambda s: translations().ugettext(s),
        ngettext=lambda s, p, n: translations().ungettext(s, p, n),
        newstyle=True,
        pgettext=lambda c, s: translations().upgettext(c, s),
        npgettext=lambda c, s, p, n: translations().unpgettext(c, s, p, n),
    )
    # ``_`` was Jinja's alias, which looks ``gettext`` up in the context at every call.
    app.jinja_env.globals.update(
        _=_template_gettext, gettext=_template_gettext, ngettext=_template_ngettext
    )
