"""The fields a part form shares between games: what a player still holds, as the cards
tapped on the picker (``cards``, the codes joined by commas) or the total typed (``total``),
or nothing left (``empty``). Each game's adapter adds its own (went out, called)."""

from __future__ import annotations

from typing import Any

from werkzeug.datastructures import MultiDict

from ...games.base import Text
from .screen import FormError, as_cards, as_int

NOTHING_HELD = Text(
    it="Tocca le carte che hai ancora in mano, o scrivi il loro totale.",
    en="Tap the cards you still hold, or type their total.",
)
TOTAL_NOT_A_NUMBER = Text(
    it="Il totale deve essere un numero intero.",
    en="The total must be a whole number.",
)


def held(form: MultiDict[str, str], *, empty_allowed: bool = False) -> dict[str, Any]:
    """``{"cards": [...]}`` or ``{"total": n}`` from the part form (the cards tapped win
    over a total typed, as on the whole-hand form)."""
    cards = as_cards(form.get("cards"))
    if cards:
        return {"cards": cards}
    raw = (form.get("total") or "").strip()
    if raw:
        total = as_int(raw)
        if total is None:
            raise FormError(TOTAL_NOT_A_NUMBER, "total")
        return {"total": total}
    if empty_allowed and form.get("empty"):
        return {"cards": []}
    raise FormError(NOTHING_HELD, "cards")
