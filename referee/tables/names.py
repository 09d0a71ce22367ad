"""Names that look alike: two such names cannot sit at one table, nor check in to one
tournament, wherever they come in (a new table, a late joiner, a seat's new name, a
check-in, a table or tournament file).

Two names look alike when they are one name (``games.names.name_key``: but for case,
invisible characters and compatibility forms) or when they look the same: when Unicode's
confusable skeletons of them (UTS #39, with its classes of I, l and 1 and of O and 0) are
equal, so that ``Annа`` with a Cyrillic а, ``PaoIo`` with a capital I and ``ΑΝΝΑ`` in Greek
capitals all look like ``Anna``.

An accent is seen, and the skeleton keeps it: ``Niccolò`` and ``Niccolo``, ``Ánna`` and
``Anna`` are told apart at a glance, and Italian tables do seat both spellings of a name, so
they sit together. A lower-case i keeps its dot: ``ilaria`` does not look like ``llaria``.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from disarm import skeleton_key

from ..games.names import name_key, normalise_name


def skeleton(name: str) -> str:
    """What ``name`` looks like (see the module); empty for a name the library folds to
    nothing (private-use characters, whose look nobody knows), which then looks like no
    other name."""
    return skeleton_key(normalise_name(name), digit_policy="tr39")


@lru_cache(maxsize=4096)
def _looks(name: str) -> tuple[str, str]:
    """The name's key and skeleton: a tournament's file compares each check-in with all
    those before it."""
    return name_key(name), skeleton(name)


def look_alike(name: str, other: str) -> bool:
    """Whether the two names are one name, or look like one."""
    (key, shape), (other_key, other_shape) = _looks(name), _looks(other)
    return key == other_key or (bool(shape) and shape == other_shape)


def resembled(name: str, names: Iterable[str]) -> str | None:
    """The first of ``names`` that ``name`` is, or looks like; ``None`` when none is."""
    return next((other for other in names if look_alike(name, other)), None)


class Looks:
    """Names by their key and their skeleton: whether a new name may look like one of many
    is one look-up each, not a comparison with every one (a tournament file's check-ins)."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def add(self, name: str) -> None:
        key, shape = _looks(name)
        self.seen.add("k" + key)
        if shape:
            self.seen.add("s" + shape)

    def may_resemble(self, name: str) -> bool:
        """False only if ``name`` looks like none of the names added."""
        key, shape = _looks(name)
        return "k" + key in self.seen or (bool(shape) and "s" + shape in self.seen)


def spelt_alike(name: str, other: str) -> bool:
    """Whether the two names, as kept, differ by case at most: one name typed twice, where
    a look-alike needs both names shown to be seen."""
    return normalise_name(name).casefold() == normalise_name(other).casefold()
