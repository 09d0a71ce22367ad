"""The words Ecarté players use for the same thing, for the rules search (each group means
one thing; every word is found as any other of its group)."""

SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("briscola", "atout", "trump", "trumps"),
    ("re", "king", "roi"),
    ("presa", "prese", "trick", "tricks"),
    ("scambio", "cambio", "scartare", "exchange", "discard"),
    ("vole", "cappotto", "marcia", "march"),
    ("rifiuto", "rifiutare", "stand", "standing"),
    ("mazziere", "dealer"),
    ("sfidante", "avversario", "elder", "opponent"),
)
