"""Scala 40's named rule sets: one per source whose readings differ from the seed's."""

from __future__ import annotations

from ..base import Preset, it_en

FISCA = Preset(
    id="fisca",
    name=it_en("Codice FISCA", "FISCA code"),
    description=it_en(
        "Come il regolamento dei tornei FISCA, secondo quanto ne riportano i circoli: si "
        "sballa a 301 e l'asso rimasto da solo in mano vale 11, come ogni asso; il resto come "
        "il testo di riferimento.",
        "As FISCA's tournament regulation, as clubs report it: out at 301, and an ace left "
        "alone in hand counts 11 like any ace; the rest as the reference text.",
    ),
    options={"lone_ace": False, "threshold": 301},
    rules=("S40-LONE-ACE", "S40-AMB-2", "S40-FISCA-ELIM"),
)

PRESETS = (FISCA,)
