"""The words Tarocco players use for the same thing, for the rules search (each group means
one thing; every word is found as any other of its group)."""

SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("trionfo", "trionfi", "briscola", "trump", "atout"),
    ("re", "king"),
    ("regina", "queen"),
    ("cavallo", "knight", "horse"),
    ("fuggitivo", "matto", "fool", "excuse"),
    ("miseria", "misere"),
    ("compagno", "socio", "partner"),
    ("chiamata", "chiamare", "call"),
    ("mazziere", "dealer"),
    ("presa", "prese", "trick"),
    ("denari", "oro", "coins"),
    ("spade", "swords"),
    ("coppe", "cups"),
    ("bastoni", "clubs"),
)
