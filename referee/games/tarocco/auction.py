"""The first auction, on ten cards (TAR-BID1): vado, offro, piglio, tengo.

Each player speaks once, in any order (TAR-AMB-8; or in turn from the dealer's right if the
table chooses). The auction ends when all four have spoken: one tengo means the second deal;
otherwise the hand is over, abandoned or with its offers settled (TAR-AMB-1).
"""

from __future__ import annotations

from ..base import Applied, IllegalMove, Line, seat
from ..base import it_en as _t
from .options import TaroccoOptions
from .scoring import end_hand, offer_alternatives, offer_lines, settle_offers, zero_sum_line
from .state import SEATS, Bid, TaroccoState, from_dealers_right, names_of

MAX_OFFER = 10  # TAR-BID1: "solitamente non più di 8, 10 in casi estremi"


def bid(
    state: TaroccoState,
    s: int,
    call: str,
    points: int | None,
    accepts: int | None,
    options: TaroccoOptions,
) -> Applied:
    """One call of the first auction, checked as it is spoken."""
    if s in state.spoken:
        said = next(b for b in state.bids if b.seat == s)
        raise IllegalMove(
            "TAR-BID1",
            _t(
                f"{seat(s)} ha già parlato in questa licitazione ({said.call}): ognuno parla "
                "una volta sola.",
                f"{seat(s)} has already spoken in this auction ({said.call}): each player "
                "speaks once only.",
            ),
        )
    if options.bid1_order == "turn":
        due = next(x for x in from_dealers_right(state.dealer) if x not in state.spoken)
        if s != due:
            raise IllegalMove(
                "TAR-AMB-8",
                _t(
                    f"A questo tavolo si parla a turno dalla destra del mazziere: ora parla "
                    f"{seat(due)}, non {seat(s)}.",
                    f"At this table the auction goes in turn from the dealer's right: it is "
                    f"{seat(due)}'s turn, not {seat(s)}'s.",
                ),
            )
    record = Bid(seat=s, call=call)  # type: ignore[arg-type]
    if call == "offro":
        record = record.model_copy(update={"points": _offer(s, points)})
    elif call == "piglio":
        record = record.model_copy(update={"accepts": _taken(state, s, accepts, options)})
    state.bids.append(record)
    state.spoken.append(s)
    lines = [_said(record)]
    if len(state.spoken) < SEATS:
        return Applied(state=state, lines=tuple(lines))
    return _resolve(state, options, lines)


def _offer(s: int, points: int | None) -> int:
    if points is None or not 1 <= points <= MAX_OFFER:
        shown = "" if points is None else f" {points}"
        raise IllegalMove(
            "TAR-BID1",
            _t(
                f"{seat(s)} dice offro{shown}: un'offerta va da 1 a {MAX_OFFER} punti "
                "(di solito non più di 8).",
                f"{seat(s)} says offro{shown}: an offer is from 1 to {MAX_OFFER} points "
                "(usually no more than 8).",
            ),
        )
    return points


def open_offers(state: TaroccoState, options: TaroccoOptions) -> list[Bid]:
    """The offers a piglio may still take (TAR-AMB-1): every offer made, less those already
    taken, since an offer goes to one player only, the first (unless the table lets an offer
    be taken by several)."""
    offers = [b for b in state.bids if b.call == "offro"]
    if options.offers == "shared":
        return offers
    taken = {b.accepts for b in state.bids if b.call == "piglio"}
    return [b for b in offers if b.seat not in taken]


def _taken(state: TaroccoState, s: int, accepts: int | None, options: TaroccoOptions) -> int:
    """The offer a piglio takes: the one it names, or the only one still open."""
    offers = [b for b in state.bids if b.call == "offro"]
    if not offers:
        raise IllegalMove(
            "TAR-BID1",
            _t(
                f"{seat(s)} dice piglio, ma nessuno ha offerto: si piglia solo un'offerta già "
                "fatta.",
                f"{seat(s)} says piglio, but nobody has made an offer: piglio takes an offer "
                "already made.",
            ),
        )
    taken = {b.accepts for b in state.bids if b.call == "piglio"}
    shared = options.offers == "shared"
    if accepts is None:
        still_open = open_offers(state, options)
        if len(still_open) != 1:
            listed_it = names_of([b.seat for b in still_open], "it")
            listed_en = names_of([b.seat for b in still_open], "en")
            raise IllegalMove(
                "TAR-AMB-1",
                _t(
                    f"Ci sono più offerte aperte ({listed_it}): dite quale piglia {seat(s)}."
                    if still_open
                    else "Le offerte sono già state pigliate tutte.",
                    f"There are several open offers ({listed_en}): say which one {seat(s)} takes."
                    if still_open
                    else "Every offer has already been taken.",
                ),
            )
        return still_open[0].seat
    offer = next((b for b in offers if b.seat == accepts), None)
    if offer is None:
        raise IllegalMove(
            "TAR-BID1",
            _t(
                f"{seat(accepts)} non ha offerto niente: {seat(s)} può pigliare solo "
                "un'offerta fatta.",
                f"{seat(accepts)} made no offer: {seat(s)} can only take an offer that was made.",
            ),
        )
    if accepts in taken and not shared:
        first = next(b.seat for b in state.bids if b.call == "piglio" and b.accepts == accepts)
        raise IllegalMove(
            "TAR-AMB-1",
            _t(
                f"L'offerta di {seat(accepts)} l'ha già pigliata {seat(first)}: un'offerta la "
                "prende uno solo, il primo.",
                f"{seat(first)} has already taken {seat(accepts)}'s offer: an offer goes to "
                "one player only, the first.",
            ),
        )
    return accepts


def _said(b: Bid) -> Line:
    s = seat(b.seat)
    if b.call == "offro":
        text = _t(
            f"{s} offre {b.points}: se la smazzata va a monte e qualcuno piglia, {s} segna "
            f"−{b.points} e chi piglia +{b.points}.",
            f"{s} offers {b.points}: if the hand is abandoned and someone takes it, {s} scores "
            f"−{b.points} and the taker +{b.points}.",
        )
    elif b.call == "piglio":
        text = _t(
            f"{s} piglia l'offerta di {seat(b.accepts or 0)}.",
            f"{s} takes {seat(b.accepts or 0)}'s offer.",
        )
    elif b.call == "tengo":
        text = _t(f"{s} dice tengo: la smazzata si gioca.", f"{s} says tengo: the hand is played.")
    else:
        text = _t(
            f"{s} dice vado: propone di mandare a monte la smazzata.",
            f"{s} says vado: proposes to abandon the hand.",
        )
    return Line(seat=b.seat, rules=("TAR-BID1",), text=text)


def _resolve(state: TaroccoState, options: TaroccoOptions, lines: list[Line]) -> Applied:
    """All four have spoken: second deal, or the hand ends (abandoned or offers settled)."""
    tengo = [b.seat for b in state.bids if b.call == "tengo"]
    if tengo:
        void = any(b.call == "offro" for b in state.bids)
        state.phase = "solo"
        state.spoken = []
        first = from_dealers_right(state.dealer)[0]
        lines.append(
            Line(
                rules=("TAR-BID1", "TAR-SOLO"),
                text=_t(
                    f"{names_of(tengo, 'it')} ha{'nno' if len(tengo) > 1 else ''} detto tengo: "
                    + ("le offerte non contano più; " if void else "")
                    + f"seconda distribuzione, 5 carte a testa e 3 nel monte. Solo o passo, "
                    f"a partire da {seat(first)}.",
                    f"{names_of(tengo, 'en')} said tengo: "
                    + ("the offers no longer count; " if void else "")
                    + f"second deal, 5 more cards each and 3 to the monte. Solo or passo, "
                    f"starting with {seat(first)}.",
                ),
            )
        )
        return Applied(state=state, lines=tuple(lines))
    scores = settle_offers(state.bids, options.offers)
    if any(scores):
        lines.extend(offer_lines(scores, state.bids, options.offers))
        lines.append(zero_sum_line(scores, "TAR-BID1"))
        alternatives = offer_alternatives(state.bids, scores, options)
        return end_hand(state, options, scores, lines, abandoned=True, alternatives=alternatives)
    offered = any(b.call == "offro" for b in state.bids)
    alternatives = offer_alternatives(state.bids, scores, options) if offered else []
    if offered:
        why = _t(
            "Nessuno ha detto tengo e nessuna offerta si regola: la smazzata va a monte, "
            "senza punti.",
            "Nobody said tengo and no offer is settled: the hand is abandoned, no points.",
        )
        # TAR-AMB-1 only when another reading of several offers would have settled some
        rules: tuple[str, ...] = ("TAR-BID1", "TAR-AMB-1") if alternatives else ("TAR-BID1",)
    else:
        why = _t(
            "Tutti hanno detto vado: la smazzata va a monte, senza punti.",
            "Everyone said vado: the hand is abandoned, no points.",
        )
        rules = ("TAR-BID1",)
    lines.append(
        Line(rules=rules, text=_t("Licitazione finita. " + why.it, "Auction over. " + why.en))
    )
    return end_hand(state, options, [0] * SEATS, lines, abandoned=True, alternatives=alternatives)
