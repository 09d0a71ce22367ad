"""The King call (TAR-CALL, rules a–f): which card the venti player must call, and why.

:func:`card_to_call` reads a 15-card hand (and, for a dealer, the 3 cards discarded to the
monte, which are his too: TAR-AMB-6) and gives the card the rules force, or the candidates
they leave to the caller, with the rule that decided and the reason in both languages.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..base import Text
from ..base import it_en as _t
from .cards import COURTS, RANK_EN, RANK_NAMES, RANKS, SUIT_EN, SUIT_NAMES, SUITS, Card
from .declarations import declared_value
from .options import TaroccoOptions

ORO = "O"


@dataclass(frozen=True)
class CallVerdict:
    """What the rules say the caller must call."""

    #: The card the rules force (a code), or None when they leave a choice.
    must_call: str | None
    #: The cards the caller may choose from (codes); empty with ``free`` (any card not held).
    candidates: tuple[str, ...]
    #: The rule that decided, and every rule the reasoning went through.
    rule: str
    rules: tuple[str, ...]
    reason: Text
    #: The hand's decine and cinquine (TAR-VENTI).
    value: int
    free: bool = False

    def allows(self, code: str) -> bool:
        if self.must_call is not None:
            return code == self.must_call
        return self.free or code in self.candidates


def _suit_it(suit: str) -> str:
    return SUIT_NAMES[suit]


def _listing(suits: Sequence[str], rank: str, lang: str) -> str:
    if lang == "it":
        names = [f"{RANK_NAMES[rank]} {SUIT_NAMES[s]}" for s in suits]
        return ", ".join(names[:-1]) + " e " + names[-1] if len(names) > 1 else names[0]
    names = [f"{RANK_NAMES[rank]} {SUIT_NAMES[s]}" for s in suits]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


def card_to_call(
    hand: Sequence[Card], options: TaroccoOptions, discard: Sequence[Card] = ()
) -> CallVerdict:
    """Rules a–f (TAR-CALL-a … TAR-CALL-f) with the table's variants and readings."""
    held = {c.code for c in (*hand, *discard)}
    value = declared_value(hand, options)
    kings = [s for s in SUITS if "K" + s in held]
    if len(kings) < 4:
        missing = [s for s in SUITS if s not in kings]
        if len(kings) == 3:
            code = "K" + missing[0]
            return CallVerdict(
                must_call=code,
                candidates=(code,),
                rule="TAR-CALL-a",
                rules=("TAR-CALL-a",),
                reason=_t(
                    f"Ha tre Re: deve chiamare il quarto, il {Card(code).name}.",
                    f"Holds three Kings: must call the fourth, the {Card(code).name}.",
                ),
                value=value,
            )
        if not kings and options.no_king == "free":
            return CallVerdict(
                must_call=None,
                candidates=tuple("K" + s for s in SUITS),
                rule="TAR-AMB-3",
                rules=("TAR-AMB-3",),
                reason=_t(
                    "Non ha nessun Re: a questo tavolo sceglie liberamente quale chiamare.",
                    "Holds no King: at this table the caller chooses freely which to call.",
                ),
                value=value,
            )
        lead = ("TAR-CALL-b",) + (("TAR-AMB-3",) if not kings else ())
        return _by_length(hand, missing, "K", ("Q", "N", "J"), lead, options, value, bare=False)
    queens = [s for s in SUITS if "Q" + s in held]
    if len(queens) < 4:
        missing = [s for s in SUITS if s not in queens]
        if len(queens) == 3:
            code = "Q" + missing[0]
            return CallVerdict(
                must_call=code,
                candidates=(code,),
                rule="TAR-CALL-e",
                rules=("TAR-CALL-e", "TAR-CALL-a"),
                reason=_t(
                    f"Ha tutti e quattro i Re e tre Regine: chiama la quarta, la "
                    f"{Card(code).name}.",
                    f"Holds all four Kings and three Queens: calls the fourth, the "
                    f"{Card(code).name}.",
                ),
                value=value,
            )
        return _by_length(
            hand, missing, "Q", ("N", "J"), ("TAR-CALL-e",), options, value, bare=not options.v6
        )
    if options.four_kings_queens == "free":
        return CallVerdict(
            must_call=None,
            candidates=(),
            rule="TAR-AMB-7",
            rules=("TAR-AMB-7",),
            reason=_t(
                "Ha quattro Re e quattro Regine: a questo tavolo chiama liberamente una carta "
                "che non ha.",
                "Holds four Kings and four Queens: at this table the caller names any card not "
                "held.",
            ),
            value=value,
            free=True,
        )
    knights = [s for s in SUITS if "N" + s in held]
    missing = [s for s in SUITS if s not in knights]
    if len(knights) == 3:
        code = "N" + missing[0]
        return CallVerdict(
            must_call=code,
            candidates=(code,),
            rule="TAR-AMB-7",
            rules=("TAR-AMB-7", "TAR-CALL-e"),
            reason=_t(
                f"Ha quattro Re, quattro Regine e tre Cavalli: chiama il quarto, il "
                f"{Card(code).name}.",
                f"Holds four Kings, four Queens and three Knights: calls the fourth, the "
                f"{Card(code).name}.",
            ),
            value=value,
        )
    return _by_length(
        hand, missing, "N", ("J",), ("TAR-AMB-7", "TAR-CALL-e"), options, value, bare=False
    )


def _by_length(
    hand: Sequence[Card],
    suits: list[str],
    rank: str,
    courts: tuple[str, ...],
    lead: tuple[str, ...],
    options: TaroccoOptions,
    value: int,
    *,
    bare: bool,
) -> CallVerdict:
    """Rules b, c, d (and e's bare Kings), then the table's reading of a tie (TAR-AMB-4)."""
    length = {s: sum(1 for c in hand if c.suit == s) for s in SUITS}
    word_it, word_en = RANK_NAMES[rank], RANK_EN[rank]
    rules = list(lead)
    notes_it: list[str] = []
    notes_en: list[str] = []
    pool = list(suits)
    if bare:
        kept = [s for s in pool if not (length[s] == 1 and any(c.code == "K" + s for c in hand))]
        if kept and kept != pool:
            gone = [s for s in pool if s not in kept]
            listed = " e ".join(SUIT_NAMES[s] for s in gone)
            notes_it.append(f"non {listed}, dove ha solo il Re nudo")
            notes_en.append(
                f"not {' or '.join(SUIT_EN[s] for s in gone)}, holding only the bare King"
            )
            pool = kept
    if options.v4:
        rules.append("TAR-V4")
    else:
        kept = [s for s in pool if length[s] > 0]
        if kept and kept != pool:
            gone = [s for s in pool if s not in kept]
            listed = " e ".join(SUIT_NAMES[s] for s in gone)
            notes_it.append(f"non {listed}, di cui non ha carte")
            notes_en.append(
                f"not {' or '.join(SUIT_EN[s] for s in gone)}, "
                f"holding no cards of {'it' if len(gone) == 1 else 'them'}"
            )
            pool = kept
    shortest = min(length[s] for s in pool)
    tied = [s for s in pool if length[s] == shortest]
    lengths_it = ", ".join(f"{SUIT_NAMES[s]} {length[s]}" for s in pool)
    lengths_en = ", ".join(f"{SUIT_EN[s]} {length[s]}" for s in pool)
    why_it = (
        f"Deve chiamare una {word_it} che non ha"
        if rank == "Q"
        else (f"Deve chiamare un {word_it} che non ha")
    )
    why_en = f"Must call a {word_en} not held"
    extra_it = f" ({'; '.join(notes_it)})" if notes_it else ""
    extra_en = f" ({'; '.join(notes_en)})" if notes_en else ""
    head_it = f"{why_it}, del seme più corto: {lengths_it}{extra_it}"
    head_en = f"{why_en}, of the shortest suit: {lengths_en}{extra_en}"
    decided = rules[0]
    if len(tied) > 1:
        best = {s: _top_court(hand, s, courts) for s in tied}
        top = max(best.values())
        if top >= 0:
            winners = [s for s in tied if best[s] == top]
            if len(winners) < len(tied):
                rules.append("TAR-CALL-c")
                decided = "TAR-CALL-c"
                court = courts[len(courts) - 1 - top]
                head_it += f"; a parità di lunghezza vince la figura più alta ({RANK_NAMES[court]})"
                head_en += f"; on equal length the higher court card wins ({RANK_NAMES[court]})"
                tied = winners
    if len(tied) > 1 and ORO in tied:
        if options.v5:
            rules.append("TAR-V5")
        else:
            rules.append("TAR-CALL-d")
            decided = "TAR-CALL-d"
            head_it += "; ancora pari, e uno dei semi è Oro"
            head_en += "; still tied, and one of the suits is Coins"
            tied = [ORO]
    if len(tied) > 1 and options.ties == "next_card":
        order = {s: _ranks_held(hand, s) for s in tied}
        top_key = max(order.values())
        winners = [s for s in tied if order[s] == top_key]
        if len(winners) < len(tied):
            rules.append("TAR-AMB-4")
            decided = "TAR-AMB-4"
            head_it += "; ancora pari: vince il seme con la carta più alta dopo"
            head_en += "; still tied: the suit with the higher next card wins"
            tied = winners
    if len(tied) == 1:
        code = rank + tied[0]
        return CallVerdict(
            must_call=code,
            candidates=(code,),
            rule=decided,
            rules=tuple(dict.fromkeys(rules)),
            reason=_t(
                f"{head_it}: il {Card(code).name}."
                if rank != "Q"
                else f"{head_it}: la {Card(code).name}.",
                f"{head_en}: the {Card(code).name}.",
            ),
            value=value,
        )
    rules.append("TAR-AMB-4")
    return CallVerdict(
        must_call=None,
        candidates=tuple(rank + s for s in tied),
        rule="TAR-AMB-4",
        rules=tuple(dict.fromkeys(rules)),
        reason=_t(
            f"{head_it}; la parità resta: sceglie tra {_listing(tied, rank, 'it')}.",
            f"{head_en}; the tie stands: the caller chooses among {_listing(tied, rank, 'en')}.",
        ),
        value=value,
    )


def _top_court(hand: Sequence[Card], suit: str, courts: tuple[str, ...]) -> int:
    """The highest of ``courts`` held in ``suit`` as a score (higher is better), −1 if none."""
    for i, rank in enumerate(courts):
        if any(c.code == rank + suit for c in hand):
            return len(courts) - 1 - i
    return -1


def _ranks_held(hand: Sequence[Card], suit: str) -> tuple[int, ...]:
    """The cards held in ``suit``, highest first, as a key that compares higher is better."""
    return tuple(
        sorted(
            (len(RANKS) - RANKS.index(c.rank or "") for c in hand if c.suit == suit), reverse=True
        )
    )


__all__ = ["COURTS", "CallVerdict", "card_to_call"]
