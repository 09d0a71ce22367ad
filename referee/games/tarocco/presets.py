"""Tarocco Siciliano's named rule sets: Dummett & McLeod is the baseline (every variant
off, the defaults); Dossena's encyclopaedia plays all ten of his variants."""

from __future__ import annotations

from ..base import Preset, it_en

DOSSENA = Preset(
    id="dossena",
    name=it_en("Dossena (varianti V1–V10)", "Dossena (variants V1–V10)"),
    description=it_en(
        "Le regole della voce di Giampaolo Dossena nell'Enciclopedia dei Giochi: tutte e dieci "
        "le sue varianti a Dummett e McLeod.",
        "The rules of Giampaolo Dossena's entry in his Enciclopedia dei Giochi: all ten of his "
        "variants on Dummett and McLeod.",
    ),
    options={f"v{n}": True for n in range(1, 11)},
    rules=(
        "TAR-V1",
        "TAR-V2",
        "TAR-V3",
        "TAR-V4",
        "TAR-V5",
        "TAR-V6",
        "TAR-V7",
        "TAR-V8",
        "TAR-V9",
        "TAR-V10",
    ),
)

PRESETS = (DOSSENA,)
