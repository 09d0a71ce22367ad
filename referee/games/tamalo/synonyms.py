"""The words Tamalo players use for the same thing, for the rules search (each group means
one thing; every word is found as any other of its group)."""

SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("jolly", "matta", "joker", "jokes"),
    ("re", "king"),
    ("donna", "regina", "queen"),
    ("fante", "jack"),
    ("asso", "ace"),
    ("chiamata", "chiamare", "call"),
    ("potere", "poteri", "power"),
    ("scarto", "scartare", "discard"),
    ("penalita", "penalty"),
)
