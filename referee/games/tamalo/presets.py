"""Tamalo's named rule sets: the French Tamalou (TAM-TAMALOU-END, TAM-TAMALOU-PLAYERS)."""

from __future__ import annotations

from ..base import Preset, it_en

TAMALOU = Preset(
    id="tamalou",
    name=it_en("Tamalou (francese)", "Tamalou (French)"),
    description=it_en(
        "Il Tamalou francese: si gioca un numero di mani deciso prima invece di arrivare a "
        "100, e da 2 a 8 giocatori.",
        "The French Tamalou: an agreed number of hands instead of a target of 100, and 2 to "
        "8 players.",
    ),
    options={"end": "hands", "max_seats": 8},
    rules=("TAM-TAMALOU-END", "TAM-TAMALOU-PLAYERS"),
)

PRESETS = (TAMALOU,)
