"""The words Scala 40 players use for the same thing, for the rules search (each group means
one thing; every word is found as any other of its group)."""

SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("matta", "jolly", "joker", "wild"),
    ("re", "king"),
    ("donna", "regina", "queen"),
    ("fante", "jack"),
    ("asso", "ace"),
    ("combinazione", "meld"),
    ("scala", "sequenza", "sequence", "run"),
    ("tris", "set"),
    ("apertura", "aprire", "opening", "open"),
    ("chiusura", "chiudere", "closing", "close"),
    ("rientro", "rientrare", "rientra", "reentry"),
    ("mazziere", "dealer"),
    ("pozzo", "scarto", "discard"),
)
