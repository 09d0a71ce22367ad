"""The five tricks, card by card (ECA-PLAY, ECA-FORZ, ECA-AMB-9): each trick's winner, the
cards the log proves illegal refused, the revokes later cards show recorded, and after the
fifth trick the hand scored from the log.

What the referee knows of a hand: the declared King of trumps until it is played, and every
card a seat plays later (it held them all along). A card the known cards make illegal is
refused; a card that later cards show was illegal is a revoke, and the trick stands.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict

from ..base import Applied, IllegalMove, Line, MoveModel, SeatNo, move_type, seat
from ..base import it_en as _t
from .deck import HAND_SIZE, TRICKS, king_of, label
from .flow import CardText, check_card, score_and_close
from .options import EcarteOptions
from .play import (
    duty_text,
    legal_answers,
    revoke_text,
    revoke_verdict,
    revokes_in,
    winner_text,
)
from .scoring import HandFacts, Seeds, facts_from_log, facts_key, settle
from .state import EcarteState, Trick, check_throw_in


class TrickMove(MoveModel):
    """One trick: the card led, then the card that answered it."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"type": "trick", "lead": "9H", "follow": "KH"}]}
    )

    type: Literal["trick"]
    lead: CardText
    follow: CardText


def trick(state: EcarteState, move: TrickMove, options: EcarteOptions) -> Applied:
    log = state.log
    if log.trump is None:
        raise IllegalMove(
            "ECA-DECK",
            _t(
                "Per registrare le prese serve la carta girata, che fa la briscola: questa mano "
                "si registra con il riepilogo.",
                "Tricks need the turned-up card, which sets trumps: enter this hand with the "
                "summary.",
            ),
        )
    if log.closed is None:
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                "Prima della prima presa registrate come è finito lo scambio (si gioca, un "
                "rifiuto o il tallone finito).",
                "Before the first trick, enter how the exchange ended (play, a refusal or the "
                "stock running out).",
            ),
        )
    trump = log.trump
    lead, follow = move.lead, move.follow
    check_card(lead)
    check_card(follow)
    _check_fresh(state, lead, follow)
    leader = state.leader
    follower = 1 - leader
    _check_known(state, leader, lead, None, options)
    _check_known(state, follower, follow, lead, options)
    before = revokes_in(log.tricks, trump, options)
    lead_wins, why = winner_text(lead, follow, trump)
    winner = leader if lead_wins else follower
    log.tricks.append(Trick(leader=leader, lead=lead, follow=follow, winner=winner))
    number = len(log.tricks)
    lines = [
        Line(
            seat=winner,
            rules=("ECA-PLAY",),
            text=_t(
                f"Presa {number}: {seat(leader)} gioca {label(lead)}, {seat(follower)} "
                f"risponde {label(follow)}. {why.it} La prende {seat(winner)}.",
                f"Trick {number}: {seat(leader)} leads {label(lead)}, {seat(follower)} answers "
                f"{label(follow)}. {why.en} {seat(winner)} takes it.",
            ),
        )
    ]
    known = {(r.seat, r.trick) for r in before}
    for revoke in revokes_in(log.tricks, trump, options):
        if (revoke.seat, revoke.trick) in known:
            continue
        shown = log.tricks[revoke.trick - 1]
        lines.append(
            Line(
                seat=revoke.seat,
                rules=(revoke.rule,) + (("ECA-AMB-4",) if not options.classic else ()),
                text=revoke_text(revoke, shown, trump, options),
                verdict=revoke_verdict(revoke, shown, trump, options),
            )
        )
    if number < TRICKS:
        return Applied(state=state, lines=tuple(lines))
    return _score(state, options, lines)


class ThrowInMove(MoveModel):
    """A seat throws in its cards during the tricks (ECA-THROW): the tricks not played go to
    the other seat, and the hand is scored."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"type": "throw_in", "seat": 1}]})

    type: Literal["throw_in"]
    seat: SeatNo


def throw_in(state: EcarteState, move: ThrowInMove, options: EcarteOptions) -> Applied:
    log = state.log
    if log.trump is None or log.closed is None:
        raise IllegalMove(
            "ECA-THROW",
            _t(
                "Si gettano le carte durante le prese: registrate prima la carta girata e come "
                "è finito lo scambio, oppure la mano intera con il riepilogo.",
                "Cards are thrown in during the tricks: first enter the turned-up card and how "
                "the exchange ended, or the whole hand with the summary.",
            ),
        )
    t = move.seat
    check_throw_in(t, sum(1 for done in log.tricks if done.winner == t))
    log.thrown_in = t  # the scoring lines say who threw in, and where the rest go
    return _score(state, options, [])


def _score(state: EcarteState, options: EcarteOptions, lines: list[Line]) -> Applied:
    """The fifth trick: score the hand from its log."""
    log = state.log
    totals, dealer = list(state.totals), state.dealer
    made: dict[tuple[object, ...], HandFacts] = {}
    seeds: Seeds = {}  # the hand's seeds, shared by its lines' readings and its alternatives

    def facts_of(under: EcarteOptions) -> HandFacts:
        """The log's facts under ``under``, read once for all the readings that share them."""
        key = facts_key(under)
        if key not in made:
            made[key] = facts_from_log(log, dealer, under)
        return made[key]

    def score(under: EcarteOptions) -> list[int]:
        facts = facts_of(under)
        return settle(
            totals,
            facts,
            under,
            trump=log.trump,
            turned_up_done=True,
            declared_done=True,
            facts_for=facts_of,
            explain=False,
            seeds=seeds,
        ).scores

    facts = facts_of(options)
    settled = settle(
        totals,
        facts,
        options,
        trump=log.trump,
        turned_up_done=True,
        declared_done=True,
        facts_for=facts_of,
        seeds=seeds,
    )
    won = facts.tricks  # a seat that threw in leaves the tricks not played to the other
    lines.append(
        Line(
            rules=("ECA-PLAY",),
            text=_t(
                f"Fine mano: {seat(0)} {_tricks_it(won[0])}, {seat(1)} {won[1]}.",
                f"End of the hand: {seat(0)} {_tricks_en(won[0])}, {seat(1)} {won[1]}.",
            ),
        )
    )
    return score_and_close(state, settled, options, score, ends_hand=True, extra=lines)


def _tricks_it(n: int) -> str:
    return "1 presa" if n == 1 else f"{n} prese"


def _tricks_en(n: int) -> str:
    return "1 trick" if n == 1 else f"{n} tricks"


def _check_fresh(state: EcarteState, lead: str, follow: str) -> None:
    """ECA-DECK: two different cards, neither played already nor the turned-up card."""
    log = state.log
    if lead == follow:
        raise IllegalMove(
            "ECA-DECK",
            _t(
                f"{label(lead)} due volte nella stessa presa: nel mazzo ce n'è una.",
                f"{label(lead)} twice in one trick: the deck has one.",
            ),
        )
    for card in (lead, follow):
        if card == log.turned_up:
            raise IllegalMove(
                "ECA-DECK",
                _t(
                    f"{label(card)} è la carta girata sotto il tallone: non è in mano a nessuno.",
                    f"{label(card)} is the card turned up under the stock: nobody holds it.",
                ),
            )
        for n, done in enumerate(log.tricks, start=1):
            if card in (done.lead, done.follow):
                raise IllegalMove(
                    "ECA-DECK",
                    _t(
                        f"{label(card)} è già stata giocata nella presa {n}.",
                        f"{label(card)} was already played in trick {n}.",
                    ),
                )


def _check_known(
    state: EcarteState, s: int, card: str, led: str | None, options: EcarteOptions
) -> None:
    """What the log knows of seat ``s``'s hand: the declared King of trumps, until played."""
    log = state.log
    trump = log.trump
    assert trump is not None
    king = king_of(trump)
    played = {c for t in log.tricks for c in (t.lead, t.follow)}
    k = "ECA-CLASSIC-K" if options.classic else "ECA-SEED-K"
    if card == king and log.declared is not None and log.declared != s:
        raise IllegalMove(
            k,
            _t(
                f"Il Re di briscola ({label(king)}) l'ha dichiarato {seat(log.declared)}: "
                f"{seat(s)} non può giocarlo.",
                f"{seat(log.declared)} declared the King of trumps ({label(king)}): {seat(s)} "
                "cannot play it.",
            ),
        )
    if log.declared != s or king in played or card == king:
        return
    left = HAND_SIZE - len(log.tricks)
    if left == 1:
        raise IllegalMove(
            k,
            _t(
                f"{seat(s)} ha dichiarato il Re di briscola e non l'ha ancora giocato: la sua "
                f"ultima carta è {label(king)}.",
                f"{seat(s)} declared the King of trumps and has not played it: their last card "
                f"is {label(king)}.",
            ),
        )
    if led is None:
        return
    answer = legal_answers(trump, led, [card, king], options)
    if card not in answer.legal:
        rule = "ECA-FORZ" if answer.duty in ("follow_highest", "trump_highest") else "ECA-PLAY"
        if answer.duty == "follow_win":
            rule = "ECA-CLASSIC-REVOKE"
        duty = duty_text(answer, trump, led)
        raise IllegalMove(
            rule,
            _t(
                f"{seat(s)} ha in mano il Re di briscola ({label(king)}), che ha dichiarato: "
                f"non può rispondere {label(card)}. {duty.it}",
                f"{seat(s)} holds the declared King of trumps ({label(king)}): they cannot "
                f"answer {label(card)}. {duty.en}",
            ),
        )


#: The rules a hand scored from its log may cite (the fifth trick, or a seat throwing in).
SCORED_BY = (
    "ECA-PLAY",
    "ECA-FORZ",
    "ECA-AMB-9",
    "ECA-SEED-3T",
    "ECA-AMB-1",
    "ECA-SEED-VOLE",
    "ECA-SEED-K",
    "ECA-SEED-UNDECL",
    "ECA-AMB-2",
    "ECA-AMB-3",
    "ECA-SEED-PREP",
    "ECA-PREP",
    "ECA-AMB-5",
    "ECA-SEED-REVOKE",
    "ECA-AMB-4",
    "ECA-AMB-8",
    "ECA-CLASSIC-K",
    "ECA-CLASSIC-TRICKS",
    "ECA-CLASSIC-STOOD",
    "ECA-AMB-6",
    "ECA-CLASSIC-REVOKE",
    "ECA-MATCH",
)


TRICK = move_type(
    TrickMove,
    trick,
    label=("Presa", "Trick"),
    description=(
        "Le due carte di una presa, nell'ordine in cui sono giocate; dopo la quinta la mano "
        "si conta da sola.",
        "A trick's two cards, in the order played; after the fifth the hand scores itself.",
    ),
    rules=SCORED_BY,
    may_end_hand=True,
)


THROW_IN = move_type(
    ThrowInMove,
    throw_in,
    label=("Getta le carte", "Throws in"),
    description=(
        "Durante le prese, un giocatore getta le carte: le prese che restano vanno "
        "all'avversario e la mano si conta.",
        "During the tricks, a player throws in their cards: the tricks left go to the "
        "opponent and the hand is scored.",
    ),
    rules=("ECA-THROW", *SCORED_BY),
    ends_hand=True,
)
