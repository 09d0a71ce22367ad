"""The app's template environment: Flask's, made cheaper where a page update spends.

A page update renders some thirty templates and calls a few hundred functions from them;
Jinja's general machinery around those two things cost more than the functions
themselves. Nothing here changes what a template renders (every page test renders through
it); ``python -m bench.move_instructions`` counts what it saves.
"""

from __future__ import annotations

import types
from collections.abc import MutableMapping
from typing import Any

from flask import Flask
from flask.templating import Environment
from jinja2 import pass_eval_context
from jinja2.runtime import Context

#: The callables a template's call reaches directly when they ask for nothing of Jinja's.
_PLAIN = frozenset(
    {
        types.FunctionType,
        types.MethodType,
        types.BuiltinFunctionType,
        types.BuiltinMethodType,
    }
)

#: The mark :func:`jinja2.pass_eval_context` sets (read off the decorator, not Jinja's
#: private enum).
_EVAL_CONTEXT = pass_eval_context(lambda: None).jinja_pass_arg  # type: ignore[attr-defined]


class _Context(Context):
    """Jinja's context, whose ``call`` goes straight to a plain function or method.

    Jinja asks every callable, at every call, whether it wants the context, the evaluation
    context or the environment passed first (:func:`jinja2.pass_context` and its kin mark
    it with ``jinja_pass_arg``), looking for the mark on the callable and on its
    ``__call__``. A function's or a method's ``__call__`` never has it, so for those one
    look is enough, and one that asks for the evaluation context is handed it here;
    anything else (a macro, a function asking for the context or the environment, a
    callable object) goes through Jinja's own ``call``."""

    def call(__self, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805
        if type(__obj) not in _PLAIN:
            return super().call(__obj, *args, **kwargs)
        mark = getattr(__obj, "jinja_pass_arg", None)
        if mark is _EVAL_CONTEXT:  # the templates' words (referee/web/i18n.py)
            args = (__self.eval_ctx, *args)
        elif mark is not None:
            return super().call(__obj, *args, **kwargs)
        if kwargs:  # what Jinja adds to calls inside loops and blocks, for marked ones
            kwargs.pop("_loop_vars", None)
            kwargs.pop("_block_vars", None)
        try:
            return __obj(*args, **kwargs)
        except StopIteration:
            return __self.environment.undefined(
                "value was undefined because a callable raised a StopIteration exception"
            )


class _Templates(Environment):
    """Flask's template environment, with :class:`_Context`, whose templates read its
    globals' dict itself.

    Jinja gives every template a ``ChainMap`` of its own globals over the environment's, so
    that globals handed to one template stay its own; nothing here hands a template any
    (every global is set on the environment when the app is made), and every render and
    include copied that ``ChainMap`` key by key (a tenth of a page update)."""

    context_class = _Context

    def make_globals(self, d: MutableMapping[str, Any] | None) -> MutableMapping[str, Any]:
        return self.globals if not d else super().make_globals(d)


class App(Flask):
    """The Flask app, with :class:`_Templates`."""

    jinja_environment = _Templates
