"""Fragments that are drawn the same wherever they appear, drawn once per language.

A card picker is a hundred keys whose faces and points depend only on the game's screen,
the table's options and the language: every update that redraws a form redrew them, and
in Scala 40 they were half of the update's markup; a score grid's row depends only on its
numbers, and an update draws eleven of its twelve rows as the update before did.
``fragment`` renders such a template once for each set of its arguments and serves the
markup it kept afterwards.

Only a template whose output is a function of its arguments (and the language) may be
drawn so: it must not read the page, the viewer or the request. Its arguments must be
hashable (a game's options are frozen models).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

from flask import Flask, current_app, render_template
from markupsafe import Markup

from .common import lang

#: How many fragments a process keeps: a few card pickers per game, option set and language,
#: and the score grids' latest rows (twelve a table: a few hundred tables' worth).
KEPT = 8192


class Fragments:
    """The fragments one app has drawn, by template, language and arguments (a bounded LRU)."""

    def __init__(self, size: int = KEPT) -> None:
        self._size = size
        self._lock = threading.Lock()
        self._kept: OrderedDict[Hashable, Markup] = OrderedDict()

    def draw(self, template: str, arguments: dict[str, Any]) -> Markup:
        key = (template, lang(), tuple(sorted(arguments.items())))
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                return found
        drawn = Markup(render_template(template, **arguments))
        with self._lock:
            self._kept[key] = drawn
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)
        return drawn


def fragment(template: str, **arguments: Any) -> Markup:
    """The markup of ``template`` drawn with ``arguments`` in this request's language, drawn
    once (see the module's docstring for what such a template may read)."""
    fragments: Fragments = current_app.extensions["referee_fragments"]
    return fragments.draw(template, arguments)


def install(app: Flask) -> None:
    app.extensions["referee_fragments"] = Fragments()
    app.jinja_env.globals["fragment"] = fragment
