"""Tarocco's scores (rules.md §1.8): solo and pairs from a side's card points, the offers of
the first auction, the end of a hand (totals, the next dealer, the end of the game) and the
settlement between players.

Every hand is zero-sum: the soloist's ``3 × (S − 55)`` against three times ``(109 − S) − 54``,
each of the dealer's pair ``S − 55`` against each of the other pair's ``(109 − S) − 54``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..base import Alternative, Applied, HandResult, Line, Text, seat, written
from ..base import it_en as _t
from ..base.settlement import fewest_payments
from .cards import TOTAL
from .options import OPTION_SPECS, TaroccoOptions
from .state import SEATS, Bid, TaroccoState, names_of, right_of

SOLO_PAR = 55  # TAR-SCORE-SOLO, TAR-SCORE-PAIRS: the declaring side's break-even
OTHER_PAR = 54


def score_solo(soloist: int, points: int) -> list[int]:
    """TAR-SCORE-SOLO: the soloist ``3 × (S − 55)``, each opponent ``(109 − S) − 54``."""
    scores = [(TOTAL - points) - OTHER_PAR] * SEATS
    scores[soloist] = 3 * (points - SOLO_PAR)
    return scores


def score_pairs(dealers_pair: Sequence[int], points: int) -> list[int]:
    """TAR-SCORE-PAIRS: each of the dealer's pair ``S − 55``, each other ``(109 − S) − 54``.

    ``points`` are the dealer's pair's card points.
    """
    return [
        points - SOLO_PAR if s in dealers_pair else (TOTAL - points) - OTHER_PAR
        for s in range(SEATS)
    ]


def solo_lines(
    soloist: int, points: int, scores: list[int], read: tuple[str, ...] = ()
) -> list[Line]:
    """Each seat's line of a solo; ``read``: the ambiguities whose other reading would have
    changed the card points (and so every seat's score), cited after the rules."""
    others = TOTAL - points
    rules = ("TAR-SCORE-SOLO", "TAR-COUNT", *read)
    lines = [
        Line(
            seat=soloist,
            points=scores[soloist],
            rules=rules,
            text=_t(
                f"{seat(soloist)} gioca solo e fa {card_points(points, 'it')}: "
                f"3 × ({points} − 55) = {num(scores[soloist])}.",
                f"{seat(soloist)} plays solo and makes {card_points(points, 'en')}: "
                f"3 × ({points} − 55) = {num(scores[soloist])}.",
            ),
        )
    ]
    for s in range(SEATS):
        if s != soloist:
            lines.append(
                Line(
                    seat=s,
                    points=scores[s],
                    rules=rules,
                    text=_t(
                        f"{seat(s)}, avversario: i tre fanno 109 − {points} = {others}, "
                        f"quindi {others} − 54 = {num(scores[s])}.",
                        f"{seat(s)}, opponent: the three make 109 − {points} = {others}, "
                        f"so {others} − 54 = {num(scores[s])}.",
                    ),
                )
            )
    return lines


def pairs_lines(
    dealers_pair: Sequence[int], points: int, scores: list[int], read: tuple[str, ...] = ()
) -> list[Line]:
    """Each seat's line of a hand in pairs; ``read`` as for :func:`solo_lines`."""
    others = TOTAL - points
    rules = ("TAR-SCORE-PAIRS", "TAR-COUNT", *read)
    lines = []
    for s in range(SEATS):
        mate = next((m for m in dealers_pair if m != s), None)
        if s in dealers_pair:
            text = _t(
                f"{seat(s)}, coppia del mazziere con {seat(mate or 0)}: "
                f"{card_points(points, 'it')}, {points} − 55 = {num(scores[s])}.",
                f"{seat(s)}, the dealer's pair with {seat(mate or 0)}: "
                f"{card_points(points, 'en')}, {points} − 55 = {num(scores[s])}.",
            )
        else:
            other = [m for m in range(SEATS) if m not in dealers_pair and m != s][0]
            text = _t(
                f"{seat(s)}, l'altra coppia con {seat(other)}: 109 − {points} = "
                f"{card_points(others, 'it')}, {others} − 54 = {num(scores[s])}.",
                f"{seat(s)}, the other pair with {seat(other)}: 109 − {points} = "
                f"{card_points(others, 'en')}, {others} − 54 = {num(scores[s])}.",
            )
        lines.append(Line(seat=s, points=scores[s], rules=rules, text=text))
    return lines


def zero_sum_line(scores: Sequence[int], rule: str) -> Line:
    """Every hand adds up to zero: the line that shows it (and the assertion behind it)."""
    if sum(scores) != 0:
        raise AssertionError(f"a hand that does not sum to zero: {list(scores)}")
    terms = _signed(scores[0], first=True) + "".join(_signed(x) for x in scores[1:])
    return Line(
        rules=(rule,),
        text=_t(f"La smazzata fa zero: {terms} = 0.", f"The hand sums to zero: {terms} = 0."),
    )


def card_points(points: int, lang: str) -> str:
    """``1 punto di carte``, ``70 punti di carte``; ``1 card point``, ``70 card points``."""
    if lang == "it":
        return f"{points} punt{'o' if points == 1 else 'i'} di carte"
    return f"{points} card point{'' if points == 1 else 's'}"


def num(points: int) -> str:
    """A score as it is written: ``−5`` with a minus sign, ``15``."""
    return written(points)


def _signed(points: int, first: bool = False) -> str:
    """``15``, `` − 5``, `` + 5``: a sum as it is written."""
    if first:
        return f"−{-points}" if points < 0 else str(points)
    return f" − {-points}" if points < 0 else f" + {points}"


# -- the offers of the first auction (TAR-BID1, TAR-AMB-1) ------------------------------------


def settle_offers(bids: Sequence[Bid], reading: str) -> list[int]:
    """What the offers and piglio of an auction without tengo give each seat.

    ``reading`` is the table's choice for several offers (TAR-AMB-1): ``each`` (the first
    piglio of each offer settles it, offers nobody took lapse), ``all`` (settled only if
    every offer was taken) or ``shared`` (every piglio of an offer is paid by its offerer).
    """
    offers = {b.seat: b.points or 0 for b in bids if b.call == "offro"}
    takers: dict[int, list[int]] = {offerer: [] for offerer in offers}
    for b in bids:
        if b.call == "piglio" and b.accepts in takers:
            takers[b.accepts].append(b.seat)
    scores = [0] * SEATS
    if reading == "all" and not all(takers.values()):
        return scores
    for offerer, points in offers.items():
        paid = takers[offerer] if reading == "shared" else takers[offerer][:1]
        for taker in paid:
            scores[offerer] -= points
            scores[taker] += points
    return scores


def offer_lines(scores: Sequence[int], bids: Sequence[Bid], reading: str) -> list[Line]:
    """Each seat's line of the settled offers.

    A line cites TAR-AMB-1 only when the table's reading of several offers decided it: when
    another reading would have given that seat other points, or settled nothing at all.
    """
    read = _read_otherwise(bids, scores, reading)
    lines = []
    offers = {b.seat: b.points or 0 for b in bids if b.call == "offro"}
    for s in range(SEATS):
        offered = offers.get(s, 0)
        times = -scores[s] // offered if offered else 0
        if times > 1:  # one offer, several takers (TAR-AMB-1, shared)
            text = _t(
                f"{seat(s)} aveva offerto {offered} ed è stato pigliato {times} volte: "
                f"{num(scores[s])}.",
                f"{seat(s)} offered {offered} and was taken {times} times: {num(scores[s])}.",
            )
        elif scores[s] < 0:
            text = _t(
                f"{seat(s)} aveva offerto {offered} ed è stato pigliato: {num(scores[s])}.",
                f"{seat(s)} offered {offered} and was taken: {num(scores[s])}.",
            )
        elif scores[s] > 0:
            text = _t(
                f"{seat(s)} ha detto piglio: +{num(scores[s])}.",
                f"{seat(s)} said piglio: +{num(scores[s])}.",
            )
        elif s in offers:
            text = _t(
                f"{seat(s)} aveva offerto {offered} ma nessuno ha pigliato: 0.",
                f"{seat(s)} offered {offered} and nobody took it: 0.",
            )
        else:
            text = _t(f"{seat(s)}: 0.", f"{seat(s)}: 0.")
        rules = ("TAR-BID1", "TAR-AMB-1") if s in read else ("TAR-BID1",)
        lines.append(Line(seat=s, points=scores[s], rules=rules, text=text))
    return lines


def _read_otherwise(bids: Sequence[Bid], scores: Sequence[int], reading: str) -> set[int]:
    """The seats another reading of TAR-AMB-1 scores otherwise (all, if it settles nothing)."""
    spec = next(spec for spec in OPTION_SPECS if spec.key == "offers")
    seats: set[int] = set()
    for choice in spec.choices:
        if choice.value == reading:
            continue
        alt = settle_offers(bids, str(choice.value))
        seats |= {s for s in range(SEATS) if not any(alt) or alt[s] != scores[s]}
    return seats


def offer_alternatives(
    bids: Sequence[Bid], scores: Sequence[int], options: TaroccoOptions
) -> list[Alternative]:
    """What the other readings of several offers (TAR-AMB-1) would have given."""
    spec = next(spec for spec in OPTION_SPECS if spec.key == "offers")
    found = []
    for choice in spec.choices:
        if choice.value == options.offers:
            continue
        alt = settle_offers(bids, str(choice.value))
        if alt == list(scores):
            continue
        changed = [s for s in range(SEATS) if alt[s] != scores[s]]
        diff_it = "; ".join(f"{seat(s)} {alt[s]} invece di {num(scores[s])}" for s in changed)
        diff_en = "; ".join(f"{seat(s)} {alt[s]} instead of {num(scores[s])}" for s in changed)
        found.append(
            Alternative(
                option="offers",
                value=choice.value,
                rules=spec.rules,
                scores=tuple(alt),
                text=_t(
                    f"Con «{choice.label.it}»: {diff_it}.", f"With '{choice.label.en}': {diff_en}."
                ),
            )
        )
    return found


# -- the end of a hand ---------------------------------------------------------------------------


def end_hand(
    state: TaroccoState,
    options: TaroccoOptions,
    scores: list[int],
    lines: list[Line],
    *,
    abandoned: bool,
    alternatives: Sequence[Alternative] = (),
) -> Applied:
    """Add the hand's scores, pass the deal (or not, TAR-V2), and end the game after the
    agreed number of hands."""
    number = state.hand
    for s in range(SEATS):
        state.totals[s] += scores[s]
    old = state.dealer
    if abandoned and options.v2:
        lines.append(
            Line(
                seat=old,
                rules=("TAR-V2",),
                text=_t(
                    f"Smazzata a monte: ridistribuisce lo stesso mazziere, {seat(old)}.",
                    f"Hand abandoned: the same dealer, {seat(old)}, deals again.",
                ),
            )
        )
    else:
        state.dealer = right_of(old)
    _clear_hand(state)
    state.hand = number + 1
    if number >= options.hands:
        lines.extend(game_over(state, options))
    elif state.dealer != old:
        lines.append(
            Line(
                seat=state.dealer,
                rules=("TAR-DEAL",),
                text=_t(
                    f"Smazzata {state.hand}: il mazzo passa a destra, fa le carte "
                    f"{seat(state.dealer)}.",
                    f"Hand {state.hand}: the deal passes right, to {seat(state.dealer)}.",
                ),
            )
        )
    return Applied(
        state=state,
        lines=tuple(lines),
        hand=HandResult(number=number, scores=tuple(scores), alternatives=tuple(alternatives)),
    )


def _clear_hand(state: TaroccoState) -> None:
    state.phase = "auction"
    state.bids = []
    state.spoken = []
    state.soloist = None
    state.declarer = None
    state.venti_cards = []
    state.partner = None
    state.partner_open = False
    state.called = None
    state.monte_owner = None
    state.monte_shown = False
    state.tricks = []
    state.led = []
    state.signals = []
    state.voids = [[] for _ in range(SEATS)]


def settlement(totals: Sequence[int]) -> list[tuple[int, int, int]]:
    """Who pays whom at the end, in points: ``(payer, payee, points)``.

    The totals sum to zero; the biggest loser pays the biggest winner first, so that there
    are at most three payments.
    """
    return fewest_payments(totals)


def settlement_text(totals: Sequence[int]) -> Text:
    payments = settlement(totals)
    if not payments:
        return _t("Tutti pari: nessuno paga.", "All square: nobody pays.")
    it = "; ".join(f"{seat(b)} riceve {n} da {seat(a)}" for a, b, n in payments)
    en = "; ".join(f"{seat(a)} pays {seat(b)} {n}" for a, b, n in payments)
    return _t(it + ".", en + ".")


def winners(totals: Sequence[int]) -> list[int]:
    top = max(totals)
    return [s for s, t in enumerate(totals) if t == top]


def game_over(state: TaroccoState, options: TaroccoOptions) -> list[Line]:
    state.finished = True
    state.phase = "finished"
    state.winners = winners(state.totals)
    best = max(state.totals)
    pay = settlement_text(state.totals)
    return [
        Line(
            rules=("TAR-SCORE-SOLO", "TAR-SCORE-PAIRS"),
            text=_t(
                f"Fatte le {options.hands} smazzate stabilite, la partita è finita: vince "
                f"{names_of(state.winners, 'it')} con {best}. {pay.it}",
                f"The {options.hands} agreed hands are played and the game is over: "
                f"{names_of(state.winners, 'en')} win{'s' if len(state.winners) == 1 else ''} "
                f"with {best}. {pay.en}",
            ),
        )
    ]
