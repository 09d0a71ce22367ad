"""Trick play (ECA-PLAY, ECA-FORZ, ECA-AMB-9): which cards may answer a lead, who takes a
trick, and the revokes a log of tricks shows.

Pure functions of cards and options; the moves and the checks both use them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from ..base import Text, seat
from ..base import it_en as _t
from ..cards import SUIT_SYMBOLS
from .deck import label, strength, suit_name, suit_of
from .options import EcarteOptions
from .state import Revoke, Trick

#: What a hand must do to answer a lead.
Duty = Literal["lead", "follow", "follow_win", "follow_highest", "trump", "trump_highest", "any"]


@dataclass(frozen=True)
class Answer:
    """The cards of a hand that may answer a lead, the duty that leaves them, and its rules."""

    legal: tuple[str, ...]
    duty: Duty
    rules: tuple[str, ...]


def beats(card: str, other: str, trump: str) -> bool:
    """Whether ``card`` played after ``other`` (the lead) takes the trick."""
    if suit_of(card) == suit_of(other):
        return strength(card) > strength(other)
    return suit_of(card) == trump


def legal_answers(
    trump: str, led: str | None, hand: Sequence[str], options: EcarteOptions
) -> Answer:
    """The cards of ``hand`` that may be played to ``led`` (None: the hand leads)."""
    cards = tuple(hand)
    if led is None:
        return Answer(cards, "lead", ("ECA-PLAY",))
    same = tuple(c for c in cards if suit_of(c) == suit_of(led))
    if same:
        if options.forzare:
            top = max(same, key=strength)
            return Answer((top,), "follow_highest", ("ECA-FORZ", "ECA-PLAY"))
        if options.classic:
            winners = tuple(c for c in same if strength(c) > strength(led))
            if winners:
                return Answer(winners, "follow_win", ("ECA-PLAY", "ECA-CLASSIC-REVOKE"))
        return Answer(same, "follow", ("ECA-PLAY",))
    trumps = tuple(c for c in cards if suit_of(c) == trump)
    if trumps and options.void_trump == "free":
        return Answer(cards, "any", ("ECA-VOID", "ECA-PLAY"))
    if trumps:
        if options.forzare and options.forzare_trumps:
            top = max(trumps, key=strength)
            return Answer((top,), "trump_highest", ("ECA-AMB-9", "ECA-FORZ", "ECA-PLAY"))
        return Answer(trumps, "trump", ("ECA-PLAY",))
    return Answer(cards, "any", ("ECA-PLAY",))


def duty_text(answer: Answer, trump: str, led: str | None) -> Text:
    """The duty in words: "Must follow hearts: 10♥, K♥"."""
    shown = ", ".join(label(c) for c in answer.legal) or "—"
    if led is None or answer.duty == "lead":
        return _t(f"Chi è di mano gioca ciò che vuole: {shown}.", f"The lead is free: {shown}.")
    it_suit, en_suit = suit_name(suit_of(led), "it"), suit_name(suit_of(led), "en")
    it_trump, en_trump = suit_name(trump, "it"), suit_name(trump, "en")
    by_duty = {
        "follow": (
            f"Bisogna rispondere a {it_suit}: {shown}.",
            f"Must follow {en_suit}: {shown}.",
        ),
        "follow_win": (
            f"Regole classiche: bisogna rispondere a {it_suit} e vincere la presa potendo: "
            f"{shown}.",
            f"Classic rules: must follow {en_suit} and win the trick when able: {shown}.",
        ),
        "follow_highest": (
            f"Forzare: bisogna rispondere a {it_suit} con la carta più alta: {shown}.",
            f"Forcing: must follow {en_suit} with the highest card: {shown}.",
        ),
        "trump": (
            f"Niente {it_suit}: bisogna tagliare con una briscola ({it_trump}): {shown}.",
            f"No {en_suit}: must trump ({en_trump}): {shown}.",
        ),
        "trump_highest": (
            f"Niente {it_suit}: con «forzare» si taglia con la briscola più alta: {shown}.",
            f"No {en_suit}: forcing means trumping with the highest trump: {shown}.",
        ),
        "any": (
            f"Né {it_suit} né briscole: qualsiasi carta: {shown}.",
            f"Neither {en_suit} nor trumps: any card: {shown}.",
        ),
    }
    it, en = by_duty[answer.duty]
    return _t(it, en)


def winner_text(lead: str, follow: str, trump: str) -> tuple[bool, Text]:
    """Whether the lead takes the trick, and why."""
    lead_l, follow_l = label(lead), label(follow)
    if suit_of(follow) == suit_of(lead):
        top, low = (follow_l, lead_l) if beats(follow, lead, trump) else (lead_l, follow_l)
        return not beats(follow, lead, trump), _t(
            f"{top} batte {low}: stesso seme, vale di più (Re, Donna, Jack, Asso, 10…).",
            f"{top} beats {low}: same suit, higher (King, Queen, Jack, Ace, 10…).",
        )
    if suit_of(follow) == trump:
        return False, _t(
            f"{follow_l} è una briscola e taglia {lead_l}.",
            f"{follow_l} is a trump and takes {lead_l}.",
        )
    return True, _t(
        f"{follow_l} non è né dello stesso seme né briscola: vince {lead_l}, di mano.",
        f"{follow_l} neither follows nor trumps: {lead_l}, the lead, wins.",
    )


def trick_winner(leader: int, lead: str, follow: str, trump: str) -> int:
    return leader if not beats(follow, lead, trump) else 1 - leader


def revokes_in(tricks: Sequence[Trick], trump: str, options: EcarteOptions) -> list[Revoke]:
    """The revokes the logged tricks show (the hand "shown" by the cards played later).

    A seat held at trick ``t`` every card it played from ``t`` on; a card it answered with
    that those cards make illegal is a revoke (seed: ECA-SEED-REVOKE; classic, failing to
    follow or to win when able: ECA-CLASSIC-REVOKE; with forcing, ECA-FORZ).
    """
    found: list[Revoke] = []
    for t, trick in enumerate(tricks):
        s = trick.follower
        held = [trick.follow] + [played_by(later, s) for later in tricks[t + 1 :]]
        answer = legal_answers(trump, trick.lead, held, options)
        if trick.follow in answer.legal:
            continue
        rule = "ECA-CLASSIC-REVOKE" if options.classic else "ECA-SEED-REVOKE"
        if answer.duty in ("follow_highest", "trump_highest"):
            rule = "ECA-FORZ"
        found.append(
            Revoke(seat=s, trick=t + 1, card=trick.follow, held=answer.legal[0], rule=rule)
        )
    return found


def played_by(trick: Trick, s: int) -> str:
    return trick.lead if trick.leader == s else trick.follow


def revoke_text(revoke: Revoke, trick: Trick, trump: str, options: EcarteOptions) -> Text:
    """Why a card was a revoke, said when the later card shows it."""
    who = seat(revoke.seat)
    card, held, led = label(revoke.card), label(revoke.held), label(trick.lead)
    answer = legal_answers(trump, trick.lead, [revoke.card, revoke.held], options)
    duty = duty_text(answer, trump, trick.lead)
    text = _t(
        f"Risposta sbagliata di {who} nella presa {revoke.trick}: su {led} ha giocato {card} "
        f"ma aveva {held}, che gioca ora. {duty.it}",
        f"Revoke by {who} in trick {revoke.trick}: to {led} they played {card} but held "
        f"{held}, played now. {duty.en}",
    )
    if not options.classic:
        once = options.revoke_penalty == "per_hand"
        return _t(
            text.it
            + " La presa resta valida: −1 a fine mano"
            + (" (al massimo uno per mano)." if once else "."),
            text.en
            + " The trick stands: −1 at the end of the hand"
            + (" (at most one a hand)." if once else "."),
        )
    other = seat(1 - revoke.seat)
    return _t(
        text.it + f" {other} può chiedere di rigiocare la mano: annullate le prese e "
        "registrate il riepilogo con «si rigioca»; altrimenti si va avanti.",
        text.en + f" {other} may demand a replay: undo the tricks and enter the summary with "
        "'replay'; otherwise play on.",
    )


def revoke_verdict(revoke: Revoke, trick: Trick, trump: str, options: EcarteOptions) -> Text:
    """A revoke's ruling in a few words, for the toast and the news: "Marco did not follow
    ♦: −1 at the hand's end" (the full reason is :func:`revoke_text`)."""
    who = seat(revoke.seat)
    answer = legal_answers(trump, trick.lead, [revoke.card, revoke.held], options)
    led, trumps = SUIT_SYMBOLS[suit_of(trick.lead)], SUIT_SYMBOLS[trump]
    followed = suit_of(revoke.card) == suit_of(trick.lead)
    if answer.duty in ("trump", "trump_highest") and suit_of(revoke.card) == trump:
        what = _t(
            f"{who} non ha tagliato con la briscola più alta",
            f"{who} did not trump with the highest trump",
        )
    elif answer.duty in ("trump", "trump_highest"):
        what = _t(f"{who} non ha tagliato ({trumps})", f"{who} did not trump ({trumps})")
    elif followed and answer.duty == "follow_win":
        what = _t(f"{who} non ha vinto la presa potendo", f"{who} did not win the trick when able")
    elif followed:
        what = _t(
            f"{who} non ha risposto a {led} con la carta più alta",
            f"{who} did not follow {led} with the highest card",
        )
    else:
        what = _t(f"{who} non ha risposto a {led}", f"{who} did not follow {led}")
    if options.classic:
        other = seat(1 - revoke.seat)
        return _t(
            f"{what.it}: {other} può chiedere di rigiocare la mano",
            f"{what.en}: {other} may demand a replay",
        )
    once = options.revoke_penalty == "per_hand"
    return _t(
        f"{what.it}: −1 a fine mano" + (" (al massimo uno per mano)" if once else ""),
        f"{what.en}: −1 at the hand's end" + (" (at most one a hand)" if once else ""),
    )
