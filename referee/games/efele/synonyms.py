"""The words Efele players use for the same thing, for the rules search (each group means
one thing; every word is found as any other of its group)."""

SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("weli", "jolly", "matta", "joker", "wild"),
    ("morto", "morti", "dead"),
    ("centro", "tavolo", "centre", "center"),
    ("valore", "valori", "value", "rank"),
    ("mazziere", "dealer"),
    ("partita", "game"),
)
