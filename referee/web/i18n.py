"""The templates' translations, found once per request.

Flask-Babel finds the request's translations anew for every string a template translates:
three trips through its context on ``g`` and the locale formatted as a string, each time.
A table's update translates about a hundred strings, and a fifth of its rendering went
there. Here they are found once and kept on the request's ``g``; the locale cannot change
within a request (the app never forces one).
"""

from __future__ import annotations

from typing import Any

from flask import Flask, g, has_app_context
from flask_babel import get_translations


def translations() -> Any:
    """This request's translations (Flask-Babel's, found at the first string)."""
    if not has_app_context():
        return get_translations()
    found = g.get("_referee_translations")
    if found is None:
        found = g._referee_translations = get_translations()
    return found


def install(app: Flask) -> None:
    """Make the templates' ``_``, ``gettext`` and ``ngettext`` use :func:`translations`
    (as Flask-Babel installs them, with a cheaper lookup)."""
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=lambda s: translations().ugettext(s),
        ngettext=lambda s, p, n: translations().ungettext(s, p, n),
        newstyle=True,
        pgettext=lambda c, s: translations().upgettext(c, s),
        npgettext=lambda c, s, p, n: translations().unpgettext(c, s, p, n),
    )
