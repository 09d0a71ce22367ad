"""Ecarté's scoring, seed (rules.md §2.3) and classic (§2.4), in the order points happen.

A hand's facts (:class:`HandFacts`) are what the summary entry says, or what the detailed log
shows (:func:`facts_from_log`). :func:`settle` scores them as ECA-AMB-7 orders: the turned-up
King at the deal, a declared King before the first lead (the match may end at either), then
all the end-of-hand points together. Every line names its seat, its points and the rules that
decided it; :func:`alternatives` says what the other readings (and the other rule set) would
have given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict

from ..base import Alternative, Line, Text, seat
from ..base import it_en as _t
from .deck import TRICKS, king_of, label
from .options import OPTION_SPECS, EcarteOptions
from .play import revokes_in
from .state import HandLog

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


def end_points(facts: HandFacts, options: EcarteOptions) -> tuple[list[int], list[Line]]:
    """The end-of-hand points (before any floor at 0) and their lines."""
    if options.classic:
        return _classic(facts, options)
    return _seed(facts, options)


def _seed(facts: HandFacts, options: EcarteOptions) -> tuple[list[int], list[Line]]:
    pts = [0, 0]
    lines: list[Line] = []

    def add(s: int, n: int, rules: tuple[str, ...], it: str, en: str) -> None:
        pts[s] += n
        lines.append(Line(seat=s, points=n, rules=rules, text=_t(it, en)))

    w = facts.taker
    n = facts.tricks[w]
    who = seat(w)
    add(
        w,
        1,
        ("ECA-SEED-3T",) + (("ECA-AMB-1",) if n > 3 else ()),
        f"{who} fa {n} prese su 5: +1.",
        f"{who} takes {n} tricks of 5: +1.",
    )
    if n == TRICKS:
        add(
            w,
            1,
            ("ECA-SEED-VOLE",),
            f"{who} fa tutte e 5 le prese (vole): +1 in più.",
            f"{who} takes all 5 tricks (vole): +1 more.",
        )
    p = facts.prepotenza
    if p is not None:
        k, by = facts.tricks[p], seat(p)
        rules = ("ECA-SEED-PREP", "ECA-PREP", "ECA-AMB-5")
        if k < 3:
            add(
                p,
                -1,
                rules,
                f"{by} ha giocato di prepotenza e ha fatto solo {k} prese: −1.",
                f"{by} played di prepotenza and took only {k} tricks: −1.",
            )
        else:
            add(
                p,
                0,
                rules,
                f"{by} ha giocato di prepotenza e ha fatto {k} prese: nessuna penalità.",
                f"{by} played di prepotenza and took {k} tricks: no penalty.",
            )
    h = facts.king
    if isinstance(h, int) and not facts.king_declared:
        holder = seat(h)
        if options.undeclared_king == "literal":
            add(
                h,
                1,
                ("ECA-SEED-K", "ECA-AMB-2", "ECA-AMB-3"),
                f"{holder} aveva il Re di briscola quando si è cominciato a giocare: +1.",
                f"{holder} held the King of trumps when play began: +1.",
            )
            add(
                h,
                -1,
                ("ECA-SEED-UNDECL", "ECA-AMB-2"),
                f"{holder} non ha dichiarato il Re di briscola: −1 (in tutto 0).",
                f"{holder} did not declare the King of trumps: −1 (0 in all).",
            )
        else:
            add(
                h,
                -1,
                ("ECA-SEED-UNDECL", "ECA-AMB-2"),
                f"{holder} aveva il Re di briscola e non l'ha dichiarato: il punto del Re va "
                "solo a chi lo dichiara, e −1.",
                f"{holder} held the King of trumps and did not declare it: the King's point "
                "needs the declaration, and −1.",
            )
    for s in (0, 1):
        r = facts.revokes[s]
        if not r:
            continue
        once = options.revoke_penalty == "per_hand"
        minus = 1 if once else r
        rules = ("ECA-SEED-REVOKE",) + (("ECA-AMB-4",) if r > 1 else ())
        many_it = "una risposta sbagliata" if r == 1 else f"{r} risposte sbagliate"
        many_en = "one revoke" if r == 1 else f"{r} revokes"
        tail_it = " (al massimo −1 per mano)" if once and r > 1 else ""
        tail_en = " (at most −1 a hand)" if once and r > 1 else ""
        add(
            s,
            -minus,
            rules,
            f"{seat(s)}: {many_it}, −{minus}{tail_it}.",
            f"{seat(s)}: {many_en}, −{minus}{tail_en}.",
        )
    return pts, lines


def _classic(facts: HandFacts, options: EcarteOptions) -> tuple[list[int], list[Line]]:
    pts = [0, 0]
    lines: list[Line] = []
    w = facts.taker
    n = facts.tricks[w]
    who = seat(w)
    vole = n == TRICKS
    p = facts.prepotenza
    if p is not None and p != w:
        award = 2 + (1 if vole and options.stood_vole == "plus_1" else 0)
        rules: tuple[str, ...] = ("ECA-CLASSIC-STOOD", "ECA-AMB-5")
        rules += ("ECA-AMB-6",) if vole else ()
        it = (
            f"{seat(p)} ha giocato senza scambio e ha fatto solo {facts.tricks[p]} prese: "
            f"{who} ({n} prese) segna {award}."
        )
        en = (
            f"{seat(p)} stood (played without an exchange) and took only {facts.tricks[p]} "
            f"tricks: {who} ({n} tricks) scores {award}."
        )
    else:
        award = 2 if vole else 1
        rules = ("ECA-CLASSIC-TRICKS",)
        it = f"{who} fa {n} prese" + (" (vole)" if vole else "") + f": +{award}."
        en = f"{who} takes {n} tricks" + (" (vole)" if vole else "") + f": +{award}."
        if p == w:
            it += " Aveva giocato senza scambio e l'ha spuntata."
            en += " They had stood, and made it."
            rules += ("ECA-CLASSIC-STOOD",)
    if facts.revokes[w] and not facts.replay:
        reduced = 0 if award == 1 else 1
        it += (
            f" Ma ha sbagliato una risposta e l'avversario non ha chiesto di rigiocare: "
            f"segna {reduced} invece di {award}."
        )
        en += (
            f" But they revoked and the opponent did not demand a replay: {reduced} instead "
            f"of {award}."
        )
        rules += ("ECA-CLASSIC-REVOKE",)
        award = reduced
    pts[w] += award
    lines.append(Line(seat=w, points=award, rules=rules, text=_t(it, en)))
    loser = 1 - w
    if facts.revokes[loser]:
        lines.append(
            Line(
                seat=loser,
                points=0,
                rules=("ECA-CLASSIC-REVOKE",),
                text=_t(
                    f"{seat(loser)} ha sbagliato una risposta: non avendo vinto il punto, non "
                    "perde niente (l'avversario poteva chiedere di rigiocare).",
                    f"{seat(loser)} revoked: having lost the point, they lose nothing more (the "
                    "opponent could have demanded a replay).",
                ),
            )
        )
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
    return pts, lines


def replay_line(facts: HandFacts) -> Line:
    wronged = [s for s in (0, 1) if facts.revokes[1 - s]]
    by = " / ".join(seat(s) for s in wronged)
    return Line(
        rules=("ECA-CLASSIC-REVOKE",),
        text=_t(
            f"Per la risposta sbagliata {by} chiede di rigiocare la mano: nessun punto per le "
            f"prese, e lo stesso mazziere, {seat(facts.dealer)}, distribuisce di nuovo.",
            f"For the revoke {by} demands a replay: no points for the tricks, and the same "
            f"dealer, {seat(facts.dealer)}, deals again.",
        ),
    )


# -- applying points: the floor at zero and the match -----------------------------------------


def floored(
    totals: Sequence[int], deltas: Sequence[int], options: EcarteOptions
) -> tuple[list[int], list[Line]]:
    """The deltas once no total may fall below 0 (classic rules, or ECA-AMB-8 off)."""
    out = list(deltas)
    lines: list[Line] = []
    if options.floor is None:
        return out, lines
    for s in (0, 1):
        after = totals[s] + out[s]
        if after < options.floor:
            lost = after - options.floor
            out[s] -= lost
            rule = "ECA-CLASSIC-REVOKE" if options.classic else "ECA-AMB-8"
            lines.append(
                Line(
                    seat=s,
                    points=-lost,
                    rules=(rule,),
                    text=_t(
                        f"{seat(s)} non scende sotto zero: resta a 0 invece di {after}.",
                        f"{seat(s)} cannot go below zero: stays at 0 instead of {after}.",
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
) -> Settled:
    """Score ``facts`` from ``totals`` in the order of ECA-AMB-7, stopping at the match's end.

    ``turned_up_done``/``declared_done``: the King's point was already scored by the
    turn-up or the declaration logged earlier in the hand.
    """
    done = Settled()
    running = list(totals)

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
    deltas, lines = end_points(facts, options)
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
