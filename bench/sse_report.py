"""What a load run measured, summed up and printed (:mod:`bench.sse_load`)."""

from __future__ import annotations

import math
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .sse_server import Meter

if TYPE_CHECKING:
    from .sse_load import Plan, Raw
    from .sse_phones import Phone

#: The first few refused posts (status, game, move, problem), printed with the results.
REFUSALS: list[str] = []


# -- statistics ---------------------------------------------------------------------------


def percentile(data: Sequence[float], p: float) -> float:
    """Nearest-rank percentile: the smallest value with at least ``p`` % of the data ≤ it."""
    if not data:
        return math.nan
    ordered = sorted(data)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


@dataclass
class Summary:
    n: int
    p50_ms: float
    p99_ms: float
    max_ms: float

    @classmethod
    def of(cls, seconds: Sequence[float]) -> Summary:
        ms = [s * 1000 for s in seconds]
        return cls(
            n=len(ms),
            p50_ms=percentile(ms, 50),
            p99_ms=percentile(ms, 99),
            max_ms=max(ms) if ms else math.nan,
        )


# -- results ------------------------------------------------------------------------------


def analyse(raw: Raw, plan: Plan) -> dict[str, Any]:
    lo, hi = raw.window
    span = hi - lo
    posts = [p for p in raw.posts if lo <= p.sent < hi]
    logged = [p for p in posts if p.seq is not None]
    statuses: dict[str, int] = {}
    for p in posts:
        if not 200 <= p.status < 300:
            key = str(p.status) if p.status else "error"
            statuses[key] = statuses.get(key, 0) + 1
    probes = [p for p in raw.probes if lo <= p.sent < hi]
    probe_bad = sum(1 for p in probes if p.status != 200)

    by_table: dict[int, list[Phone]] = {}
    for phone in raw.phones:
        by_table.setdefault(phone.table, []).append(phone)
    propagation: list[float] = []
    by_kind: dict[str, list[float]] = {"json": [], "html": []}
    slowest: list[float] = []
    missing = 0
    for post in logged:
        phones = by_table[post.table]
        times = [ph.arrivals.get(post.seq or 0) for ph in phones]
        got = [t - post.sent for t in times if t is not None]
        for phone, when in zip(phones, times, strict=True):
            if when is not None:
                by_kind[phone.kind].append(when - post.sent)
        missing += len(times) - len(got)
        propagation.extend(got)
        if len(got) == len(times):
            slowest.append(max(got))
    expected = len(logged) * plan.phones

    post_lat = Summary.of([p.done - p.sent for p in posts if p.seq is not None])
    trivial = Summary.of([p.done - p.sent for p in probes if p.status == 200])
    lag = Summary.of([v for t, v in raw.lag if lo <= t < hi])

    def ratio(a: float, b: float) -> float:
        return a / b if b and not math.isnan(a) and not math.isnan(b) else math.nan

    return {
        "posted": len(posts),
        "logged": len(logged),
        "moves_per_s": len(logged) / span,
        "target_moves_per_s": plan.rate,
        "non_2xx": sum(statuses.values()),
        "non_2xx_by_status": statuses,
        "deliveries": len(propagation),
        "deliveries_expected": expected,
        "deliveries_missing": missing,
        "stream_drops": sum(p.drops for p in raw.phones),
        "stream_failures": sorted({f for p in raw.phones for f in p.failures})[:10],
        "post_latency": vars(post_lat),
        "post_send_slip": vars(Summary.of([p.sent - p.due for p in posts])),
        "propagation": vars(Summary.of(propagation)),
        "propagation_json": vars(Summary.of(by_kind["json"])),
        "propagation_html": vars(Summary.of(by_kind["html"])),
        "propagation_slowest_phone": vars(Summary.of(slowest)),
        "healthz": vars(trivial),
        "healthz_non_200": probe_bad,
        "ratio_p50": ratio(post_lat.p50_ms, trivial.p50_ms),
        "ratio_p99": ratio(post_lat.p99_ms, trivial.p99_ms),
        "client_loop_lag": vars(lag),
        **cpu_figures(raw.meters, span, len(logged)),
    }


def cpu_figures(meters: tuple[Meter, Meter], span: float, moves: int) -> dict[str, Any]:
    """CPU use in the window, in % of one core (so 2 cores busy = 200 %), and the server's
    CPU milliseconds per logged move: a figure that survives a noisy machine."""
    a, b = meters

    def pct(x: float | None, y: float | None) -> float | None:
        return None if x is None or y is None else 100 * (y - x) / span

    cores = (b.machine_total - a.machine_total) / span if b.machine_total else 0.0
    same = a.server_pids == b.server_pids  # else a worker died: its CPU time is lost
    return {
        "client_cpu_percent": pct(a.client_cpu, b.client_cpu),
        "server_cpu_percent": pct(a.server_run, b.server_run) if same else None,
        "server_cpu_wait_percent": pct(a.server_wait, b.server_wait) if same else None,
        "server_processes_changed": not same,
        "server_cpu_ms_per_move": (
            1000 * (b.server_run - a.server_run) / moves
            if same and moves and a.server_run is not None and b.server_run is not None
            else None
        ),
        "machine_busy_percent": pct(a.machine_busy, b.machine_busy) if cores else None,
        "machine_cores": round(cores) if cores else os.cpu_count(),
    }


def _ms(value: float) -> str:
    return "—" if math.isnan(value) else f"{value:.1f} ms"


def _line(label: str, s: dict[str, Any]) -> str:
    return (
        f"{label:<27}p50 {_ms(s['p50_ms']):>9}   p99 {_ms(s['p99_ms']):>9}   "
        f"max {_ms(s['max_ms']):>9}   (n={s['n']})"
    )


def _finite(value: Any) -> Any:
    """NaN (no samples) as ``null``: JSON has no NaN."""
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value


def report(results: dict[str, Any], plan: Plan, server: str) -> Iterator[str]:
    r = results
    streams = plan.tables * plan.phones
    mix = ""
    if plan.html:
        mix = f", {100 * plan.html:.0f}% on the page's stream"
    if len(plan.langs) > 1:
        mix += ", languages " + "/".join(plan.langs)
    if len(plan.games) > 1:
        mix += ", games " + "/".join(kind.game for kind in plan.games)
    yield (
        f"tables {plan.tables} × phones {plan.phones} ({streams} SSE streams{mix}), target "
        f"{plan.rate:.1f} moves/s for {plan.duration:g} s (after {plan.warmup:g} s warm-up), "
        f"server: {server}"
    )
    bad = ""
    if r["non_2xx"]:
        bad = " (" + ", ".join(f"{k}: {v}" for k, v in sorted(r["non_2xx_by_status"].items())) + ")"
    yield (
        f"moves posted: {r['posted']}, logged: {r['logged']} ({r['moves_per_s']:.1f}/s), "
        f"non-2xx: {r['non_2xx']}{bad}, deliveries: {r['deliveries']}/{r['deliveries_expected']}"
        f" (missing {r['deliveries_missing']}), stream drops: {r['stream_drops']}"
    )
    for refusal in REFUSALS:
        yield f"  refused: {refusal}"
    yield _line("POST sent behind schedule", r["post_send_slip"])
    yield _line("move POST latency", r["post_latency"])
    yield _line("move → every phone", r["propagation"])
    if plan.html and plan.html < 1:
        yield _line("  … on the JSON stream", r["propagation_json"])
        yield _line("  … on the page's stream", r["propagation_html"])
    yield _line("move → slowest phone", r["propagation_slowest_phone"])
    probe_bad = f", non-200: {r['healthz_non_200']}" if r["healthz_non_200"] else ""
    yield _line("GET /healthz (trivial)", r["healthz"]) + probe_bad

    def x(value: float) -> str:
        return "—" if math.isnan(value) else f"{value:.1f}×"

    yield f"{'POST / trivial ratio':<27}p50 {x(r['ratio_p50']):>9}   p99 {x(r['ratio_p99']):>9}"
    cpu = f"client {r['client_cpu_percent']:.0f}%"
    if r["server_processes_changed"]:
        cpu = f"server n/a (its processes changed: a worker exited or restarted), {cpu}"
    elif r["server_cpu_percent"] is not None:
        cpu = (
            f"server {r['server_cpu_percent']:.0f}% (+ {r['server_cpu_wait_percent']:.0f}% "
            f"runnable, waiting for a core), {cpu}"
        )
    if r["machine_busy_percent"] is not None:
        cpu += f", whole machine {r['machine_busy_percent']:.0f}% of {100 * r['machine_cores']}%"
    yield f"CPU in window (100% = one core): {cpu}"
    if r["server_cpu_ms_per_move"] is not None:
        yield f"server CPU per logged move: {r['server_cpu_ms_per_move']:.1f} ms"
    lag = r["client_loop_lag"]
    yield (
        f"client event-loop lag (10 ms timer) p50 {_ms(lag['p50_ms'])}, p99 {_ms(lag['p99_ms'])}"
    )
    if r["stream_failures"]:
        yield "stream failures: " + "; ".join(r["stream_failures"])


#: How the yardstick run is named in its report.
BASELINE = "baseline: high card's tables (the house alone, no game's rules or pages)"


def cost_ratio(results: dict[str, Any], bare: dict[str, Any]) -> float | None:
    """A move's server CPU as a multiple of the yardstick's (None without both figures)."""
    move, floor = results["server_cpu_ms_per_move"], bare["server_cpu_ms_per_move"]
    return move / floor if move and floor else None


def baseline_report(results: dict[str, Any], bare: dict[str, Any]) -> Iterator[str]:
    ratio = cost_ratio(results, bare)
    if ratio is None:
        yield "move / bare write: n/a (a run has no server CPU figure)"
        return
    yield (
        f"move / bare write (server CPU per logged move): {ratio:.2f}× "
        f"({results['server_cpu_ms_per_move']:.1f} ms against "
        f"{bare['server_cpu_ms_per_move']:.1f} ms on high card's tables)"
    )
