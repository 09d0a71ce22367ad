"""The app's template environment renders as Jinja's own does (referee/web/templating.py):
its short way to plain functions must not lose what Jinja's ``call`` gives the others."""

from __future__ import annotations

from collections.abc import Iterator

from flask import Flask
from jinja2 import Environment, pass_context, pass_environment, pass_eval_context
from jinja2.nodes import EvalContext
from jinja2.runtime import Context

SOURCE = """
{%- macro shout(word) %}{{ word|upper }}{% endmacro -%}
{%- for name in names -%}
{% set shown = name %}{{ plain(name) }}|{{ seen('shown') }}|{{ env_named(name) }}|
{{- method(name) }}|{{ shout(name) }}|{{ builtin(name) }}|{{ escaping(name) }}|
{{- stops() }}|{{ obj(name) }};
{% endfor -%}
{% set x = 7 %}{{ seen('x') }}
"""


class Greeter:
    def __call__(self, name: str) -> str:
        return f"hi {name}"

    def greet(self, name: str) -> str:
        return f"hello {name}"


def _stops() -> str:
    raise StopIteration


@pass_context
def _seen(context: Context, name: str) -> str:
    """A marked function gets the context, with what the loop set in it."""
    return f"{name}={context.get(name, '?')}"


@pass_eval_context
def _escaping(eval_ctx: EvalContext, name: str) -> str:
    """A function asking for the evaluation context (as the templates' words do)."""
    return f"{name}:{'escaped' if eval_ctx.autoescape else 'raw'}"


@pass_environment
def _env_named(env: Environment, name: str) -> str:
    return f"{name}@{type(env).__name__}"


def _render(env: Environment) -> str:
    return env.from_string(SOURCE).render(
        names=["ada", "bo"],
        plain=lambda n: f"<{n}>",
        seen=_seen,
        env_named=_env_named,
        method=Greeter().greet,
        builtin=len,
        escaping=_escaping,
        stops=_stops,
        obj=Greeter(),
    )


def _lines(text: str) -> Iterator[str]:
    return (line for line in text.splitlines() if line)


def test_calls_render_as_with_jinjas_own_context(app: Flask) -> None:
    ours = _render(app.jinja_env)
    plain = Environment(autoescape=True)
    theirs = _render(plain).replace("@Environment", f"@{type(app.jinja_env).__name__}")
    assert ours == theirs
    first, second, last = _lines(ours)
    # Escaped, the loop variable seen by the marked function, the macro, the evaluation
    # context, a StopIteration rendered as nothing, the callable object.
    env = type(app.jinja_env).__name__
    assert first == f"&lt;ada&gt;|shown=ada|ada@{env}|hello ada|ADA|3|ada:escaped||hi ada;"
    assert second.startswith("&lt;bo&gt;|shown=bo|")
    assert last == "x=7"
