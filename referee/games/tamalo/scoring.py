"""Tamalo's scoring (rules.md §4.4): card values, the under-5 rule, the caller's score, and
the lines that explain a hand's score, the other readings of it and the end of the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..base import Alternative, Line, seat
from ..base import it_en as _t
from ..cards import Card
from .options import OPTION_SPECS, TamaloOptions
from .state import TamaloState

CALL_PENALTY = 15  # TAM-CALLER-NL, TAM-CALLER-GT5
UNDER = 5  # TAM-LT5: "meno di 5" counts 0

VALUES = {"A": 1, "J": 11, "Q": 12, "JK": 15}


def card_value(card: Card) -> int:
    """TAM-VAL: A 1, 2–10 face value, J 11, Q 12, black K 13, red K 0; TAM-JOKE: Joker 15."""
    if card.rank == "K":
        return 0 if card.colour == "red" else 13
    if card.rank in VALUES:
        return VALUES[card.rank]
    return int(card.rank)


def adjusted(raw: int) -> int:
    """TAM-LT5: less than 5 counts 0 (5 counts 5)."""
    return 0 if raw < UNDER else raw


def caller_is_lowest(raws: Sequence[int], caller: int, options: TamaloOptions) -> bool:
    """TAM-CALLER-NL with TAM-AMB-1 (ties) and TAM-AMB-2 (raw or adjusted totals)."""
    basis = list(raws) if options.compare_on == "raw" else [adjusted(r) for r in raws]
    mine = basis[caller]
    others = [b for i, b in enumerate(basis) if i != caller]
    if options.caller_tie == "strict":
        return all(mine < other for other in others)
    return all(mine <= other for other in others)


def score_caller(raw: int, lowest: bool, options: TamaloOptions) -> int:
    if raw > UNDER:
        if lowest and options.caller_over5_lowest == "hand":
            return raw
        return CALL_PENALTY + raw
    if not lowest:
        if raw == UNDER and options.caller_five == "plus_hand":
            return CALL_PENALTY + raw
        return CALL_PENALTY
    return adjusted(raw)


def score_hand(raws: Sequence[int], caller: int | None, options: TamaloOptions) -> list[int]:
    """The hand's score per seat from the raw totals and the caller (rules.md §4.4)."""
    scores = [adjusted(r) for r in raws]
    if caller is not None:
        scores[caller] = score_caller(
            raws[caller], caller_is_lowest(raws, caller, options), options
        )
    return scores


# -- explaining a hand's score ----------------------------------------------------------

ALTERNATIVE_OPTIONS = ("caller_tie", "compare_on", "caller_over5_lowest", "caller_five")
#: The ambiguity each caller option reads (its rule ids also name the rule it reads).
READINGS = {
    "caller_tie": "TAM-AMB-1",
    "compare_on": "TAM-AMB-2",
    "caller_over5_lowest": "TAM-AMB-3",
    "caller_five": "TAM-AMB-4",
}


def seat_line(
    i: int,
    hand: list[Card] | int,
    raws: list[int],
    score: int,
    caller: int | None,
    options: TamaloOptions,
) -> Line:
    raw = raws[i]
    cards_it, cards_en = _describe(hand, raw)
    who = seat(i)
    if i != caller:
        if raw < UNDER:
            return Line(
                seat=i,
                points=score,
                rules=("TAM-VAL", "TAM-LT5"),
                text=_t(
                    f"{who}: {cards_it}, meno di 5 vale 0.",
                    f"{who}: {cards_en}, under 5 counts 0.",
                ),
            )
        return Line(
            seat=i,
            points=score,
            rules=("TAM-VAL",),
            text=_t(f"{who}: {cards_it}.", f"{who}: {cards_en}."),
        )
    lowest = caller_is_lowest(raws, i, options)
    basis = raws if options.compare_on == "raw" else [adjusted(r) for r in raws]
    best_other = min(b for j, b in enumerate(basis) if j != i)
    rivals = [j for j, b in enumerate(basis) if j != i and b == best_other]
    rival_names_it = " e ".join(seat(j) for j in rivals)
    rival_names_en = " and ".join(seat(j) for j in rivals)
    tie = basis[i] == best_other
    readings = deciding_readings(raws, i, options)
    # The lowest, said as it is: alone, or level with others where a tie is enough.
    if tie:
        low_it = f"è al più basso a pari merito con {rival_names_it} (la parità basta)"
        low_en = f"shares the lowest with {rival_names_en} (a tie is enough)"
    else:
        low_it, low_en = "ha il totale più basso", "is the lowest"
    detail_it, detail_en = _parts(hand)
    called_it = f"{who} ha chiamato Tamalo con {raw} ({detail_it})"
    called_en = f"{who} called Tamalo with {raw} ({detail_en})"
    if raw > UNDER:
        if lowest and options.caller_over5_lowest == "hand":
            return Line(
                seat=i,
                points=score,
                rules=("TAM-VAL",) + readings,
                text=_t(
                    f"{called_it} e {low_it}: conta solo la mano, {score}.",
                    f"{called_en} and {low_en}: only the hand counts, {score}.",
                ),
            )
        if lowest:
            return Line(
                seat=i,
                points=score,
                rules=("TAM-CALLER-GT5",) + readings,
                text=_t(
                    f"{called_it}: {low_it} ma più di 5, quindi in ogni caso 15 + {raw} = {score}.",
                    f"{called_en}: {low_en.removeprefix('is ')}, but over 5, so in every case "
                    f"15 + {raw} = {score}.",
                ),
            )
        return Line(
            seat=i,
            points=score,
            rules=("TAM-CALLER-GT5",) + readings,
            text=_t(
                f"{called_it} ma non ha il totale più basso: 15 + {raw} = {score}.",
                f"{called_en}, not the lowest: 15 + {raw} = {score}.",
            ),
        )
    if not lowest:
        if tie:
            why_it = f"a pari merito con {rival_names_it} per il più basso, e la parità non basta"
            why_en = f"tied for the lowest with {rival_names_en}, and a tie is not enough"
        else:
            why_it = f"ma non ha il totale più basso ({rival_names_it} ha {best_other})"
            why_en = f"not the lowest ({rival_names_en} has {best_other})"
        if score == CALL_PENALTY:
            sum_it = sum_en = "15"
        else:
            sum_it = sum_en = f"15 + {raw} = {score}"
        return Line(
            seat=i,
            points=score,
            rules=("TAM-CALLER-NL",) + readings,
            text=_t(f"{called_it} {why_it}: {sum_it}.", f"{called_en}, {why_en}: {sum_en}."),
        )
    # The lowest caller with 5 or less is not punished: the hand scores as anyone's (TAM-LT5),
    # so TAM-CALLER-NL ("the caller who is NOT the lowest") is not what decided this line.
    if raw < UNDER:
        return Line(
            seat=i,
            points=score,
            rules=("TAM-VAL", "TAM-LT5") + readings,
            text=_t(
                f"{called_it} e {low_it}: meno di 5 vale 0.",
                f"{called_en} and {low_en}: under 5 counts 0.",
            ),
        )
    return Line(
        seat=i,
        points=score,
        rules=("TAM-VAL", "TAM-LT5") + readings,
        text=_t(
            f"{called_it} e {low_it}: 5 vale 5.",
            f"{called_en} and {low_en}: 5 counts 5.",
        ),
    )


def deciding_readings(raws: Sequence[int], caller: int, options: TamaloOptions) -> tuple[str, ...]:
    """The ambiguities whose reading decided the caller's score, in the options' order.

    A reading decided it when another choice of its option, the others as they are, would
    score the caller differently: those are the readings the hand's alternatives list. One
    consulted but not decisive (comparing on raw totals when 1 beats 7 either way) is not
    cited, so a line's tags are the rules that made its number.
    """
    raw = raws[caller]
    score = score_caller(raw, caller_is_lowest(raws, caller, options), options)
    specs = {spec.key: spec for spec in OPTION_SPECS}
    decided: list[str] = []
    for key in ALTERNATIVE_OPTIONS:
        for choice in specs[key].choices:
            if choice.value == getattr(options, key):
                continue
            other = options.model_copy(update={key: choice.value})
            if score_caller(raw, caller_is_lowest(raws, caller, other), other) != score:
                decided.append(READINGS[key])
                break
    return tuple(decided)


def alternatives(
    raws: list[int], caller: int | None, scores: list[int], options: TamaloOptions
) -> list[Alternative]:
    """What each other reading of the caller rules would have given this hand."""
    if caller is None:
        return []
    found: list[Alternative] = []
    specs = {spec.key: spec for spec in OPTION_SPECS}
    for key in ALTERNATIVE_OPTIONS:
        spec = specs[key]
        for choice in spec.choices:
            if choice.value == getattr(options, key):
                continue
            other = options.model_copy(update={key: choice.value})
            alt = score_hand(raws, caller, other)
            if alt == scores:
                continue
            changed = [i for i in range(len(raws)) if alt[i] != scores[i]]
            diff_it = "; ".join(f"{seat(i)} {alt[i]} invece di {scores[i]}" for i in changed)
            diff_en = "; ".join(f"{seat(i)} {alt[i]} instead of {scores[i]}" for i in changed)
            found.append(
                Alternative(
                    option=key,
                    value=choice.value,
                    rules=spec.rules,
                    scores=tuple(alt),
                    text=_t(
                        f"Con «{choice.label.it}»: {diff_it}.",
                        f"With '{choice.label.en}': {diff_en}.",
                    ),
                )
            )
    return found


def check_end(state: TamaloState, options: TamaloOptions) -> list[Line]:
    """TAM-END: the game ends once anyone reaches the target; lowest total wins. With the
    Tamalou end (TAM-TAMALOU-END) it ends after the agreed number of hands instead."""
    low = min(state.totals)
    best = [i for i, t in enumerate(state.totals) if t == low]
    played = state.hand - 1
    if options.end == "hands":
        if played < options.hands:
            return []
        end_rules: tuple[str, ...] = ("TAM-TAMALOU-END",)
        head_it = f"Giocate {played} mani su {options.hands} (Tamalou)."
        head_en = f"{played} of {options.hands} hands played (Tamalou)."
    else:
        if max(state.totals) < options.target:
            return []
        reached = [i for i, t in enumerate(state.totals) if t >= options.target]
        reached_it = ", ".join(f"{seat(i)} ({state.totals[i]})" for i in reached)
        end_rules = ("TAM-END",)
        head_it = f"Raggiunto {options.target}: {reached_it}."
        head_en = f"{options.target} reached: {reached_it}."
    lines = []
    if len(best) > 1 and options.final_tie == "play_on":
        names_it = " e ".join(seat(i) for i in best)
        names_en = " and ".join(seat(i) for i in best)
        lines.append(
            Line(
                rules=(*end_rules, "TAM-AMB-6"),
                text=_t(
                    f"{head_it} {names_it} hanno lo stesso "
                    f"totale più basso, {low}: si gioca un'altra mano.",
                    f"{head_en} {names_en} are tied for the "
                    f"lowest with {low}: another hand decides.",
                ),
            )
        )
        return lines
    state.finished = True
    state.winners = best
    if len(best) == 1:
        lines.append(
            Line(
                seat=best[0],
                rules=end_rules,
                text=_t(
                    f"{head_it} Partita finita: vince {seat(best[0])} con {low}.",
                    f"{head_en} Game over: {seat(best[0])} wins with {low}.",
                ),
            )
        )
    else:
        names_it = " e ".join(seat(i) for i in best)
        names_en = " and ".join(seat(i) for i in best)
        lines.append(
            Line(
                rules=(*end_rules, "TAM-AMB-6"),
                text=_t(
                    f"{head_it} Partita finita: vincono insieme {names_it} con {low}.",
                    f"{head_en} Game over: {names_en} share the win with {low}.",
                ),
            )
        )
    return lines


def _parts(hand: list[Card] | int) -> tuple[str, str]:
    """The cards of a hand without their sum: ``3♥ + K♠ (13)``."""
    if isinstance(hand, int):
        return "totale scritto", "typed total"
    if not hand:
        return "nessuna carta", "no cards"
    parts_it = [_card_part(card, "it") for card in hand]
    parts_en = [_card_part(card, "en") for card in hand]
    return " + ".join(parts_it), " + ".join(parts_en)


def _card_part(card: Card, lang: str) -> str:
    if card.rank.isdigit():
        return card.label(lang)
    return f"{card.label(lang)} ({card_value(card)})"


def _describe(hand: list[Card] | int, raw: int) -> tuple[str, str]:
    """A hand as a sum both languages can read: ``7 + K♥ (0) + J (11) = 18``."""
    if isinstance(hand, int):
        return f"{raw} (totale scritto)", f"{raw} (typed total)"
    if not hand:
        return "nessuna carta, 0", "no cards, 0"
    if len(hand) == 1:  # one card is no sum: "6♣, 6 punti", not "6♣ = 6"
        card = hand[0]
        unit_it, unit_en = ("punto", "point") if raw == 1 else ("punti", "points")
        return f"{card.label('it')}, {raw} {unit_it}", f"{card.label('en')}, {raw} {unit_en}"
    parts_it, parts_en = _parts(hand)
    return f"{parts_it} = {raw}", f"{parts_en} = {raw}"
