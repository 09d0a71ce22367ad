"""Points per placing and the tie-breakers, as the organiser chose them for the format.

A scheme turns one table's result into tournament points for each person at it:

- ``placing``: 100 the first, 0 the last, the others evenly between (fair across table
  sizes; a shared place scores the same);
- ``fixed``: the organiser's list of points per place at the largest table (``3, 2, 1, 0``),
  fitted to a smaller table so that its first still scores the list's first and its last
  the list's last (the places between read off the list in even steps, rounded);
- ``game``: the table's own totals, better as the game ranks them (the game's ``better``
  declaration: lowest total best, or highest; not ``money``, which says how totals are
  settled);
- ``wins``: 1 for a table won (a shared first too), 0 otherwise; a bye is a win.

The tie-breakers follow the points, in the organiser's order (see :mod:`.ranking`). Nothing
here names a game: a game is only its seat counts and the direction of its totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..games import GAMES
from ..games.base import Text
from ..problems import Refused
from .formats import FinalFormat, RoundsFormat, SwissFormat, placing_points, seats_of

AnyFormat = FinalFormat | SwissFormat | RoundsFormat

SCHEME_LABELS: dict[str, Text] = {
    "placing": Text(it="punti piazzamento", en="placing points"),
    "fixed": Text(it="punti per posto", en="points per place"),
    "game": Text(it="punti di gioco", en="game points"),
    "wins": Text(it="vittorie", en="wins"),
}

BREAKER_LABELS: dict[str, Text] = {
    "head_to_head": Text(it="scontri diretti", en="head-to-head"),
    "buchholz": Text(it="Buchholz (punti degli avversari)", en="Buchholz (opponents' points)"),
    "score": Text(it="punti segnati", en="points scored"),
    "wins": Text(it="tavoli vinti", en="tables won"),
    "played": Text(it="turni giocati", en="rounds played"),
    "extra_hand": Text(it="mano di spareggio", en="extra hand"),
    "lot": Text(it="sorteggio", en="drawn lot"),
}


#: Buchholz adds up the opponents' values in the standings' own scheme: their wins when the
#: standings count wins, else their points.
BUCHHOLZ_WINS = Text(it="Buchholz (vittorie degli avversari)", en="Buchholz (opponents' wins)")


def breaker_label(name: str, scheme: str) -> Text:
    """A tie-breaker's name as the standings with ``scheme`` use it, on every row and in
    the scoring's description alike."""
    if name == "buchholz" and scheme == "wins":
        return BUCHHOLZ_WINS
    return BREAKER_LABELS[name]


#: The tie-breakers each format may use, and its own cascade (today's, the default).
ALLOWED: dict[str, tuple[str, ...]] = {
    # A first round seats each person once: people tied at a table met only there, on
    # the very place that is tied; only an extra hand or a drawn lot can split them.
    "final": ("extra_hand", "lot"),
    "swiss": ("head_to_head", "buchholz", "score", "wins", "played", "extra_hand", "lot"),
    "rounds": ("head_to_head", "buchholz", "score", "wins", "played", "extra_hand", "lot"),
}
DEFAULTS: dict[str, tuple[str, ...]] = {
    "final": (),
    "swiss": ("buchholz", "score"),
    "rounds": ("wins", "played"),
}
DEFAULT_SCHEME = {"final": "placing", "swiss": "wins", "rounds": "placing"}


@dataclass(frozen=True)
class Scoring:
    """A format's scoring, resolved: the scheme, its list, the breakers in order, and
    whether the game's totals are better low."""

    scheme: str
    points: tuple[int, ...]
    breakers: tuple[str, ...]
    low_totals: bool

    @property
    def key(self) -> str:
        """The name of the row's first value: ``wins`` for the wins scheme, else
        ``points``."""
        return "wins" if self.scheme == "wins" else "points"

    @property
    def points_higher(self) -> bool:
        """Whether more points are better (not so for game points of a low-total game)."""
        return not (self.scheme == "game" and self.low_totals)

    @property
    def label(self) -> Text:
        if self.scheme == "game" and self.low_totals:
            return Text(it="punti di gioco (vince il più basso)", en="game points (lowest best)")
        return SCHEME_LABELS[self.scheme]

    def points_for(self, place: int, size: int, total: int) -> int:
        """Points for ``place`` (1 = best; a shared place is the same number) at a table
        of ``size`` where the person's own total was ``total``."""
        if self.scheme == "game":
            return total
        if self.scheme == "wins":
            return int(place == 1)
        if self.scheme == "fixed":
            return fixed_points(self.points, place, size)
        return placing_points(place, size)

    def bye_points(self, best_total: int) -> int:
        """A bye counts as a table of two won (game points: the round's best total)."""
        return best_total if self.scheme == "game" else self.points_for(1, 2, best_total)


def fixed_points(points: Sequence[int], place: int, size: int) -> int:
    """The organiser's list fitted to a table of ``size``: its first place scores the list's
    first, its last the list's last, the places between read off the list in even steps
    (between two entries: the nearer, halves up)."""
    if size <= 1 or len(points) == 1:
        return points[0]
    step = size - 1
    low, part = divmod((place - 1) * (len(points) - 1), step)
    if low >= len(points) - 1:
        return points[-1]
    # points[low] + (points[low + 1] - points[low]) * part / step, halves up, in integers.
    num = points[low] * step + (points[low + 1] - points[low]) * part
    return (2 * num + step) // (2 * step)


def low_totals(game: str) -> bool:
    """Whether the game ranks a lower total better (its ``better`` declaration says so)."""
    engine = GAMES.get(game)
    return engine is not None and engine.better == "lower"


def kind_of(fmt: AnyFormat) -> str:
    return fmt.kind


def scoring_of(game: str, fmt: AnyFormat) -> Scoring:
    """The format's scoring with its defaults filled in (no check: see :func:`check`). A
    format of pairs this module does not list scores as a Swiss one does."""
    kind = _family(kind_of(fmt))
    chosen = getattr(fmt, "tie_breakers", None)
    scheme = getattr(fmt, "scheme", None) or DEFAULT_SCHEME[kind]
    breakers = DEFAULTS[kind] if chosen is None else tuple(chosen)
    return Scoring(scheme, tuple(getattr(fmt, "points", None) or ()), breakers, low_totals(game))


def _family(kind: str) -> str:
    return kind if kind in DEFAULTS else "swiss"


def largest_table(game: str, fmt: AnyFormat) -> int:
    """The most seats a table of this format can have for the game."""
    _, high = seats_of(game)
    if isinstance(fmt, RoundsFormat) and fmt.max_seats:
        return min(high, fmt.max_seats)
    return high


def check(game: str, fmt: AnyFormat) -> Scoring:
    """The format's scoring, or :class:`Refused` naming what cannot be: a fixed scheme
    without its list (or a list without it), a list longer than the largest table or
    rising, a breaker the format cannot use or named twice, a league final that no table
    of the game could seat."""
    kind = _family(kind_of(fmt))
    scoring = scoring_of(game, fmt)
    if scoring.scheme == "fixed" and not scoring.points:
        raise _refuse(
            "Il punteggio «fixed» vuole la lista dei punti per posto (per esempio 3, 2, 1, 0).",
            "The fixed scheme needs its list of points per place (for example 3, 2, 1, 0).",
        )
    if scoring.scheme != "fixed" and scoring.points:
        raise _refuse(
            "La lista dei punti per posto vale solo con il punteggio «fixed».",
            "A list of points per place goes only with the fixed scheme.",
        )
    largest = largest_table(game, fmt)
    if len(scoring.points) > largest:
        raise _refuse(
            f"La lista dà punti a {len(scoring.points)} posti, ma un tavolo ne ha al più "
            f"{largest}.",
            f"The list gives points to {len(scoring.points)} places, but a table has at most "
            f"{largest}.",
        )
    if any(b > a for a, b in zip(scoring.points, scoring.points[1:], strict=False)):
        raise _refuse(
            "Nella lista nessun posto può valere più di quello sopra.",
            "In the list no place may score more than the place above it.",
        )
    seen: set[str] = set()
    for name in scoring.breakers:
        label = BREAKER_LABELS[name]
        if name in seen:
            raise _refuse(
                f"Lo spareggio «{label.it}» compare due volte.",
                f"The tie-breaker “{label.en}” is named twice.",
            )
        seen.add(name)
        if name not in ALLOWED[kind]:
            raise _refuse(*_cannot_use(kind, label))
        if name == "wins" and scoring.scheme == "wins":
            raise _refuse(
                "Le vittorie sono già i punti di questo formato: come spareggio non "
                "aggiungono nulla.",
                "Wins already are this format's points: as a tie-breaker they add nothing.",
            )
    if isinstance(fmt, RoundsFormat) and fmt.final is not None:
        low, high = seats_of(game)
        if not low <= fmt.final <= high:
            raise _refuse(
                f"La finale della lega siede {fmt.final} giocatori, ma un tavolo di questo "
                f"gioco ne siede da {low} a {high}.",
                f"The league's final seats {fmt.final} players, but a table of this game "
                f"seats {low} to {high}.",
            )
    return scoring


def _cannot_use(kind: str, label: Text) -> tuple[str, str]:
    if kind == "final":
        return (
            f"Il formato con finale non può usare «{label.it}»: al primo turno i pari merito "
            "si sono incontrati solo al loro tavolo, sul posto stesso che è pari; li "
            "separano solo una mano di spareggio o un sorteggio.",
            f"A final format cannot use “{label.en}”: in the first round the tied players "
            "met only at their table, on the very place that is tied; only an extra hand or "
            "a drawn lot can split them.",
        )
    return (
        f"Questo formato non può usare lo spareggio «{label.it}».",
        f"This format cannot use the tie-breaker “{label.en}”.",
    )


def _refuse(it: str, en: str) -> Refused:
    return Refused(Text(it=it, en=en), field="format")


def describe(scoring: Scoring) -> dict[str, Any]:
    """The scoring as the standings' JSON says it."""
    return {
        "scheme": scoring.scheme,
        "points": list(scoring.points),
        "key": scoring.key,
        "breakers": list(scoring.breakers),
    }
