"""Ecarté's named rule sets: the Italian text's (the defaults) and the classic French ones."""

from __future__ import annotations

from ..base import Preset, it_en

CLASSIC = Preset(
    id="classic",
    name=it_en("Ecarté classico (francese)", "Classic (French) Ecarté"),
    description=it_en(
        "Le regole classiche francesi: 3 o 4 prese un punto, la vola due; il re si dichiara "
        "prima della prima carta; chi gioca di prepotenza e perde ne cede due.",
        "The classic French rules: 3 or 4 tricks score one point, the vole two; the King is "
        "announced before the first card; whoever stood and loses gives up two.",
    ),
    options={"rule_set": "classic"},
    rules=("ECA-CLASSIC-TRICKS", "ECA-CLASSIC-STOOD", "ECA-CLASSIC-K"),
)

HOYLE = Preset(
    id="hoyle",
    name=it_en("Hoyle (classico)", "Hoyle (classic)"),
    description=it_en(
        "Le regole classiche con le leggi di Hoyle: chi getta le carte senza prese ne dà due, "
        "con una o due prese uno (legge 42); un Re annunciato ma non in mano dà un punto "
        "all'avversario.",
        "The classic rules with Hoyle's laws: a player who throws in his cards without a trick "
        "gives two, with one or two tricks one (law 42); a King announced but not held gives "
        "the adversary one.",
    ),
    options={"rule_set": "classic", "throw_in": "hoyle", "false_king": "hoyle"},
    rules=("ECA-CLASSIC-TRICKS", "ECA-THROW", "ECA-FALSE-K"),
)

PRESETS = (CLASSIC, HOYLE)
