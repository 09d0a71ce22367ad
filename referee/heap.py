"""The garbage collector of a serving process: what is long-lived is frozen after start-up,
and the collections can be logged to measure them.

A worker holding two thousand streams tracks hundreds of thousands of objects; a full
collection walks every one of them and stops the worker's loop meanwhile. Most of them
live as long as the process: modules, the app, its compiled templates, the games'
catalogues and rulebooks. :func:`settle` compiles what would otherwise be compiled at the
first requests, collects once and moves everything alive to the collector's permanent
generation (``gc.freeze``), which no collection walks again: a full collection then walks
the streams' objects and the caches, not the whole process.

``REFEREE_GC_THRESHOLD`` (default :data:`THRESHOLD`) sets ``gc.set_threshold`` and
``REFEREE_GC_FREEZE=0`` leaves start-up unfrozen, for experiments; ``REFEREE_GC_LOG=1``
logs every full collection (its pause, what it walked) and, at exit, a summary per
generation (CPU milliseconds, which a busy machine does not inflate): the figures the
bench's tails are read against.
"""

from __future__ import annotations

import atexit
import gc
import logging
import os
import sys
import time
from typing import Any

log = logging.getLogger("referee.heap")


#: The collector's thresholds in a worker, measured with the bench (400 streams, 40 moves/s,
#: 20 s, SQLite; CPU of the collections, ``REFEREE_GC_LOG=1``): Python's 700,10,10 made
#: 302 young collections (longest 2.0 ms), 27 middle ones (4.6 ms) and 2 full ones (58 ms),
#: 248 ms in all; 5000,10,10 made 31 (9.5 ms), 2 (34 ms) and no full one, 161 ms in all.
#: A full collection is what stops the loop longest: fewer of them, for young ones a few
#: milliseconds longer.
THRESHOLD = "5000,10,10"


def settle(app: Any) -> int:
    """Compile the app's templates, collect, and freeze what is alive; the number of objects
    frozen."""
    env = app.jinja_env
    names: set[str] = set()
    # Flask's loader dispatches to the app's (here a choice of loaders) and the blueprints'.
    loaders = [app.jinja_loader, *(bp.jinja_loader for bp in app.blueprints.values())]
    for choice in loaders:
        for loader in getattr(choice, "loaders", [choice]) if choice is not None else []:
            try:
                names.update(loader.list_templates())
            except TypeError:  # a loader that cannot list its templates (a game's own)
                continue
    for name in sorted(names):
        if name.endswith((".html", ".svg", ".txt", ".xml", ".js")):
            try:
                env.get_template(name)
            except Exception:  # pragma: no cover - a template that compiles only in context
                log.debug("template %s not compiled at start-up", name, exc_info=True)
    thresholds = os.environ.get("REFEREE_GC_THRESHOLD") or THRESHOLD
    gc.set_threshold(*(int(part) for part in thresholds.split(",")))
    gc.collect()
    if os.environ.get("REFEREE_GC_FREEZE") != "0":  # 0: not frozen, to measure the difference
        gc.freeze()
    if os.environ.get("REFEREE_GC_LOG") == "1":
        watch()
    return gc.get_freeze_count()


class _Watch:
    def __init__(self) -> None:
        self.started = 0.0
        #: generation → [collections, seconds in all, longest]
        self.seen: dict[int, list[float]] = {0: [0, 0.0, 0.0], 1: [0, 0.0, 0.0], 2: [0, 0.0, 0.0]}

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.started = time.thread_time()
            return
        took = time.thread_time() - self.started  # CPU: robust to a busy machine
        seen = self.seen[info["generation"]]
        seen[0] += 1
        seen[1] += took
        seen[2] = max(seen[2], took)
        if info["generation"] == 2:
            tracked = sum(len(gc.get_objects(g)) for g in range(3))
            print(
                f"gc full collection in pid {os.getpid()}: {took * 1000:.1f} ms of CPU,"
                f" {info['collected']} collected, {tracked} tracked (the frozen left out)",
                file=sys.stderr,
            )

    def summary(self) -> None:
        parts = [
            f"gen{g} {int(n)} × (total {total * 1000:.0f} ms, longest {most * 1000:.1f} ms)"
            for g, (n, total, most) in self.seen.items()
        ]
        frozen = gc.get_freeze_count()
        print(f"gc in pid {os.getpid()}: {'; '.join(parts)}; frozen {frozen}", file=sys.stderr)


def watch() -> None:
    watcher = _Watch()
    gc.callbacks.append(watcher)
    atexit.register(watcher.summary)
