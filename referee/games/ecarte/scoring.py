"""Ecarté's scoring, seed (rules.md §2.3) and classic (§2.4), in the order points happen.

A hand's facts (:class:`HandFacts`) are what the summary entry says, or what the detailed log
shows (:func:`facts_from_log`). :func:`settle` scores them as ECA-AMB-7 orders: the turned-up
King at the deal, a declared King before the first lead (the match may end at either), then
all the end-of-hand points together. Every line names its seat, its points and the rules that
decided it; :func:`alternatives` says what the other readings (and the other rule set) would
have given.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from ..base import Alternative, Line, Text, seat, signed
from ..base import it_en as _t
from .deck import TRICKS, king_of, label
from .options import OPTION_SPECS, EcarteOptions
from .play import revokes_in
from .state import HandLog

_SPECS = {spec.key: spec for spec in OPTION_SPECS}

King = int | Literal["turned_up"] | None


class HandFacts(BaseModel):
    """What decides a hand's points, seat by seat in seat order."""

    model_config = ConfigDict(frozen=True)

    dealer: int
    tricks: tuple[int, int]
    #: The seat that held the King of trumps when play began, "turned_up", or None.
    king: King = None
    king_declared: bool = False
    #: The seat that played di prepotenza, or None.
    prepotenza: int | None = None
    revokes: tuple[int, int] = (0, 0)
    #: Classic rules: the wronged player demanded the hand be replayed.
    replay: bool = False
    #: The seat that threw in its cards (ECA-THROW): ``tricks`` count the rest to the other.
    thrown_in: int | None = None
    #: The seat that announced the King of trumps without holding it (ECA-FALSE-K).
    false_king: int | None = None

    @property
    def taker(self) -> int:
        """The seat with at least 3 tricks (ECA-AMB-1)."""
        return 0 if self.tricks[0] >= 3 else 1


@dataclass
class Settled:
    """What scoring a hand (or a step of it) did: points per seat, lines, a match winner."""

    scores: list[int] = field(default_factory=lambda: [0, 0])
    lines: list[Line] = field(default_factory=list)
    winner: int | None = None


def _k(options: EcarteOptions) -> str:
    return "ECA-CLASSIC-K" if options.classic else "ECA-SEED-K"


# -- the King: at the deal and at the declaration ---------------------------------------------


def turned_up_king(dealer: int, trump: str | None, options: EcarteOptions) -> Line:
    card = f" ({label(king_of(trump))})" if trump else ""
    return Line(
        seat=dealer,
        points=1,
        rules=(_k(options), "ECA-AMB-7"),
        text=_t(
            f"Il Re di briscola{card} è la carta girata: 1 punto subito al mazziere, "
            f"{seat(dealer)}.",
            f"The King of trumps{card} is the turned-up card: 1 point at once to the dealer, "
            f"{seat(dealer)}.",
        ),
    )


def declared_king(holder: int, options: EcarteOptions) -> Line:
    return Line(
        seat=holder,
        points=1,
        rules=(_k(options), "ECA-AMB-7"),
        text=_t(
            f"{seat(holder)} dichiara il Re di briscola prima della prima carta: +1 subito.",
            f"{seat(holder)} declares the King of trumps before the first card: +1 at once.",
        ),
    )


# -- the end of the hand ----------------------------------------------------------------------

#: The options that are readings of the rules (not the rule set, the target or the dealer), by
#: the rule a line cites when another value of the option would change its points.
READINGS: dict[str, str] = {
    "undeclared_king": "ECA-AMB-2",
    "prepotenza": "ECA-AMB-5",
    "stood_vole": "ECA-AMB-6",
    "revoke_penalty": "ECA-AMB-4",
    "negative_totals": "ECA-AMB-8",
    "forzare": "ECA-FORZ",
    "forzare_trumps": "ECA-AMB-9",
    "void_trump": "ECA-VOID",
    "throw_in": "ECA-THROW",
    "false_king": "ECA-FALSE-K",
}

#: The facts of the hand under given options: a logged hand reads its prepotenza (ECA-AMB-5)
#: and its revokes (forcing) under the options; a summary's facts are the same under all.
FactsFor = Callable[[EcarteOptions], HandFacts]


def other_readings(options: EcarteOptions, *keys: str) -> Iterator[tuple[str, EcarteOptions]]:
    """The same options with one reading of ``keys`` taken otherwise, each in turn."""
    for key in keys:
        for other in _otherwise(options, key):
            yield key, other


@lru_cache(maxsize=512)
def _otherwise(options: EcarteOptions, key: str) -> tuple[EcarteOptions, ...]:
    """The options with ``key`` taken each other way (options are frozen: kept once made)."""
    spec = _SPECS[key]
    return tuple(
        options.model_copy(update={key: value})
        for value in [c.value for c in spec.choices] or [False, True]
        if value != getattr(options, key)
    )


@lru_cache(maxsize=256)
def forcing_readings(options: EcarteOptions, void: bool = True) -> tuple[EcarteOptions, ...]:
    """The options under each way of forcing (ECA-FORZ, ECA-AMB-9) and, with ``void``, of
    answering when void in the suit led (ECA-VOID): what may make an answer a revoke."""
    voids = ("must_trump", "free") if void else (options.void_trump,)
    return tuple(
        options.model_copy(update={"forzare": f, "forzare_trumps": t, "void_trump": v})
        for f in (False, True)
        for t in (False, True)
        for v in voids
    )


def deciding(
    options: EcarteOptions, measure: Callable[[EcarteOptions], object], *keys: str
) -> tuple[str, ...]:
    """The rules of the readings among ``keys`` that decided ``measure`` (a line's points):
    those whose other value would give another."""
    mine = measure(options)
    found = (
        READINGS[key] for key, other in other_readings(options, *keys) if measure(other) != mine
    )
    return tuple(dict.fromkeys(found))


#: A hand's seeds already made, by the options and the totals they were made from: the
#: lines' readings and the hand's alternatives ask for the same ones (see :func:`end_points`).
Seeds = dict[tuple[EcarteOptions, tuple[int, ...] | None], list["_Entry"]]


def end_points(
    facts: HandFacts,
    options: EcarteOptions,
    facts_for: FactsFor | None = None,
    totals: Sequence[int] | None = None,
    *,
    explain: bool = True,
    seeds: Seeds | None = None,
) -> tuple[list[int], list[Line]]:
    """The end-of-hand points and their lines; ``facts_for`` gives the facts under other
    readings (default: the same facts), ``totals`` the totals a penalty may not take below 0
    (classic rules, or ECA-AMB-8 off; none: no floor). Without ``explain`` (a hand scored
    again under other options, for its alternatives: only the points count) a line does not
    look for the readings that decided it. ``seeds``: the seeds this hand has made already
    (one hand's scoring and its alternatives share them; ``facts_for`` must be the same)."""
    under = facts_for or (lambda _: facts)
    if options.classic:
        return _classic(facts, options, under)
    # Each line asks how every other reading would score it: the seed's lines under one
    # reading are made once for all of them (options are frozen, so they key the dict).
    made: Seeds = seeds if seeds is not None else {}
    start = None if totals is None else tuple(totals)

    def seeded(o: EcarteOptions) -> list[_Entry]:
        key = (o, start)
        found = made.get(key)
        if found is None:
            found = made[key] = _seed(facts if o is options else under(o), o, under, totals)
        return found

    entries = seeded(options)

    def points(key: tuple[str, int]) -> Callable[[EcarteOptions], int | None]:
        def measure(o: EcarteOptions) -> int | None:
            found = [e.points for e in seeded(o) if e.key == key]
            return found[0] if found else None

        return measure

    pts = [0, 0]
    lines: list[Line] = []
    for e in entries:
        if e.points is None:
            lines.append(Line(seat=e.key[1], rules=e.rules, text=e.text))
            continue
        pts[e.key[1]] += e.points
        readings = deciding(options, points(e.key), *READINGS) if explain else ()
        rules = (*e.rules, *(r for r in readings if r not in e.rules))
        lines.append(Line(seat=e.key[1], points=e.points, rules=rules, text=e.text))
    return pts, lines


@dataclass(frozen=True)
class _Entry:
    """A seed line before the readings that decided it: its kind and seat, its points (none
    for a note), the seed's rules and its words."""

    key: tuple[str, int]
    points: int | None
    rules: tuple[str, ...]
    text: Text


def _prese(k: int) -> str:
    return "1 presa" if k == 1 else f"{k} prese"


def _tricks(k: int) -> str:
    return "1 trick" if k == 1 else f"{k} tricks"


def _signed(n: int) -> str:
    return signed(n)


def _seed(
    facts: HandFacts, options: EcarteOptions, under: FactsFor, totals: Sequence[int] | None
) -> list[_Entry]:
    """The seed's points, a seat's lines in this order: its tricks, its penalties (prepotenza
    and revokes, in one line), the King. Without negative totals a penalty that would take
    a seat below 0 is cut, and its line says so.

    A line is there under every reading (with 0 where this one gives nothing), so that what
    another reading would change is that line's points, never which lines there are."""
    out: list[_Entry] = []
    running = list(totals) if totals is not None else None

    def add(kind: str, s: int, n: int | None, rules: tuple[str, ...], it: str, en: str) -> None:
        if n is not None and n < 0 and running is not None:
            least = min(options.floor, running[s]) if options.floor is not None else None
            if least is not None and running[s] + n < least:
                kept = least - running[s]
                it += f" Ma non si scende sotto zero: {_signed(kept)} (resta a {least})."
                en += f" But a total cannot go below zero: {_signed(kept)} (stays at {least})."
                n = kept
                rules = (*rules, "ECA-AMB-8")
            elif least is None and running[s] + n < min(0, running[s]):
                it += f" Il punteggio può scendere sotto zero: {_signed(running[s] + n)}."
                en += f" A total may go below zero: {_signed(running[s] + n)}."
        if n is not None and running is not None:
            running[s] += n
        out.append(_Entry((kind, s), n, rules, _t(it, en)))

    w = facts.taker
    n = facts.tricks[w]
    who = seat(w)
    thrown_it, thrown_en = _thrown(facts)
    thrown = ("ECA-THROW",) if facts.thrown_in is not None else ()
    if n == TRICKS:
        add(
            "tricks",
            w,
            2,
            ("ECA-SEED-3T", "ECA-SEED-VOLE", "ECA-AMB-1", *thrown),
            f"{thrown_it}{who} fa tutte e 5 le prese (vole): +1, e +1 in più, +2.",
            f"{thrown_en}{who} takes all 5 tricks (vole): +1, and +1 more, +2.",
        )
    else:
        add(
            "tricks",
            w,
            1,
            ("ECA-SEED-3T",) + (("ECA-AMB-1",) if n > 3 else ()) + thrown,
            f"{thrown_it}{who} fa {n} prese su 5: +1.",
            f"{thrown_en}{who} takes {n} tricks of 5: +1.",
        )
    for s in (0, 1):
        _seed_penalties(facts, options, under, s, add)
    h = facts.king
    if isinstance(h, int) and not facts.king_declared:
        holder = seat(h)
        rules = ("ECA-SEED-K", "ECA-SEED-UNDECL", "ECA-AMB-3")
        if options.undeclared_king == "literal":
            add(
                "king",
                h,
                0,
                rules,
                f"{holder} aveva il Re di briscola quando si è cominciato a giocare, +1, ma non "
                "l'ha dichiarato, −1: in tutto 0.",
                f"{holder} held the King of trumps when play began, +1, but did not declare "
                "it, −1: 0 in all.",
            )
        else:
            add(
                "king",
                h,
                -1,
                rules,
                f"{holder} aveva il Re di briscola ma non l'ha dichiarato: il punto del Re va "
                "solo a chi lo dichiara, e −1.",
                f"{holder} held the King of trumps and did not declare it: the King's point "
                "needs the declaration, and −1.",
            )
    if facts.false_king is not None:
        adversary = 1 - facts.false_king
        points, it, en = _false_king(facts.false_king, options)
        add("false_king", adversary, points, ("ECA-FALSE-K",), it, en)
    return out


def _thrown(facts: HandFacts) -> tuple[str, str]:
    """The start of a tricks line when a seat threw in its cards (ECA-THROW), or nothing."""
    t = facts.thrown_in
    if t is None:
        return "", ""
    k = facts.tricks[t]
    with_it = f"con {_prese(k)}" if k else "senza prese"
    with_en = f"with {_tricks(k)}" if k else "without a trick"
    return (
        f"{seat(t)} getta le carte {with_it}: le altre vanno a {seat(1 - t)}. ",
        f"{seat(t)} throws in their cards {with_en}: the rest go to {seat(1 - t)}. ",
    )


def _false_king(announcer: int, options: EcarteOptions) -> tuple[int, str, str]:
    """ECA-FALSE-K: the adversary's points for a King announced but not held, and why."""
    by, adversary = seat(announcer), seat(1 - announcer)
    if options.false_king == "hoyle":
        return (
            1,
            f"{by} ha annunciato il Re di briscola senza averlo: per Hoyle {adversary} segna "
            "un punto, +1.",
            f"{by} announced the King of trumps without holding it: by Hoyle {adversary} marks "
            "one, +1.",
        )
    return (
        0,
        f"{by} ha annunciato il Re di briscola senza averlo: l'annuncio non vale niente, e "
        f"{adversary} non segna niente, 0.",
        f"{by} announced the King of trumps without holding it: the announcement counts for "
        f"nothing, and {adversary} marks nothing, 0.",
    )


def _seed_penalties(
    facts: HandFacts,
    options: EcarteOptions,
    under: FactsFor,
    s: int,
    add: Callable[[str, int, int | None, tuple[str, ...], str, str], None],
) -> None:
    """A seat's penalties in one line: ECA-SEED-PREP (−1 to who played di prepotenza and
    took under 3 tricks) and ECA-SEED-REVOKE (−1 a revoke, or at most −1 a hand).

    The line is there when a reading would give the seat a penalty: the dealer who refused
    after some exchanges plays di prepotenza only by ECA-AMB-5's other reading, and whether
    an answer was a revoke may hang on forcing. With 3 tricks or more prepotenza costs
    nothing: a note, no points."""
    by = seat(s)
    p = facts.prepotenza
    readings = [o for _, o in other_readings(options, "prepotenza")]
    maybe = p == s or any(under(o).prepotenza == s for o in readings)
    k = facts.tricks[s]
    if k >= 3 and p == s:
        add(
            "note",
            s,
            None,
            ("ECA-SEED-PREP", "ECA-PREP"),
            f"{by} ha giocato di prepotenza e ha fatto {k} prese: nessuna penalità.",
            f"{by} played di prepotenza and took {k} tricks: no penalty.",
        )
    prep = maybe and k < 3
    forcing = forcing_readings(options)
    r = facts.revokes[s]
    revoked = r > 0 or any(under(o).revokes[s] for o in forcing)
    if not (prep or revoked):
        return
    points = 0
    rules: tuple[str, ...] = ()
    parts: list[tuple[str, str]] = []
    if prep:
        rules += ("ECA-SEED-PREP", "ECA-PREP")
        if p == s:
            points -= 1
            parts.append(
                (
                    f"ha giocato di prepotenza e ha fatto solo {_prese(k)}, −1",
                    f"played di prepotenza and took only {_tricks(k)}, −1",
                )
            )
        else:
            parts.append(
                (
                    "ha rifiutato lo scambio dopo averne fatti: non è prepotenza (lo è solo una "
                    f"mano senza scambi), e con {_prese(k)} nessuna penalità, 0",
                    "refused an exchange after some were made: not prepotenza (only a hand "
                    f"without exchanges is), so with {_tricks(k)} no penalty, 0",
                )
            )
    if revoked:
        rules += ("ECA-SEED-REVOKE",)
        once = options.revoke_penalty == "per_hand"
        minus = min(r, 1) if once else r
        points -= minus
        by_forcing = any(under(o).revokes[s] for o in forcing_readings(options, void=False))
        if r == 0 and not by_forcing:
            parts.append(
                (
                    "nessuna risposta sbagliata con le regole in vigore (se si dovesse tagliare "
                    "senza il seme giocato ce ne sarebbe una), 0",
                    "no revoke under the rules in force (if a player void in the suit led had "
                    "to trump there would be one), 0",
                )
            )
        elif r == 0:
            parts.append(
                (
                    "nessuna risposta sbagliata con le regole in vigore (con l'altra lettura "
                    "del forzare ce ne sarebbe una), 0",
                    "no revoke under the rules in force (the other reading of forcing would "
                    "make one), 0",
                )
            )
        else:
            many_it = "una risposta sbagliata" if r == 1 else f"{r} risposte sbagliate"
            many_en = "one revoke" if r == 1 else f"{r} revokes"
            tail_it = " (al massimo −1 per mano)" if once and r > 1 else ""
            tail_en = " (at most −1 a hand)" if once and r > 1 else ""
            parts.append((f"{many_it}, −{minus}{tail_it}", f"{many_en}, −{minus}{tail_en}"))
    if len(parts) == 1:
        ((it, en),) = parts
        text_it, text_en = f"{by}: {it}.", f"{by}: {en}."
    else:
        text_it = f"{by}: " + "; ".join(it for it, _ in parts) + f"; in tutto {_signed(points)}."
        text_en = f"{by}: " + "; ".join(en for _, en in parts) + f"; {_signed(points)} in all."
    add("penalties", s, points, rules, text_it, text_en)


def _classic_award(facts: HandFacts, options: EcarteOptions) -> int:
    """What the taker marks under the classic rules: 1, 2 for the vole or a lost stand (3
    with the vole under ECA-AMB-6's other reading), cut by a revoke not replayed."""
    w, p = facts.taker, facts.prepotenza
    vole = facts.tricks[w] == TRICKS
    if facts.thrown_in is not None and options.throw_in == "hoyle":
        award = 2 if facts.tricks[facts.thrown_in] == 0 else 1  # ECA-THROW, Hoyle's law 42
    elif p is not None and p != w:
        award = 2 + (1 if vole and options.stood_vole == "plus_1" else 0)
    else:
        award = 2 if vole else 1
    if facts.revokes[w] and not facts.replay:
        return 0 if award == 1 else 1
    return award


def _classic(
    facts: HandFacts, options: EcarteOptions, under: FactsFor
) -> tuple[list[int], list[Line]]:
    """The classic points: one line for the taker, then what the King and a revoke did not
    score, the King first (its line is there under every reading)."""
    pts = [0, 0]
    lines: list[Line] = []
    w = facts.taker
    n = facts.tricks[w]
    who = seat(w)
    vole = n == TRICKS
    p = facts.prepotenza
    award = _classic_award(facts, options)
    readings = deciding(
        options,
        lambda o: _classic_award(under(o), o),
        "prepotenza",
        "stood_vole",
        "forzare",
        "forzare_trumps",
        "void_trump",
        "throw_in",
    )
    thrown_it, thrown_en = _thrown(facts)
    if facts.thrown_in is not None and options.throw_in == "hoyle":
        t = facts.thrown_in
        full = 2 if facts.tricks[t] == 0 else 1
        rules: tuple[str, ...] = ("ECA-THROW",)
        with_it = "senza prese" if facts.tricks[t] == 0 else f"con {_prese(facts.tricks[t])}"
        with_en = "without a trick" if facts.tricks[t] == 0 else f"with {_tricks(facts.tricks[t])}"
        it = f"{seat(t)} getta le carte {with_it}: per Hoyle (legge 42) {who} segna {full}."
        en = f"{seat(t)} throws in their cards {with_en}: by Hoyle (law 42) {who} marks {full}."
    elif p is not None and p != w:
        full = 2 + (1 if vole and options.stood_vole == "plus_1" else 0)
        rules = ("ECA-CLASSIC-STOOD",)
        it = thrown_it + (
            f"{seat(p)} ha giocato senza scambio e ha fatto solo {_prese(facts.tricks[p])}: "
            f"{who} ({_prese(n)}) segna {full}."
        )
        en = thrown_en + (
            f"{seat(p)} stood (played without an exchange) and took only "
            f"{_tricks(facts.tricks[p])}: {who} ({_tricks(n)}) scores {full}."
        )
    else:
        full = 2 if vole else 1
        rules = ("ECA-CLASSIC-TRICKS",)
        it = thrown_it + f"{who} fa {n} prese" + (" (vole)" if vole else "") + f": +{full}."
        en = thrown_en + f"{who} takes {n} tricks" + (" (vole)" if vole else "") + f": +{full}."
        if p == w:
            it += " Aveva giocato senza scambio e l'ha spuntata."
            en += " They had stood, and made it."
            rules += ("ECA-CLASSIC-STOOD",)
    if award != full:
        it += (
            f" Ma ha sbagliato una risposta e l'avversario non ha chiesto di rigiocare: "
            f"segna {award} invece di {full}."
        )
        en += (
            f" But they revoked and the opponent did not demand a replay: {award} instead "
            f"of {full}."
        )
        rules += ("ECA-CLASSIC-REVOKE",)
    if facts.thrown_in is not None and "ECA-THROW" not in rules:
        rules += ("ECA-THROW",)
    pts[w] += award
    readings = tuple(r for r in readings if r not in rules)
    lines.append(Line(seat=w, points=award, rules=rules + readings, text=_t(it, en)))
    h = facts.king
    if isinstance(h, int) and not facts.king_declared:
        lines.append(
            Line(
                seat=h,
                points=0,
                rules=("ECA-CLASSIC-K",),
                text=_t(
                    f"{seat(h)} aveva il Re di briscola ma non l'ha annunciato: nessun punto, "
                    "nessuna penalità.",
                    f"{seat(h)} held the King of trumps but did not announce it: no point, no "
                    "penalty.",
                ),
            )
        )
    if facts.false_king is not None:
        adversary = 1 - facts.false_king
        points, it, en = _false_king(facts.false_king, options)
        pts[adversary] += points
        lines.append(Line(seat=adversary, points=points, rules=("ECA-FALSE-K",), text=_t(it, en)))
    loser = 1 - w
    if facts.revokes[loser]:
        found = deciding(
            options,
            lambda o: under(o).revokes[loser] > 0,
            "forzare",
            "forzare_trumps",
            "void_trump",
        )
        lines.append(
            Line(
                seat=loser,
                points=0,
                rules=("ECA-CLASSIC-REVOKE",) + found,
                text=_t(
                    f"{seat(loser)} ha sbagliato una risposta: non avendo vinto il punto, non "
                    "perde niente (l'avversario poteva chiedere di rigiocare).",
                    f"{seat(loser)} revoked: having lost the point, they lose nothing more (the "
                    "opponent could have demanded a replay).",
                ),
            )
        )
    return pts, lines


def replay_line(facts: HandFacts) -> Line:
    wronged = [s for s in (0, 1) if facts.revokes[1 - s]]
    by = " / ".join(seat(s) for s in wronged)
    return Line(
        rules=("ECA-CLASSIC-REVOKE",),
        text=_t(
            f"Per la risposta sbagliata {by} chiede di rigiocare la mano: nessun punto per le "
            f"prese, e le carte le rifà {seat(facts.dealer)}.",
            f"For the revoke {by} demands a replay: no points for the tricks, and the same "
            f"dealer, {seat(facts.dealer)}, deals again.",
        ),
    )


# -- applying points: the floor at zero and the match -----------------------------------------


def floored(
    totals: Sequence[int], deltas: Sequence[int], options: EcarteOptions
) -> tuple[list[int], list[Line]]:
    """The deltas once no penalty takes a total below 0 (classic rules, or ECA-AMB-8 off); a
    total already below 0 (kept from another reading) is not raised by other points.

    The end of a hand cuts its penalties in their own lines (:func:`end_points`); this is
    the last guard, for any other step."""
    out = list(deltas)
    lines: list[Line] = []
    if options.floor is None:
        return out, lines
    for s in (0, 1):
        after = totals[s] + out[s]
        least = min(options.floor, totals[s])
        if out[s] < 0 and after < least:
            lost = after - least
            out[s] -= lost
            rule = "ECA-CLASSIC-REVOKE" if options.classic else "ECA-AMB-8"
            lines.append(
                Line(
                    seat=s,
                    points=-lost,
                    rules=(rule,),
                    text=_t(
                        f"{seat(s)} non scende sotto zero: resta a {least} invece di {after}.",
                        f"{seat(s)} cannot go below zero: stays at {least} instead of {after}.",
                    ),
                )
            )
    return out, lines


def reached(totals: Sequence[int], options: EcarteOptions) -> int | None:
    """The seat that reached the target (ECA-MATCH); one step never brings both there."""
    over = [s for s in (0, 1) if totals[s] >= options.target]
    if not over:
        return None
    return max(over, key=lambda s: (totals[s], -s))


def final_score(totals: Sequence[int], winner: int) -> Text:
    """The match's score, the winner's first: "5 a 3" / "5–3", "5 a −1" / "5 to −1"."""
    mine, theirs = totals[winner], totals[1 - winner]
    shown = f"{theirs}" if theirs >= 0 else f"−{-theirs}"
    return _t(f"{mine} a {shown}", f"{mine}–{shown}" if theirs >= 0 else f"{mine} to {shown}")


def match_line(winner: int, totals: Sequence[int], options: EcarteOptions, early: bool) -> Line:
    score = final_score(totals, winner)
    if early:
        return Line(
            seat=winner,
            rules=("ECA-MATCH", "ECA-AMB-7"),
            text=_t(
                f"{seat(winner)} arriva a {totals[winner]} prima che si giochi: vince la "
                f"partita {score.it}, e il resto della mano non si conta.",
                f"{seat(winner)} reaches {totals[winner]} before play: wins the match "
                f"{score.en}, and the rest of the hand does not count.",
            ),
        )
    return Line(
        seat=winner,
        rules=("ECA-MATCH",),
        text=_t(
            f"{seat(winner)} arriva a {totals[winner]}: vince la partita {score.it}.",
            f"{seat(winner)} reaches {totals[winner]}: wins the match {score.en}.",
        ),
    )


def settle(
    totals: Sequence[int],
    facts: HandFacts,
    options: EcarteOptions,
    *,
    trump: str | None = None,
    turned_up_done: bool = False,
    declared_done: bool = False,
    facts_for: FactsFor | None = None,
    explain: bool = True,
    seeds: Seeds | None = None,
) -> Settled:
    """Score ``facts`` from ``totals`` in the order of ECA-AMB-7, stopping at the match's end.

    ``turned_up_done``/``declared_done``: the King's point was already scored by the
    turn-up or the declaration logged earlier in the hand. ``facts_for``: the hand's facts
    under other readings (a logged hand's prepotenza and revokes), for what decided a line;
    without ``explain``, only the points count (see :func:`end_points`); ``seeds``: the
    hand's seeds made already, shared by its scoring and its alternatives.
    """
    done = Settled()
    running = list(totals)
    under = facts_for or (lambda _: facts)

    def add(deltas: Sequence[int], lines: list[Line], early: bool) -> bool:
        kept, floor_lines = floored(running, deltas, options)
        for s in (0, 1):
            running[s] += kept[s]
            done.scores[s] += kept[s]
        done.lines.extend(lines + floor_lines)
        winner = reached(running, options)
        if winner is not None:
            done.winner = winner
            done.lines.append(match_line(winner, running, options, early))
        return winner is not None

    if facts.king == "turned_up" and not turned_up_done:
        line = turned_up_king(facts.dealer, trump, options)
        if add(_one(facts.dealer), [line], early=True):
            return done
    declares = isinstance(facts.king, int) and facts.king_declared and not declared_done
    if declares and add(_one(facts.king), [declared_king(facts.king, options)], early=True):
        return done
    if facts.replay:
        done.lines.append(replay_line(facts))
        return done
    deltas, lines = end_points(facts, options, under, running, explain=explain, seeds=seeds)
    add(deltas, lines, early=False)
    return done


def _one(s: int) -> list[int]:
    return [1 if i == s else 0 for i in (0, 1)]


# -- the facts a detailed log shows -----------------------------------------------------------


def prepotenza_of(log: HandLog, dealer: int, options: EcarteOptions) -> int | None:
    """ECA-PREP with ECA-AMB-5, from the logged exchange steps."""
    if log.proposals == 0:
        return 1 - dealer
    if log.refusals and (log.refused_first or options.prepotenza == "any_refusal"):
        return dealer
    return None


#: The options the facts of a logged hand depend on: :func:`facts_from_log` reads no other
#: (the revokes by the duty to follow, trump and force, and who played di prepotenza).
FACT_OPTIONS = ("classic", "forzare", "forzare_trumps", "void_trump", "prepotenza")


def facts_key(options: EcarteOptions) -> tuple[object, ...]:
    """What :func:`facts_from_log` reads of ``options``: readings that differ only
    elsewhere share the hand's facts (its alternatives ask for them dozens of times)."""
    return tuple(getattr(options, key) for key in FACT_OPTIONS)


def facts_from_log(
    log: HandLog, dealer: int, options: EcarteOptions, *, prepotenza: int | None = None
) -> HandFacts:
    """The facts of a hand whose five tricks were logged (or, for ``prepotenza``, the
    summary's value when the exchange was not logged)."""
    trump = log.trump
    tricks = [0, 0]
    king: King = None
    for trick in log.tricks:
        tricks[trick.winner] += 1
    if log.thrown_in is not None:  # ECA-THROW: the tricks not played go to the other seat
        tricks[1 - log.thrown_in] += TRICKS - len(log.tricks)
    if log.turned_up and log.turned_up[:-1] == "K":
        king = "turned_up"
    elif log.declared is not None:
        king = log.declared
    elif trump is not None:
        for trick in log.tricks:
            if king_of(trump) in (trick.lead, trick.follow):
                king = trick.leader if trick.lead == king_of(trump) else trick.follower
    revokes = [0, 0]
    if trump is not None:
        for revoke in revokes_in(log.tricks, trump, options):
            revokes[revoke.seat] += 1
    return HandFacts(
        dealer=dealer,
        tricks=(tricks[0], tricks[1]),
        king=king,
        king_declared=log.declared is not None,
        prepotenza=prepotenza_of(log, dealer, options) if log.exchange_logged else prepotenza,
        revokes=(revokes[0], revokes[1]),
        thrown_in=log.thrown_in,
    )


# -- what the other readings would have given -------------------------------------------------

#: The options whose other values can change a hand's points.
ALTERNATIVE_OPTIONS = (
    "rule_set",
    "undeclared_king",
    "prepotenza",
    "stood_vole",
    "revoke_penalty",
    "negative_totals",
    "forzare",
    "forzare_trumps",
    "void_trump",
    "throw_in",
    "false_king",
)


def alternatives(
    scores: Sequence[int],
    options: EcarteOptions,
    rescore: Callable[[EcarteOptions], Sequence[int]],
) -> list[Alternative]:
    """What each other value of the options would have scored this hand (``rescore`` scores
    the hand again under other options), the other rule set first."""
    found: list[Alternative] = []
    specs = {spec.key: spec for spec in OPTION_SPECS}
    for key in ALTERNATIVE_OPTIONS:
        spec = specs[key]
        values = [c.value for c in spec.choices] or [False, True]
        for value in values:
            if value == getattr(options, key):
                continue
            other = options.model_copy(update={key: value})
            alt = list(rescore(other))
            if alt == list(scores):
                continue
            name = next((c.label for c in spec.choices if c.value == value), None)
            if name is None:
                yes = _t("sì", "on") if value else _t("no", "off")
                name = _t(f"{spec.label.it}: {yes.it}", f"{spec.label.en}: {yes.en}")
            diff_it = "; ".join(
                f"{seat(s)} {alt[s]:+d} invece di {scores[s]:+d}"
                for s in (0, 1)
                if alt[s] != scores[s]
            )
            diff_en = "; ".join(
                f"{seat(s)} {alt[s]:+d} instead of {scores[s]:+d}"
                for s in (0, 1)
                if alt[s] != scores[s]
            )
            found.append(
                Alternative(
                    option=key,
                    value=value,
                    rules=spec.rules,
                    scores=(alt[0], alt[1]),
                    text=_t(f"Con «{name.it}»: {diff_it}.", f"With '{name.en}': {diff_en}."),
                )
            )
    return found
