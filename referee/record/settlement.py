"""The evening's settlement: a table's totals (or placings) at the agreed stake, as the fewest
payments ("Carla pays Anna 3.20 €"). The rules of the money are the games' own
(:mod:`referee.games.base.settlement`); this reads the table and speaks the amounts."""

from __future__ import annotations

from dataclasses import dataclass

from ..games.base import Text
from ..games.base.settlement import (
    AMOUNT_PATTERN,
    PER,
    PER_POINT,
    fewest_payments,
    nets_per_placing,
    nets_per_point,
)
from ..problems import Invalid, Refused
from ..tables import TableView
from ..tables.commands import stake_cents
from ..tables.messages import BAD_PER

STAKE_PATTERN = AMOUNT_PATTERN


@dataclass(frozen=True)
class Payment:
    payer: int
    payee: int
    cents: int


@dataclass(frozen=True)
class Settlement:
    """What each seat wins (negative: pays), in cents, and the payments that settle it."""

    per: str
    stake_cents: int
    nets: tuple[int, ...]
    payments: tuple[Payment, ...]


NO_STAKE = Text(
    it="Questo tavolo non ha fissato una posta: scrivine una.",
    en="This table agreed no stake: type one.",
)
NO_MONEY_PER_POINT = Text(
    it="I punti di questo gioco non si pagano a punto: scegli la posta per piazzamento.",
    en="This game's points are not paid per point: choose a stake per placing.",
)


def settle_table(view: TableView, stake: str | None, per: str | None) -> Settlement:
    """The settlement at the stake asked (typed as players write it), else at the stake the
    table agreed when it was created; ``per`` likewise."""
    agreed = view.table.stake
    if stake is None or stake == "":
        if agreed is None:
            raise Refused(NO_STAKE, field="stake")
        return settle(view, int(agreed["cents"]), per or str(agreed["per"]))
    default_per = str(agreed["per"]) if agreed is not None else PER_POINT
    return settle(view, stake_cents(stake), per or default_per)


def settle(view: TableView, cents: int, per: str) -> Settlement:
    """The table's settlement at ``cents`` per point or per placing."""
    if per not in PER:
        raise Invalid(BAD_PER, field="per")
    if per == PER_POINT:
        money = view.game.money
        if money is None:
            raise Refused(NO_MONEY_PER_POINT, field="per")
        units = nets_per_point(view.totals, money)
    else:
        ranks = {st.seat: st.rank for st in view.standings}
        units = nets_per_placing([ranks[seat] for seat in range(len(view.totals))])
    nets = tuple(u * cents for u in units)
    payments = tuple(Payment(*p) for p in fewest_payments(nets))
    return Settlement(per, cents, nets, payments)


def money_text(cents: int, lang: str) -> str:
    """An amount as its readers write it: ``3,20 €`` in Italian, ``€3.20`` in English."""
    sign = "−" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    if lang == "it":
        return f"{sign}{whole},{part:02d} €"
    return f"{sign}€{whole}.{part:02d}"


def payment_text(payment: Payment, names: list[str]) -> Text:
    payer, payee = names[payment.payer], names[payment.payee]
    return Text(
        it=f"{payer} paga {money_text(payment.cents, 'it')} a {payee}",
        en=f"{payer} pays {payee} {money_text(payment.cents, 'en')}",
    )
