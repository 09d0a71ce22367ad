"""The summary of a hand, entered in ten seconds: tricks, the King, prepotenza and revokes.

``{"type": "hand", "tricks": [3, 2], "king": 0, "king_declared": true, "prepotenza": 1,
"revokes": [0, 0]}``, seat by seat in seat order. ``king`` is the seat that held the King of
trumps when play began, ``"turned_up"``, or null; ``prepotenza`` the seat that played di
prepotenza, or null, or left out when the hand's exchange steps were logged (it is then
derived from them under ECA-AMB-5). What the hand's log already holds (the turn-up, the
exchange, a declared King) must agree with the summary; what the log holds is not scored
twice. Classic rules: ``"replay": true`` when the wronged player demanded a replay.
``thrown_in``: the seat that threw in its cards (ECA-THROW), with at most 2 tricks; the tricks
it leaves go to the other seat, so ``tricks`` may total less than 5. ``false_king``: the seat
that announced the King of trumps without holding it (ECA-FALSE-K).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from ..base import Applied, IllegalMove, JsonInt, MoveModel, SeatNo, move_type, seat
from ..base import it_en as _t
from .deck import TRICKS
from .flow import nothing_pending, score_and_close
from .options import EcarteOptions
from .scoring import HandFacts, Seeds, prepotenza_of, settle
from .state import EcarteState, check_seat, check_throw_in

StrictBool = Annotated[bool, Field(strict=True)]
Count = Annotated[JsonInt, Field(ge=0, le=TRICKS)]
Pair = Annotated[list[Count], Field(min_length=2, max_length=2)]


class HandMove(MoveModel):
    """A hand's summary: what decides its points, seat by seat."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "type": "hand",
                    "tricks": [3, 2],
                    "king": 0,
                    "king_declared": True,
                    "prepotenza": 1,
                    "revokes": [0, 0],
                },
                {"type": "hand", "tricks": [0, 5], "king": "turned_up"},
            ]
        }
    )

    type: Literal["hand"]
    tricks: Pair
    king: SeatNo | Literal["turned_up"] | None = None
    king_declared: StrictBool = False
    prepotenza: SeatNo | None = None
    revokes: Pair = Field(default_factory=lambda: [0, 0])
    replay: StrictBool = False
    thrown_in: SeatNo | None = None
    false_king: SeatNo | None = None


def _k(options: EcarteOptions) -> str:
    return "ECA-CLASSIC-K" if options.classic else "ECA-SEED-K"


def summary(
    state: EcarteState, move: HandMove, options: EcarteOptions, *, readings: bool = True
) -> Applied:
    """The hand scored from its summary. Without ``readings``, only the points count: what
    other rule sets would have scored and the lines' explanations are left out (what is at
    stake asks only what each outcome scores)."""
    log = state.log
    if log.tricks:
        raise IllegalMove(
            "ECA-PLAY",
            _t(
                f"Le prese di questa mano si stanno registrando ({len(log.tricks)} su 5): la "
                "mano si conta da sola dopo la quinta.",
                f"This hand's tricks are being logged ({len(log.tricks)} of 5): the hand scores "
                "itself after the fifth.",
            ),
        )
    tricks = _tricks(move)
    if sum(move.tricks) != TRICKS and move.thrown_in is None:
        raise IllegalMove(
            "ECA-PLAY",
            _t(
                f"Le prese sono 5 in tutto, non {move.tricks[0]} + {move.tricks[1]} = "
                f"{sum(move.tricks)}.",
                f"There are 5 tricks in all, not {move.tricks[0]} + {move.tricks[1]} = "
                f"{sum(move.tricks)}.",
            ),
        )
    _check_false_king(state, move)
    king = move.king
    if isinstance(king, int):
        check_seat(king)
    if move.prepotenza is not None:
        check_seat(move.prepotenza)
    _check_king(state, move, options)
    prepotenza = move.prepotenza
    if log.exchange_logged:
        nothing_pending(state)
        derived = prepotenza_of(log, state.dealer, options)
        if "prepotenza" in move.model_fields_set and move.prepotenza != derived:
            shown_it = seat(derived) if derived is not None else "nessuno"
            shown_en = seat(derived) if derived is not None else "nobody"
            raise IllegalMove(
                "ECA-AMB-5",
                _t(
                    f"Dallo scambio registrato gioca di prepotenza {shown_it}: lasciate vuoto "
                    "il campo, o correggete lo scambio.",
                    f"By the logged exchange, {shown_en} plays di prepotenza: leave the field "
                    "out, or correct the exchange.",
                ),
            )
        prepotenza = derived
    if sum(move.revokes) > TRICKS:
        raise IllegalMove(
            "ECA-CLASSIC-REVOKE" if options.classic else "ECA-SEED-REVOKE",
            _t(
                "Si risponde al più 5 volte in una mano: le risposte sbagliate non possono "
                "essere più di 5.",
                "A hand has at most 5 answers to a lead: there cannot be more than 5 revokes.",
            ),
        )
    if move.replay and not (options.classic and sum(move.revokes)):
        raise IllegalMove(
            "ECA-CLASSIC-REVOKE",
            _t(
                "Si rigioca la mano solo con le regole classiche, dopo una risposta sbagliata.",
                "A hand is replayed only under the classic rules, after a revoke.",
            ),
        )
    turned_up_done = bool(log.turned_up and log.turned_up[:-1] == "K")
    declared_done = log.declared is not None
    totals, dealer = list(state.totals), state.dealer

    # The facts under each reading, made once: only prepotenza read from a logged exchange
    # depends on the options (ECA-AMB-5).
    made: dict[int | None, HandFacts] = {}
    seeds: Seeds = {}  # the hand's seeds, shared by its lines' readings and its alternatives

    def facts_under(under: EcarteOptions) -> HandFacts:
        prep = prepotenza_of(log, dealer, under) if log.exchange_logged else prepotenza
        if prep not in made:
            made[prep] = HandFacts(
                dealer=dealer,
                tricks=tricks,
                king=king,
                king_declared=move.king_declared,
                prepotenza=prep,
                revokes=(move.revokes[0], move.revokes[1]),
                replay=move.replay,
                thrown_in=move.thrown_in,
                false_king=move.false_king,
            )
        return made[prep]

    def score(under: EcarteOptions) -> list[int]:
        return settle(
            totals,
            facts_under(under),
            under,
            trump=log.trump,
            turned_up_done=turned_up_done,
            declared_done=declared_done,
            facts_for=facts_under,
            explain=False,
            seeds=seeds,
        ).scores

    settled = settle(
        totals,
        facts_under(options),
        options,
        trump=log.trump,
        turned_up_done=turned_up_done,
        declared_done=declared_done,
        facts_for=facts_under,
        explain=readings,
        seeds=seeds,
    )
    return score_and_close(
        state,
        settled,
        options,
        None if move.replay or not readings else score,
        ends_hand=True,
        same_dealer=move.replay,
    )


def _tricks(move: HandMove) -> tuple[int, int]:
    """Each seat's tricks, those a seat threw in counted to the other (ECA-THROW)."""
    t = move.thrown_in
    if t is None:
        return move.tricks[0], move.tricks[1]
    check_seat(t)
    kept = move.tricks[t]
    check_throw_in(t, kept)
    if sum(move.tricks) > TRICKS:
        raise IllegalMove(
            "ECA-THROW",
            _t(
                f"Le prese sono 5 in tutto, non {sum(move.tricks)}.",
                f"There are 5 tricks in all, not {sum(move.tricks)}.",
            ),
        )
    other = TRICKS - kept
    return (kept, other) if t == 0 else (other, kept)


def _check_false_king(state: EcarteState, move: HandMove) -> None:
    """ECA-FALSE-K: a false announcement is not the logged declaration, nor by the holder."""
    f = move.false_king
    if f is None:
        return
    check_seat(f)
    if state.log.declared is not None:
        raise IllegalMove(
            "ECA-FALSE-K",
            _t(
                f"Il registro dice che {seat(state.log.declared)} ha dichiarato il Re di "
                "briscola: se non lo aveva, prima correggete il registro.",
                f"The log says {seat(state.log.declared)} declared the King of trumps: if they "
                "did not hold it, correct the log first.",
            ),
        )
    if move.king == f:
        raise IllegalMove(
            "ECA-FALSE-K",
            _t(
                f"{seat(f)} aveva il Re di briscola: il suo annuncio non era falso.",
                f"{seat(f)} held the King of trumps: their announcement was not false.",
            ),
        )


def _check_king(state: EcarteState, move: HandMove, options: EcarteOptions) -> None:
    """The King in the summary agrees with itself and with the hand's log."""
    log, king, k = state.log, move.king, _k(options)
    if king is None and move.king_declared:
        raise IllegalMove(
            k,
            _t(
                "Re dichiarato: dite anche chi lo aveva («king»).",
                "King declared: also say who held it ('king').",
            ),
        )
    if king == "turned_up" and move.king_declared:
        raise IllegalMove(
            k,
            _t(
                "Il Re di briscola girato non si dichiara: il suo punto va al mazziere. Non può "
                "essere insieme girato e dichiarato.",
                "A turned-up King of trumps is not declared: its point goes to the dealer. It "
                "cannot be both turned up and declared.",
            ),
        )
    if log.turned_up is not None:
        is_king = log.turned_up[:-1] == "K"
        if is_king and king != "turned_up":
            raise IllegalMove(
                k,
                _t(
                    "La carta girata registrata è il Re di briscola: «king» è «turned_up».",
                    "The logged turned-up card is the King of trumps: 'king' is 'turned_up'.",
                ),
            )
        if not is_king and king == "turned_up":
            raise IllegalMove(
                k,
                _t(
                    "La carta girata registrata non è un Re: il Re di briscola non è stato girato.",
                    "The logged turned-up card is not a King: the King of trumps was not "
                    "turned up.",
                ),
            )
    if log.declared is not None and (king != log.declared or not move.king_declared):
        raise IllegalMove(
            k,
            _t(
                f"Il registro dice che {seat(log.declared)} ha dichiarato il Re di briscola: "
                f"«king» è {log.declared} e «king_declared» è vero.",
                f"The log says {seat(log.declared)} declared the King of trumps: 'king' is "
                f"{log.declared} and 'king_declared' is true.",
            ),
        )


HAND = move_type(
    HandMove,
    summary,
    label=("Riepilogo della mano", "Hand summary"),
    description=(
        "Le prese di ciascuno, chi aveva il Re di briscola e se l'ha dichiarato, chi ha "
        "giocato di prepotenza, le risposte sbagliate.",
        "Each seat's tricks, who held the King of trumps and whether it was declared, who "
        "played di prepotenza, the revokes.",
    ),
    rules=(
        "ECA-SEED-K",
        "ECA-SEED-3T",
        "ECA-AMB-1",
        "ECA-SEED-VOLE",
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
        "ECA-AMB-7",
        "ECA-MATCH",
        "ECA-THROW",
        "ECA-FALSE-K",
    ),
    ends_hand=True,
)
