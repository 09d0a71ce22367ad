"""Scala 40's named rule sets."""

from __future__ import annotations

from ..base import Preset, it_en

FISCA = Preset(
    id="fisca",
    name=it_en("Codice FISCA", "FISCA code"),
    description=it_en(
        "Come il codice dei tornei FISCA: l'asso rimasto da solo in mano vale 11, come ogni "
        "asso; il resto come il testo di riferimento.",
        "As FISCA's tournament code: an ace left alone in hand counts 11 like any ace; the "
        "rest as the reference text.",
    ),
    options={"lone_ace": False},
    rules=("S40-LONE-ACE", "S40-AMB-2"),
)

PRESETS = (FISCA,)
