"""A form's field as the phones send it: a whole number, a list of card codes. The one
reader of each (the games' screens and the pages' own forms use it)."""

from __future__ import annotations


def as_int(raw: str | None) -> int | None:
    """A whole number as typed (spaces around it allowed), or None: blank or not a number."""
    if raw is None or not raw.strip():
        return None
    try:
        return int(raw.strip())
    except ValueError:
        return None


def as_cards(raw: str | None) -> list[str]:
    """Card codes as a picker or a phone's keyboard sends them: apart by spaces, commas or
    semicolons, blanks dropped."""
    return [c for c in (raw or "").replace(";", ",").replace(" ", ",").split(",") if c.strip()]
