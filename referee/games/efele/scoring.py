"""The end of a game (EFE-END) and the evening's tally.

A game's "score" is one Efele for its Efele (each of them, in a deadlock's joint Efele) and
nothing for the others; the evening's totals are the Efele counts. Each seat's finishing
place (1 = first out; the Efele last) and the stake the Efele owes go into the tally.
"""

from __future__ import annotations

from ..base import Alternative, HandResult, Line, seat
from ..base import it_en as _t
from .options import OPTION_SPECS, EfeleOptions
from .state import EfeleState, ordinal, seats_text


def places(state: EfeleState, efele: list[int]) -> dict[int, int]:
    """Each seat's finishing place: the exit order, then the Efele (tied, in a deadlock)."""
    found = {s: k + 1 for k, s in enumerate(state.exit_order)}
    last = len(state.exit_order) + 1
    found.update({s: last for s in efele})
    return found


def penalty_text(state: EfeleState, options: EfeleOptions) -> tuple[str, str]:
    """What the Efele pays: the stake's points and/or the written forfeit."""
    parts_it: list[str] = []
    parts_en: list[str] = []
    if options.stake:
        one = options.stake == 1
        parts_it.append(f"{options.stake} punt{'o' if one else 'i'}")
        parts_en.append(f"{options.stake} point{'' if one else 's'}")
    if state.forfeit:
        forfeit = escape(state.forfeit)
        parts_it.append(f"la penitenza «{forfeit}»")
        parts_en.append(f"the forfeit '{forfeit}'")
    if not parts_it:
        return "nessuna penalità concordata", "no agreed penalty"
    return " e ".join(parts_it), " and ".join(parts_en)


def escape(text: str) -> str:
    """Typed text inside a :class:`~referee.games.base.Text`: its braces are no placeholders."""
    return text.replace("{", "{{").replace("}", "}}")


def end_game(
    state: EfeleState, efele: list[int], options: EfeleOptions, *, deadlock: bool = False
) -> tuple[list[Line], HandResult]:
    """Record the game's end: the Efele, every seat's place and the stakes; say so."""
    number = state.game
    found = places(state, efele)
    scores = [1 if s in efele else 0 for s in range(state.seats)]
    for s, place in found.items():
        tally = state.tally[s]
        while len(tally.positions) < place:
            tally.positions.append(0)
        tally.positions[place - 1] += 1
    for s in efele:
        state.tally[s].efele_count += 1
        state.tally[s].stakes += options.stake
    state.efele_seats = list(efele)
    state.efele = efele[0]
    state.games_played += 1
    pays_it, pays_en = penalty_text(state, options)
    order_it = ", ".join(f"{ordinal(k + 1).it} {seat(s)}" for k, s in enumerate(state.exit_order))
    order_en = ", ".join(f"{ordinal(k + 1).en} {seat(s)}" for k, s in enumerate(state.exit_order))
    lines: list[Line] = []
    if len(efele) == 1:
        (who,) = efele
        lines.append(
            Line(
                seat=who,
                points=1,
                rules=("EFE-END",),
                text=_t(
                    f"Partita {number}: resta solo {seat(who)}, che è l'Efele e paga "
                    f"{pays_it}. Ordine di uscita: {order_it}.",
                    f"Game {number}: only {seat(who)} is left: the Efele, who pays {pays_en}. "
                    f"Order out: {order_en}.",
                ),
            )
        )
    else:
        names_it, names_en = seats_text(efele).it, seats_text(efele).en
        order_it = order_it or "nessuno"
        order_en = order_en or "nobody"
        lines.append(
            Line(
                rules=("EFE-AMB-7", "EFE-END"),
                text=_t(
                    f"Partita {number}: bloccata, nessuno può più chiudere. {names_it} sono "
                    f"Efele insieme e pagano ciascuno {pays_it}. Ordine di uscita: {order_it}.",
                    f"Game {number}: deadlocked, nobody can complete any more. {names_en} are "
                    f"Efele together and each pays {pays_en}. Order out: {order_en}.",
                ),
            )
        )
        for s in efele:
            lines.append(
                Line(
                    seat=s,
                    points=1,
                    rules=("EFE-AMB-7",),
                    text=_t(
                        f"{seat(s)}: Efele (partita bloccata: tutti i rimasti sono Efele).",
                        f"{seat(s)}: Efele (deadlock: all the players left are Efele).",
                    ),
                )
            )
    readings = alternatives(state, efele, scores, options) if deadlock else []
    readings += weli_alternatives(state, scores, options)
    return lines, HandResult(number=number, scores=tuple(scores), alternatives=tuple(readings))


def alternatives(
    state: EfeleState, efele: list[int], scores: list[int], options: EfeleOptions
) -> list[Alternative]:
    """A deadlock's other reading (EFE-AMB-7): the cards dealt again, nobody Efele yet."""
    spec = next(s for s in OPTION_SPECS if s.key == "deadlock")
    found: list[Alternative] = []
    for choice in spec.choices:
        if choice.value == options.deadlock or choice.value != "redeal":
            continue
        alt = tuple(0 for _ in scores)
        names_it, names_en = seats_text(efele).it, seats_text(efele).en
        found.append(
            Alternative(
                option="deadlock",
                value=choice.value,
                rules=spec.rules,
                scores=alt,
                text=_t(
                    f"Con «{choice.label.it}»: nessun Efele per ora; {names_it} giocano una "
                    "nuova distribuzione.",
                    f"With '{choice.label.en}': no Efele yet; {names_en} play a new deal.",
                ),
            )
        )
    return found


def weli_alternatives(
    state: EfeleState, scores: list[int], options: EfeleOptions
) -> list[Alternative]:
    """EFE-AMB-8's other reading, where a player went out with three cards of a dead value
    and the Weli: that set would not have stood, the player would still be in, and the game
    would go on with nobody Efele yet."""
    if not state.weli_dead or options.weli_dead_value != "wins":
        return []
    spec = next(s for s in OPTION_SPECS if s.key == "weli_dead_value")
    choice = next(c for c in spec.choices if c.value == "refused")
    names = seats_text(state.weli_dead)
    one = len(state.weli_dead) == 1
    return [
        Alternative(
            option=spec.key,
            value=choice.value,
            rules=spec.rules,
            scores=tuple(0 for _ in scores),
            text=_t(
                f"Con «{choice.label.it}»: {names.it} non sarebbe"
                f"{'' if one else 'ro'} uscit{'o' if one else 'i'} con tre carte di un valore "
                "morto e il Weli; la partita andrebbe avanti, nessun Efele per ora.",
                f"With '{choice.label.en}': {names.en} would not have gone out with three "
                "cards of a dead value and the Weli; the game would go on, nobody Efele yet.",
            ),
        )
    ]


def reset_game(state: EfeleState) -> None:
    """Forget the game under way: the next one starts with nobody out and an empty centre."""
    state.exit_order = []
    state.efele = None
    state.efele_seats = []
    state.centre = []
    state.weli_value = None
    state.round_value = None
    state.round_open = False
    state.claimed = []
    state.weli_dead = []
    state.reshuffles = 0
    state.redeals = 0
    state.logged = 0
