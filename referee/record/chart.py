"""The score progression of a table as a picture: one line per player, hand by hand, drawn
on the server as SVG (no charting script on the phone), readable at 360 px and on a big
screen.

The series are read from the table's history, forward, as the hand-by-hand grid reads it:
every event that changed a total (a hand, a re-entry, a King, a late joiner's start) is a
point of the line, from the totals the table started with.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import escape

from ..games.base.history import HistoryEntry
from ..games.base.text import written

#: Eight colours told apart by most eyes (Okabe–Ito), each with its own dash pattern too.
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")
DASHES = ("", "6 3", "2 3", "8 3 2 3", "", "6 3", "2 3", "8 3 2 3")


@dataclass(frozen=True)
class Series:
    """One player's totals: before the first hand, then after each hand (None: not seated yet)."""

    name: str
    totals: tuple[int | None, ...]


def history_series(names: Sequence[str], history: Sequence[HistoryEntry]) -> list[Series]:
    """Each seat's totals entry by entry of the table's ``history``, read forward: before the
    first entry, then after each (None: the seat had not joined yet)."""
    start: list[int | None] = [0] * len(names)
    if history:
        first = history[0]
        start = [t - s for t, s in zip(first.totals_after, first.scores, strict=True)]
    columns: list[list[int | None]] = [start]
    columns += [list(entry.totals_after) for entry in history]
    return [
        Series(name, tuple(c[seat] if seat < len(c) else None for c in columns))
        for seat, name in enumerate(names)
    ]


WIDTH, HEIGHT = 640, 360
LEFT, RIGHT, TOP, BOTTOM = 48, 16, 16, 40


def _ticks(low: int, high: int, count: int = 5) -> list[int]:
    """Round values from ``low`` to ``high`` for the axis: 1, 2 or 5 times a power of ten."""
    span = max(high - low, 1)
    step = 1
    while span / step > count:
        for factor in (2, 5, 10):
            if span / (step * factor) <= count:
                step *= factor
                break
        else:
            step *= 10
    first = (low // step) * step
    return list(range(first, high + step, step))


def chart_svg(series: Sequence[Series], title: str, hand_word: str) -> str:
    """The SVG picture of ``series`` (see the module's docstring); ``title`` names it for
    screen readers, ``hand_word`` labels the hands' axis in the reader's language."""
    values = [v for s in series for v in s.totals if v is not None] or [0]
    ticks = _ticks(min(values), max(values))
    low, high = ticks[0], max(ticks[-1], ticks[0] + 1)
    hands = max((len(s.totals) for s in series), default=1) - 1
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(hand: int) -> float:
        return LEFT + (plot_w * hand / hands if hands else plot_w / 2)

    def y(value: int) -> float:
        return TOP + plot_h * (high - value) / (high - low)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT + 28 * len(series)}"'
        f' role="img" aria-labelledby="chart-title" class="chart" font-family="sans-serif"'
        f' font-size="14">',
        f'<title id="chart-title">{escape(title)}</title>',
        f'<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}" fill="none"'
        f' stroke="#bbb"/>',
    ]
    for tick in ticks:
        if low <= tick <= high:
            ty = y(tick)
            label = _number(tick)
            out.append(
                f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{ty:.1f}" y2="{ty:.1f}"'
                ' stroke="#eee"/>'
                f'<text x="{LEFT - 6}" y="{ty + 5:.1f}" text-anchor="end" fill="#555">'
                f"{label}</text>"
            )
    step = max(1, hands // 10)
    for hand in range(0, hands + 1, step):
        out.append(
            f'<text x="{x(hand):.1f}" y="{HEIGHT - BOTTOM + 18}" text-anchor="middle"'
            f' fill="#555">{hand}</text>'
        )
    out.append(
        f'<text x="{LEFT + plot_w / 2:.1f}" y="{HEIGHT - 4}" text-anchor="middle"'
        f' fill="#555">{escape(hand_word)}</text>'
    )
    for index, s in enumerate(series):
        colour, dash = COLOURS[index % len(COLOURS)], DASHES[index % len(DASHES)]
        points = " ".join(
            f"{x(hand):.1f},{y(v):.1f}" for hand, v in enumerate(s.totals) if v is not None
        )
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        totals = " ".join("" if v is None else str(v) for v in s.totals)
        out.append(
            f'<polyline class="series" data-player="{escape(s.name)}" data-totals="{totals}"'
            f' fill="none" stroke="{colour}" stroke-width="3"{dashed} points="{points}"/>'
        )
        last = next((v for v in reversed(s.totals) if v is not None), None)
        ly = HEIGHT + 4 + 28 * index
        out.append(
            f'<line x1="{LEFT}" x2="{LEFT + 32}" y1="{ly + 14}" y2="{ly + 14}" stroke="{colour}"'
            f' stroke-width="3"{dashed}/><text x="{LEFT + 40}" y="{ly + 19}">{escape(s.name)}'
            f"{'' if last is None else f' · {_number(last)}'}</text>"
        )
    out.append("</svg>")
    return "".join(out)


def _number(value: int) -> str:
    """A total as players write it: below zero with the minus sign, not a hyphen."""
    return written(value)
