"""After the second deal, in turn from the dealer's right: solo or passo (TAR-SOLO), then,
with no soloist, venti or zero (TAR-VENTI) and the answers of quindici (TAR-QUINDICI).

A venti or quindici may carry the decine and cinquine shown (``cards``): they are then
counted, the Kings as cinquine unless the table counts the Arie only (TAR-AMB-2).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..base import Applied, IllegalMove, Line, Text, seat
from ..base import it_en as _t
from .cards import Card, CardError, parse_cards
from .options import TaroccoOptions
from .scoring import end_hand
from .state import SEATS, TaroccoState, from_dealers_right, names_of, right_of

VENTI = 20
QUINDICI = 15


def is_declared(card: Card, options: TaroccoOptions) -> bool:
    """A decina (10) or a cinquina (5); the Kings only if the table counts them (TAR-AMB-2)."""
    if card.value == 10:
        return True
    if card.value == 5:
        return options.kings_cinquine or card.rank != "K"
    return False


def declared_value(cards: Sequence[Card], options: TaroccoOptions) -> int:
    """TAR-VENTI: the decine and cinquine among ``cards`` (other cards count nothing)."""
    return sum(c.value for c in cards if is_declared(c, options))


def shown_value(raw: Sequence[str], options: TaroccoOptions, rule: str) -> int:
    """The value of the decine and cinquine a player shows; every card shown must be one."""
    try:
        cards = parse_cards(raw)
    except CardError as exc:
        raise IllegalMove("TAR-DECK", exc.text) from None
    for card in cards:
        if not is_declared(card, options):
            if card.rank == "K":
                raise IllegalMove(
                    "TAR-AMB-2",
                    _t(
                        f"A questo tavolo i Re non sono cinquine: {card.name} non si conta.",
                        f"At this table Kings are not cinquine: {card.name} does not count.",
                    ),
                )
            raise IllegalMove(
                rule,
                _t(
                    f"{card.name} non è né una decina né una cinquina: si mostrano solo le carte "
                    "da 10 e da 5.",
                    f"{card.name} is neither a decina nor a cinquina: only the 10- and 5-point "
                    "cards are shown.",
                ),
            )
    return declared_value(cards, options)


def lead_line(state: TaroccoState, options: TaroccoOptions) -> Line:
    """TAR-LEAD (TAR-V8): who leads the first trick, once the contract is known."""
    leader = first_leader(state, options)
    if state.soloist is not None and options.v8:
        return Line(
            seat=leader,
            rules=("TAR-V8",),
            text=_t(
                f"Apre la prima presa il solista, {seat(leader)}.",
                f"The soloist, {seat(leader)}, leads the first trick.",
            ),
        )
    declarer = state.soloist if state.soloist is not None else state.declarer
    return Line(
        seat=leader,
        rules=("TAR-LEAD",) + (("TAR-V8",) if options.v8 else ()),
        text=_t(
            f"Apre la prima presa {seat(leader)}, alla destra di {seat(declarer or 0)}.",
            f"{seat(leader)}, on {seat(declarer or 0)}'s right, leads the first trick.",
        ),
    )


def first_leader(state: TaroccoState, options: TaroccoOptions) -> int:
    if state.soloist is not None:
        return state.soloist if options.v8 else right_of(state.soloist)
    return right_of(state.declarer or 0)


def _turn(
    state: TaroccoState, order: list[int], s: int, rule: str, round_it: str, round_en: str
) -> None:
    due = order[len(state.spoken)]
    if s != due:
        raise IllegalMove(
            rule,
            _t(
                f"{round_it} si parla a turno dalla destra del mazziere: ora parla {seat(due)}, "
                f"non {seat(s)}.",
                f"{round_en} goes in turn from the dealer's right: it is {seat(due)}'s turn, "
                f"not {seat(s)}'s.",
            ),
        )


# -- solo or passo --------------------------------------------------------------------------------


def solo_round(state: TaroccoState, s: int, call: str, options: TaroccoOptions) -> Applied:
    order = from_dealers_right(state.dealer)
    if s == state.dealer and options.v3:
        raise IllegalMove(
            "TAR-V3",
            _t(
                f"Con la variante V3 il mazziere, {seat(s)}, non parla per il solo: se i primi "
                "tre passano prende il monte senza mostrarlo.",
                f"With variant V3 the dealer, {seat(s)}, does not speak for the solo: if the "
                "first three pass, the dealer takes the monte unseen.",
            ),
        )
    _turn(state, order, s, "TAR-SOLO", "Per il solo", "The solo round")
    if call not in ("solo", "passo"):
        raise IllegalMove(
            "TAR-SOLO",
            _t(
                f"Dopo la seconda distribuzione si dice solo o passo, non {call}.",
                f"After the second deal you say solo or passo, not {call}.",
            ),
        )
    state.spoken.append(s)
    if call == "solo":
        state.soloist = s
        state.monte_owner = s
        state.monte_shown = not options.v3 and s != state.dealer
        state.phase = "play"
        state.spoken = []
        if options.v3:
            how = _t("senza mostrarlo", "without showing it")
            rules: tuple[str, ...] = ("TAR-SOLO", "TAR-V3")
        elif s == state.dealer:
            how = _t("senza mostrarlo, perché è il mazziere", "unseen, being the dealer")
            rules = ("TAR-SOLO",)
        else:
            how = _t("e lo mostra", "and shows it")
            rules = ("TAR-SOLO",)
        lines = [
            Line(
                seat=s,
                rules=rules,
                text=_t(
                    f"{seat(s)} va solo contro gli altri tre: prende il monte {how.it}, ne "
                    "scarta 3 e a fine smazzata il monte è suo.",
                    f"{seat(s)} goes solo against the other three: takes the monte {how.en}, "
                    "discards 3 and the monte is theirs at the end.",
                ),
            ),
            lead_line(state, options),
        ]
        return Applied(state=state, lines=tuple(lines))
    lines = [Line(seat=s, rules=("TAR-SOLO",), text=_t(f"{seat(s)} passa.", f"{seat(s)} passes."))]
    speakers = SEATS - 1 if options.v3 else SEATS
    if len(state.spoken) < speakers:
        return Applied(state=state, lines=tuple(lines))
    state.monte_owner = state.dealer
    state.phase = "venti"
    state.spoken = []
    lines.append(
        Line(
            seat=state.dealer,
            rules=("TAR-SOLO", "TAR-VENTI") + (("TAR-V3",) if options.v3 else ()),
            text=_t(
                f"Nessuno va solo: il mazziere, {seat(state.dealer)}, prende il monte senza "
                "mostrarlo e ne scarta 3, che contano per la sua parte. Ora venti o zero, "
                f"a partire da {seat(order[0])}.",
                f"Nobody goes solo: the dealer, {seat(state.dealer)}, takes the monte unseen "
                "and discards 3, which count for the dealer's side. Now venti or zero, "
                f"starting with {seat(order[0])}.",
            ),
        )
    )
    return Applied(state=state, lines=tuple(lines))


# -- venti or zero --------------------------------------------------------------------------------


def venti_round(
    state: TaroccoState, s: int, call: str, cards: list[str] | None, options: TaroccoOptions
) -> Applied:
    order = from_dealers_right(state.dealer)
    _turn(state, order, s, "TAR-VENTI", "Per il venti", "The venti round")
    if call not in ("venti", "zero", "passo"):
        raise IllegalMove(
            "TAR-VENTI",
            _t(f"Ora si dice venti o zero, non {call}.", f"Now you say venti or zero, not {call}."),
        )
    value = shown_value(cards, options, "TAR-VENTI") if cards is not None else None
    if call == "venti" and value is not None and value < VENTI:
        raise IllegalMove(
            "TAR-VENTI",
            _t(
                f"{seat(s)} mostra {value} in decine e cinquine: per dire venti ne servono "
                "almeno 20; sotto i 20 si dice zero.",
                f"{seat(s)} shows {value} in decine and cinquine: venti needs at least 20; "
                "under 20 you say zero.",
            ),
        )
    state.spoken.append(s)
    shown = _shown(value)
    if call == "venti":
        state.declarer = s
        state.venti_cards = [c.code for c in parse_cards(cards or [])]
        state.spoken = []
        lines = [
            Line(
                seat=s,
                rules=("TAR-VENTI",),
                text=_t(
                    f"{seat(s)} dice venti{shown.it}: cerca un compagno.",
                    f"{seat(s)} says venti{shown.en}: looking for a partner.",
                ),
            )
        ]
        answer = quindici_order(state, options)
        if not answer:
            state.phase = "king_call"
            lines.append(_no_answer(state))
        else:
            state.phase = "quindici"
            lines.append(
                Line(
                    rules=("TAR-QUINDICI", "TAR-AMB-5"),
                    text=_t(
                        f"Chi ha esattamente 15 può dire quindici: rispondono "
                        f"{names_of(answer, 'it')}, in quest'ordine.",
                        f"Whoever holds exactly 15 may say quindici: {names_of(answer, 'en')} "
                        "answer, in this order.",
                    ),
                )
            )
        return Applied(state=state, lines=tuple(lines))
    lines = [
        Line(
            seat=s,
            rules=("TAR-VENTI",),
            text=_t(f"{seat(s)} dice zero{shown.it}.", f"{seat(s)} says zero{shown.en}."),
        )
    ]
    if len(state.spoken) < SEATS:
        return Applied(state=state, lines=tuple(lines))
    lines.append(
        Line(
            rules=("TAR-VENTI",),
            text=_t(
                "Tutti hanno detto zero: la smazzata è nulla, senza punti.",
                "Everyone said zero: the hand is void, no points.",
            ),
        )
    )
    return end_hand(state, options, [0] * SEATS, lines, abandoned=True)


def _shown(value: int | None) -> Text:
    if value is None:
        return _t("", "")
    return _t(f" (mostra {value} in decine e cinquine)", f" (shows {value} in decine and cinquine)")


def quindici_order(state: TaroccoState, options: TaroccoOptions) -> list[int]:
    """Who may answer quindici, in order (TAR-AMB-5)."""
    declarer = state.declarer or 0
    if options.quindici_from == "all_others":
        return [right_of(declarer, k) for k in range(1, SEATS)]
    order = from_dealers_right(state.dealer)
    return order[order.index(declarer) + 1 :]


def _no_answer(state: TaroccoState) -> Line:
    return Line(
        seat=state.declarer,
        rules=("TAR-CALL",),
        text=_t(
            f"Nessuno dice quindici: {seat(state.declarer or 0)} chiama un Re che non ha, e chi "
            "lo tiene sarà il compagno nascosto.",
            f"Nobody says quindici: {seat(state.declarer or 0)} calls a King they do not hold, "
            "and its holder will be the hidden partner.",
        ),
    )


# -- quindici ----------------------------------------------------------------------


def quindici_round(
    state: TaroccoState, s: int, call: str, cards: list[str] | None, options: TaroccoOptions
) -> Applied:
    order = quindici_order(state, options)
    if s == state.declarer or s not in order:
        raise IllegalMove(
            "TAR-AMB-5" if s != state.declarer else "TAR-QUINDICI",
            _t(
                f"Al quindici rispondono {names_of(order, 'it')}, non {seat(s)}.",
                f"{names_of(order, 'en')} answer quindici, not {seat(s)}.",
            ),
        )
    due = order[len(state.spoken)]
    if s != due:
        raise IllegalMove(
            "TAR-QUINDICI",
            _t(
                f"Al quindici si risponde in ordine: ora risponde {seat(due)}, non {seat(s)}.",
                f"Quindici is answered in order: it is {seat(due)}'s turn, not {seat(s)}'s.",
            ),
        )
    if call not in ("quindici", "passo", "zero"):
        raise IllegalMove(
            "TAR-QUINDICI",
            _t(
                f"Dopo il venti si risponde quindici o passo, non {call}.",
                f"After venti you answer quindici or passo, not {call}.",
            ),
        )
    value = shown_value(cards, options, "TAR-QUINDICI") if cards is not None else None
    if call == "quindici" and value is not None and value != QUINDICI:
        raise IllegalMove(
            "TAR-QUINDICI",
            _t(
                f"{seat(s)} mostra {value} in decine e cinquine: per dire quindici ne servono "
                "esattamente 15.",
                f"{seat(s)} shows {value} in decine and cinquine: quindici needs exactly 15.",
            ),
        )
    state.spoken.append(s)
    shown = _shown(value)
    if call == "quindici":
        state.partner = s
        state.partner_open = True
        state.phase = "play"
        state.spoken = []
        lines = [
            Line(
                seat=s,
                rules=("TAR-QUINDICI",),
                text=_t(
                    f"{seat(s)} dice quindici{shown.it}: è il compagno palese di "
                    f"{seat(state.declarer or 0)}.",
                    f"{seat(s)} says quindici{shown.en}: the open partner of "
                    f"{seat(state.declarer or 0)}.",
                ),
            ),
            lead_line(state, options),
        ]
        return Applied(state=state, lines=tuple(lines))
    lines = [
        Line(seat=s, rules=("TAR-QUINDICI",), text=_t(f"{seat(s)} passa.", f"{seat(s)} passes."))
    ]
    if len(state.spoken) == len(order):
        state.phase = "king_call"
        state.spoken = []
        lines.append(_no_answer(state))
    return Applied(state=state, lines=tuple(lines))
