"""Tamalo, by the Comitato di Tamalo's official rules of March 2020 (rules.md §4).

The table enters each hand's end: the cards left in every hand (or a typed total) and who
called Tamalo. An optional in-hand log records the call, penalty draws, discards, matching
discards onto a fresh ("vergine") card, draws from the discards, powers and the named moves,
and refuses what the rules forbid: a second call, a power used twice or aimed at the
caller's immune cards, a match onto a card that is no longer vergine (the Sveltina).

Every ambiguity of the source (TAM-AMB-1 to TAM-AMB-10) that changes a score is a table
option with the digest's default.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, TypeAdapter

from ..base import (
    Alternative,
    Applied,
    Game,
    HandResult,
    IllegalMove,
    Line,
    Outcome,
    Prompt,
    Standing,
    Text,
    seat,
)
from ..base import it_en as _t
from ..cards import Card, deck_excess, parse_card
from .moves import (
    IN_HAND_TYPES,
    MOVE_SPECS,
    NAMED_MOVES,
    PENALTY_CAUSES,
    CallMove,
    DiscardMove,
    HandMove,
    JoinMove,
    MatchMove,
    NamedMove,
    PenaltyMove,
    PowerMove,
    TakeMove,
    TamaloMove,
)
from .options import OPTION_SPECS, TamaloOptions
from .scoring import CALL_PENALTY, UNDER, adjusted, caller_is_lowest, card_value, score_hand
from .state import MAX_SEATS, MIN_SEATS, PileCard, SeatStats, TamaloState

ALTERNATIVE_OPTIONS = ("caller_tie", "compare_on", "caller_over5_lowest", "caller_five")


class Tamalo(Game[TamaloOptions, TamaloState]):
    id = "tamalo"
    name = _t("Tamalo", "Tamalo")
    summary = _t(
        "Meno punti possibili: si somma la mano a ogni Tamalo, a 100 vince il più basso.",
        "As few points as possible: hands add up at every Tamalo call; at 100 the lowest wins.",
    )
    min_players = MIN_SEATS
    max_players = MAX_SEATS
    options_model = TamaloOptions
    move_specs = MOVE_SPECS
    state_model = TamaloState
    named_moves = NAMED_MOVES
    penalty_causes = PENALTY_CAUSES
    move_models = (
        HandMove,
        CallMove,
        PenaltyMove,
        DiscardMove,
        MatchMove,
        TakeMove,
        PowerMove,
        NamedMove,
        JoinMove,
    )
    move_adapter: TypeAdapter[Any] = TypeAdapter(TamaloMove)

    def start(self, seats: int, options: TamaloOptions) -> TamaloState:
        self.check_seats(seats)
        return TamaloState(
            totals=[0] * seats,
            penalties=[0] * seats,
            stats=[SeatStats() for _ in range(seats)],
        )

    def goal(self, options: TamaloOptions) -> tuple[Text, int | None]:
        return (
            _t(
                f"La partita finisce a {options.target}; vince il totale più basso.",
                f"The game ends at {options.target}; the lowest total wins.",
            ),
            options.target,
        )

    def seat_count(self, state: TamaloState) -> int:
        return state.seats

    def totals(self, state: TamaloState) -> list[int]:
        return list(state.totals)

    # -- apply ---------------------------------------------------------------------------

    def apply(
        self,
        state: TamaloState,
        move: BaseModel,
        options: TamaloOptions,
        by_seat: int | None = None,
    ) -> Applied:
        if state.finished:
            raise IllegalMove(
                "TAM-END",
                _t(
                    "La partita è finita: non si registrano altre mosse.",
                    "The game is over: no more moves.",
                ),
            )
        new = state.model_copy(deep=True)
        if isinstance(move, HandMove):
            return self._hand(new, move, options)
        if isinstance(move, JoinMove):
            return self._join(new)
        if isinstance(
            move, CallMove | PenaltyMove | DiscardMove | MatchMove | TakeMove | PowerMove
        ):
            self._check_seat(new, move.seat)
        if isinstance(move, DiscardMove | MatchMove):
            excess = deck_excess([parse_card(move.card)], jokers=options.jokers)
            if excess is not None:  # TAM-JOKE: a joker at a table that plays without
                raise IllegalMove("TAM-JOKE", excess[1])
        if isinstance(move, CallMove):
            lines = self._call(new, move)
        elif isinstance(move, PenaltyMove):
            lines = self._penalty(new, move)
        elif isinstance(move, DiscardMove):
            lines = self._discard(new, move)
        elif isinstance(move, MatchMove):
            lines = self._match(new, move)
        elif isinstance(move, TakeMove):
            lines = self._take(new, move)
        elif isinstance(move, PowerMove):
            lines = self._power(new, move, options)
        elif isinstance(move, NamedMove):
            self._check_seat(new, move.seat)
            lines = self._named(new, move.seat, move.name)
        else:  # pragma: no cover - the adapter admits only the types above
            raise TypeError(f"not a Tamalo move: {move!r}")
        new.in_hand_moves += 1
        return Applied(state=new, lines=tuple(lines))

    @staticmethod
    def _check_seat(state: TamaloState, s: int) -> None:
        if not 0 <= s < state.seats:
            raise IllegalMove(
                "TAM-PLAYERS",
                _t(f"Al tavolo non c'è il posto {s}.", f"There is no seat {s} at this table."),
            )

    def _hand(self, state: TamaloState, move: HandMove, options: TamaloOptions) -> Applied:
        n = state.seats
        if len(move.hands) != n:
            raise IllegalMove(
                "TAM-PLAYERS",
                _t(
                    f"Servono {n} mani, una per posto nell'ordine del tavolo; ne sono arrivate "
                    f"{len(move.hands)}.",
                    f"{n} hands are needed, one per seat in seating order; got {len(move.hands)}.",
                ),
            )
        caller = move.caller
        if caller is not None:
            self._check_seat(state, caller)
        if state.caller is not None and caller != state.caller:
            raise IllegalMove(
                "TAM-CALL",
                _t(
                    f"In questa mano ha chiamato Tamalo {seat(state.caller)}.",
                    f"{seat(state.caller)} called Tamalo in this hand.",
                ),
            )
        parsed: list[list[Card] | int] = [
            [parse_card(c) for c in h] if isinstance(h, list) else h for h in move.hands
        ]
        every_card = [c for h in parsed if isinstance(h, list) for c in h]
        excess = deck_excess(every_card, decks=1, jokers=options.jokers)
        if excess is not None:
            kind, text = excess
            raise IllegalMove("TAM-JOKE" if kind == "jokers" else "TAM-DECK", text)
        raws = [sum(card_value(c) for c in h) if isinstance(h, list) else h for h in parsed]
        scores = score_hand(raws, caller, options)
        number = state.hand
        lines = [self._seat_line(i, parsed[i], raws, scores[i], caller, options) for i in range(n)]
        if caller is None:
            lines.append(
                Line(
                    text=_t(
                        "Nessuno ha chiamato Tamalo in questa mano.",
                        "Nobody called Tamalo this hand.",
                    ),
                    rules=("TAM-AMB-9",),
                )
            )
        alternatives = self._alternatives(raws, caller, scores, options)

        for i in range(n):
            state.totals[i] += scores[i]
        low = min(raws)
        for i in range(n):
            if raws[i] == low:
                state.stats[i].hands_lowest += 1
        if caller is not None:
            state.stats[caller].calls += 1
            if caller_is_lowest(raws, caller, options):
                state.stats[caller].calls_lowest += 1
        state.hand += 1
        state.caller = None
        state.pile = []
        state.in_hand_moves = 0
        state.penalties = [0] * n
        lines.extend(self._check_end(state, options))
        return Applied(
            state=state,
            lines=tuple(lines),
            hand=HandResult(number=number, scores=tuple(scores), alternatives=tuple(alternatives)),
        )

    def _seat_line(
        self,
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
        amb: tuple[str, ...] = ()
        if options.compare_on == "adjusted" and raws[i] != basis[i]:
            amb = ("TAM-AMB-2",)
        detail_it, detail_en = _parts(hand)
        called_it = f"{who} ha chiamato Tamalo con {raw} ({detail_it})"
        called_en = f"{who} called Tamalo with {raw} ({detail_en})"
        if raw > UNDER:
            if lowest and options.caller_over5_lowest == "hand":
                return Line(
                    seat=i,
                    points=score,
                    rules=("TAM-AMB-3", "TAM-VAL"),
                    text=_t(
                        f"{called_it} ed è il più basso: conta solo la mano, {score}.",
                        f"{called_en} and is the lowest: only the hand counts, {score}.",
                    ),
                )
            if lowest:
                return Line(
                    seat=i,
                    points=score,
                    rules=("TAM-CALLER-GT5", "TAM-AMB-3"),
                    text=_t(
                        f"{called_it}: è il più basso ma ha più di 5, quindi in ogni caso "
                        f"15 + {raw} = {score}.",
                        f"{called_en}: the lowest, but over 5, so in every case "
                        f"15 + {raw} = {score}.",
                    ),
                )
            return Line(
                seat=i,
                points=score,
                rules=("TAM-CALLER-GT5",) + amb,
                text=_t(
                    f"{called_it}, non il più basso: 15 + {raw} = {score}.",
                    f"{called_en}, not the lowest: 15 + {raw} = {score}.",
                ),
            )
        if not lowest:
            rules = ("TAM-CALLER-NL",) + (("TAM-AMB-1",) if tie else ()) + amb
            if raw == UNDER:
                rules += ("TAM-AMB-4",)
            if tie:
                why_it = f"pari al più basso con {rival_names_it}, e la parità non basta"
                why_en = f"tied for the lowest with {rival_names_en}, and a tie is not enough"
            else:
                why_it = f"non il più basso ({rival_names_it} ha {best_other})"
                why_en = f"not the lowest ({rival_names_en} has {best_other})"
            if score == CALL_PENALTY:
                sum_it = sum_en = "15"
            else:
                sum_it = sum_en = f"15 + {raw} = {score}"
            return Line(
                seat=i,
                points=score,
                rules=rules,
                text=_t(f"{called_it}, {why_it}: {sum_it}.", f"{called_en}, {why_en}: {sum_en}."),
            )
        if raw < UNDER:
            return Line(
                seat=i,
                points=score,
                rules=("TAM-CALLER-NL", "TAM-LT5") + (("TAM-AMB-1",) if tie else ()) + amb,
                text=_t(
                    f"{called_it} ed è il più basso: meno di 5 vale 0.",
                    f"{called_en} and is the lowest: under 5 counts 0.",
                ),
            )
        return Line(
            seat=i,
            points=score,
            rules=("TAM-CALLER-NL", "TAM-LT5") + (("TAM-AMB-1",) if tie else ()) + amb,
            text=_t(
                f"{called_it} ed è il più basso: 5 vale 5.",
                f"{called_en} and is the lowest: 5 counts 5.",
            ),
        )

    def _alternatives(
        self, raws: list[int], caller: int | None, scores: list[int], options: TamaloOptions
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

    def _check_end(self, state: TamaloState, options: TamaloOptions) -> list[Line]:
        """TAM-END: the game ends once anyone reaches the target; lowest total wins."""
        top = max(state.totals)
        if top < options.target:
            return []
        reached = [i for i, t in enumerate(state.totals) if t >= options.target]
        low = min(state.totals)
        best = [i for i, t in enumerate(state.totals) if t == low]
        reached_it = ", ".join(f"{seat(i)} ({state.totals[i]})" for i in reached)
        lines = []
        if len(best) > 1 and options.final_tie == "play_on":
            names_it = " e ".join(seat(i) for i in best)
            names_en = " and ".join(seat(i) for i in best)
            lines.append(
                Line(
                    rules=("TAM-END", "TAM-AMB-6"),
                    text=_t(
                        f"Raggiunto {options.target}: {reached_it}. {names_it} sono pari al più "
                        f"basso con {low}: si gioca un'altra mano.",
                        f"{options.target} reached: {reached_it}. {names_en} are tied for the "
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
                    rules=("TAM-END",),
                    text=_t(
                        f"Raggiunto {options.target}: {reached_it}. Partita finita: vince "
                        f"{seat(best[0])} con {low}.",
                        f"{options.target} reached: {reached_it}. Game over: {seat(best[0])} "
                        f"wins with {low}.",
                    ),
                )
            )
        else:
            names_it = " e ".join(seat(i) for i in best)
            names_en = " and ".join(seat(i) for i in best)
            lines.append(
                Line(
                    rules=("TAM-END", "TAM-AMB-6"),
                    text=_t(
                        f"Raggiunto {options.target}: {reached_it}. Partita finita: vincono "
                        f"insieme {names_it} con {low}.",
                        f"{options.target} reached: {reached_it}. Game over: {names_en} share "
                        f"the win with {low}.",
                    ),
                )
            )
        return lines

    def _join(self, state: TamaloState) -> Applied:
        if state.seats >= MAX_SEATS:
            raise IllegalMove(
                "TAM-PLAYERS",
                _t(
                    f"Tamalo si gioca al massimo in {MAX_SEATS}.",
                    f"Tamalo takes at most {MAX_SEATS} players.",
                ),
            )
        if state.in_hand_moves or state.caller is not None:
            raise IllegalMove(
                "TAM-JOIN",
                _t(
                    "Si entra tra una mano e l'altra: prima chiudete questa mano.",
                    "Players join between hands: finish this hand first.",
                ),
            )
        start_total = max(state.totals)
        new_seat = state.seats
        state.totals.append(start_total)
        state.penalties.append(0)
        state.stats.append(SeatStats())
        line = Line(
            seat=new_seat,
            points=start_total,
            rules=("TAM-JOIN", "TAM-AMB-7"),
            text=_t(
                f"{seat(new_seat)} entra a partita iniziata con i punti dell'ultimo in classifica: "
                f"{start_total}.",
                f"{seat(new_seat)} joins the game in progress with the last-placed total: "
                f"{start_total}.",
            ),
        )
        return Applied(state=state, lines=(line,))

    def _call(self, state: TamaloState, move: CallMove) -> list[Line]:
        if state.caller is not None:
            raise IllegalMove(
                "TAM-CALL",
                _t(
                    f"{seat(state.caller)} ha già chiamato Tamalo in questa mano.",
                    f"{seat(state.caller)} already called Tamalo this hand.",
                ),
            )
        state.caller = move.seat
        return [
            Line(
                seat=move.seat,
                rules=("TAM-CALL",),
                text=_t(
                    f"{seat(move.seat)} chiama Tamalo: ultimo giro, e le sue carte non subiscono "
                    "più i poteri altrui.",
                    f"{seat(move.seat)} calls Tamalo: one last round, and their cards are now "
                    "immune to the others' powers.",
                ),
            )
        ]

    def _penalty(self, state: TamaloState, move: PenaltyMove) -> list[Line]:
        state.penalties[move.seat] += 1
        stats = state.stats[move.seat]
        stats.penalties[move.cause] = stats.penalties.get(move.cause, 0) + 1
        cause = PENALTY_CAUSES[move.cause]
        return [
            Line(
                seat=move.seat,
                rules=("TAM-PENALTY",),
                text=_t(
                    f"{seat(move.seat)} pesca una carta di penalità: {cause.it}.",
                    f"{seat(move.seat)} draws a penalty card: {cause.en}.",
                ),
            )
        ]

    def _discard(self, state: TamaloState, move: DiscardMove) -> list[Line]:
        if state.pile:
            # TAM-MATCH: a card with anything discarded on it is no longer vergine
            state.pile[-1].vergine = False
        state.pile.append(PileCard(card=move.card, seat=move.seat))
        card = parse_card(move.card)
        return [
            Line(
                seat=move.seat,
                rules=("TAM-TURN",),
                text=_t(
                    f"{seat(move.seat)} scarta {card.label('it')}.",
                    f"{seat(move.seat)} discards {card.label('en')}.",
                ),
            )
        ]

    def _match(self, state: TamaloState, move: MatchMove) -> list[Line]:
        if not state.pile:
            raise IllegalMove(
                "TAM-MATCH",
                _t("Non c'è nessuno scarto su cui buttare.", "There is no discard to match."),
            )
        top_index = len(state.pile) - 1
        onto = top_index if move.onto is None else move.onto
        if onto > top_index:
            raise IllegalMove(
                "TAM-MATCH",
                _t(
                    f"Negli scarti non c'è la posizione {onto}.",
                    f"The discard pile has no position {onto}.",
                ),
            )
        target = state.pile[onto]
        card = parse_card(move.card)
        under = parse_card(target.card)
        if onto != top_index:
            first = state.pile[onto + 1]
            raise IllegalMove(
                "TAM-MATCH",
                _t(
                    f"{seat(first.seat)} è arrivato prima: solo il primo scarto conta.",
                    f"{seat(first.seat)} got there first: only the first discard counts.",
                ),
            )
        if card.is_joker != under.is_joker or card.rank != under.rank:
            if under.is_joker:
                rule = "TAM-JOKE"
                text = _t(
                    "Un jolly si elimina solo scartandolo su un altro jolly.",
                    "A joker dies only when discarded onto another joker.",
                )
            else:
                rule = "TAM-MATCH"
                text = _t(
                    f"Su {under.label('it')} si butta solo una carta dello stesso numero, non "
                    f"{card.label('it')}.",
                    f"Only a card of the same number goes onto {under.label('en')}, not "
                    f"{card.label('en')}.",
                )
            raise IllegalMove(rule, text)
        if not target.vergine:
            raise IllegalMove(
                "TAM-SVELTINA",
                _t(
                    f"Sveltina: {under.label('it')} non è più vergine, ci è già stato scartato "
                    "sopra. Mossa proibita.",
                    f"Sveltina: {under.label('en')} is no longer vergine, a card was already "
                    "discarded on it. Forbidden move.",
                ),
            )
        target.vergine = False
        state.pile.append(PileCard(card=card.code, seat=move.seat))
        state.stats[move.seat].matches += 1
        lines = [
            Line(
                seat=move.seat,
                rules=("TAM-MATCH",),
                text=_t(
                    f"{seat(move.seat)} butta {card.label('it')} su {under.label('it')} di "
                    f"{seat(target.seat)}.",
                    f"{seat(move.seat)} matches {card.label('en')} onto {seat(target.seat)}'s "
                    f"{under.label('en')}.",
                ),
            )
        ]
        lock = _lock_name(under, card)
        if lock:
            lines.extend(self._named(state, move.seat, lock))
        return lines

    def _take(self, state: TamaloState, move: TakeMove) -> list[Line]:
        if not state.pile:
            raise IllegalMove(
                "TAM-TURN",
                _t("Il mazzo degli scarti è vuoto.", "The discard pile is empty."),
            )
        taken = state.pile.pop()
        card = parse_card(taken.card)
        return [
            Line(
                seat=move.seat,
                rules=("TAM-TURN",),
                text=_t(
                    f"{seat(move.seat)} pesca {card.label('it')} dagli scarti.",
                    f"{seat(move.seat)} takes {card.label('en')} from the discards.",
                ),
            )
        ]

    def _power(self, state: TamaloState, move: PowerMove, options: TamaloOptions) -> list[Line]:
        if not state.pile:
            raise IllegalMove(
                "TAM-POWER",
                _t(
                    "Non c'è nessuna carta negli scarti di cui usare il potere.",
                    "There is no discard whose power to use.",
                ),
            )
        top = state.pile[-1]
        card = parse_card(top.card)
        power = power_of(card, options)
        if power is None:
            raise IllegalMove(
                "TAM-POWER" if card.rank != "7" else "TAM-AMB-10",
                _t(f"{card.label('it')} non ha poteri.", f"{card.label('en')} has no power."),
            )
        if top.power_used:
            raise IllegalMove(
                "TAM-POWER",
                _t(
                    f"Il potere di questo {card.label('it')} è già stato usato: si usa una "
                    "volta sola.",
                    f"This {card.label('en')}'s power was already used: a power is used once.",
                ),
            )
        for t in move.targets:
            self._check_seat(state, t)
        targets = list(move.targets)
        me = move.seat
        shape_ok = {
            "look_own": len(targets) == 0 or targets == [me],
            "look_other": len(targets) == 1 and targets[0] != me,
            "swap": len(targets) == 2,
            "look_swap": len(targets) in (1, 2) and targets[0] != me,
        }[power]
        if not shape_ok:
            raise IllegalMove("TAM-POWER", _POWER_TARGETS[power])
        if state.caller is not None and state.caller != me and state.caller in targets:
            raise IllegalMove(
                "TAM-CALL",
                _t(
                    f"{seat(state.caller)} ha chiamato Tamalo: le sue carte non subiscono poteri.",
                    f"{seat(state.caller)} called Tamalo: their cards are immune to powers.",
                ),
            )
        top.power_used = True
        state.stats[me].powers += 1
        what = _POWER_TEXT[power]
        lines = [
            Line(
                seat=me,
                rules=("TAM-POWER",),
                text=_t(
                    f"{seat(me)} usa il potere di {card.label('it')}: {what.it}"
                    + _targets_text(targets, "it")
                    + ".",
                    f"{seat(me)} uses the power of {card.label('en')}: {what.en}"
                    + _targets_text(targets, "en")
                    + ".",
                ),
            )
        ]
        if len(targets) == 2 and me not in targets:
            if power == "swap":
                lines.extend(self._named(state, me, "pozioni"))
            elif power == "look_swap":
                lines.extend(self._named(state, me, "ricetta"))
        return lines

    def _named(self, state: TamaloState, s: int, name: str) -> list[Line]:
        stats = state.stats[s]
        stats.named[name] = stats.named.get(name, 0) + 1
        label = NAMED_MOVES[name]
        return [
            Line(
                seat=s,
                rules=("TAM-NAMED",),
                text=_t(f"{label.it} di {seat(s)}!", f"{label.en} by {seat(s)}!"),
            )
        ]

    # -- reading the state ----------------------------------------------------------------

    def prompt(self, state: TamaloState, options: TamaloOptions) -> Prompt:
        if state.finished:
            return Prompt(
                phase="finished",
                text=_t("Partita finita.", "The game is over."),
                moves=(),
            )
        moves = ("hand",) + IN_HAND_TYPES
        if not state.in_hand_moves and state.caller is None and state.seats < MAX_SEATS:
            moves += ("join",)
        if state.caller is not None:
            text = _t(
                f"Mano {state.hand}: {seat(state.caller)} ha chiamato Tamalo. Dopo l'ultimo giro "
                "inserite le carte rimaste a ciascuno.",
                f"Hand {state.hand}: {seat(state.caller)} called Tamalo. After the last round, "
                "enter the cards left in each hand.",
            )
            phase = "last_round"
        else:
            text = _t(
                f"Mano {state.hand}: a fine mano inserite le carte rimaste a ciascuno e chi ha "
                "chiamato Tamalo.",
                f"Hand {state.hand}: when it ends, enter the cards left in each hand and who "
                "called Tamalo.",
            )
            phase = "playing"
        return Prompt(phase=phase, text=text, moves=moves)

    def standings(self, state: TamaloState, options: TamaloOptions) -> list[Standing]:
        order = sorted(range(state.seats), key=lambda i: (state.totals[i], i))
        return [
            Standing(
                seat=i,
                total=state.totals[i],
                rank=1 + sum(1 for t in state.totals if t < state.totals[i]),
            )
            for i in order
        ]

    def outcome(self, state: TamaloState, options: TamaloOptions) -> Outcome | None:
        if not state.finished:
            return None
        low = min(state.totals)
        names_it = " e ".join(seat(i) for i in state.winners)
        names_en = " and ".join(seat(i) for i in state.winners)
        if len(state.winners) == 1:
            text = _t(f"Vince {names_it} con {low}.", f"{names_en} wins with {low}.")
        else:
            text = _t(
                f"Vincono insieme {names_it} con {low}.", f"{names_en} share the win with {low}."
            )
        return Outcome(
            winners=tuple(state.winners),
            text=text,
            rules=("TAM-END",) + (("TAM-AMB-6",) if len(state.winners) > 1 else ()),
        )


# -- helpers ----------------------------------------------------------------------------

PowerKind = Literal["look_own", "look_other", "swap", "look_swap"]


def power_of(card: Card, options: TamaloOptions) -> PowerKind | None:
    """TAM-POWER as the seed's powers table gives it (TAM-AMB-10 for the 7)."""
    if card.rank == "7":
        return "look_own" if options.seven_power else None
    if card.rank == "8":
        return "look_own"
    if card.rank in ("9", "10"):
        return "look_other"
    if card.rank in ("J", "Q"):
        return "swap"
    if card.rank == "K" and card.colour == "black":
        return "look_swap"
    return None


_POWER_TEXT: dict[str, Text] = {
    "look_own": _t("guarda una sua carta", "looks at one of their own cards"),
    "look_other": _t("guarda una carta altrui", "looks at another player's card"),
    "swap": _t("scambia due carte senza guardarle", "swaps two cards unseen"),
    "look_swap": _t(
        "guarda una carta altrui e decide se scambiarla",
        "looks at another player's card and may swap it",
    ),
}

_POWER_TARGETS: dict[str, Text] = {
    "look_own": _t(
        "Il 7 e l'8 fanno guardare solo una propria carta.",
        "A 7 or an 8 only lets you look at one of your own cards.",
    ),
    "look_other": _t(
        "Il 9 e il 10 fanno guardare la carta di un altro giocatore: indica chi.",
        "A 9 or a 10 lets you look at one other player's card: say whose.",
    ),
    "swap": _t(
        "Il J e la Q scambiano due carte: indica i due posti.",
        "A J or a Q swaps two cards: give the two seats.",
    ),
    "look_swap": _t(
        "Il re nero fa guardare la carta di un altro e, se vuoi, scambiarla con chiunque.",
        "A black king looks at another player's card and may swap it with anyone.",
    ),
}


def _targets_text(targets: list[int], lang: str) -> str:
    if not targets:
        return ""
    joiner = " e " if lang == "it" else " and "
    prefix = " (" if lang == "en" else " ("
    return prefix + joiner.join(seat(t) for t in targets) + ")"


def _lock_name(under: Card, card: Card) -> str | None:
    """Open Lock, Double Open Lock and Closed Lock, recognised from the kings' colours."""
    if under.rank != "K" or card.rank != "K" or not under.colour or not card.colour:
        return None
    if card.colour == "red" and under.colour == "black":
        return "open_lock"
    if card.colour == "red" and under.colour == "red":
        return "double_open_lock"
    if card.colour == "black" and under.colour == "red":
        return "closed_lock"
    return None


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
    parts_it, parts_en = _parts(hand)
    return f"{parts_it} = {raw}", f"{parts_en} = {raw}"


GAME = Tamalo()
