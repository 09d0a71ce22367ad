"""The evening's settlement: a table's totals (or placings) at the agreed stake, as the fewest
payments ("Carla pays Anna 3.20 €"). The rules of the money are the games' own
(:mod:`referee.games.base.settlement`); this reads the table and speaks the amounts."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..games.base import Text
from ..games.base.settlement import (
    PER_PLACING,
    PER_POINT,
    fewest_payments,
    nets_per_placing,
    nets_per_point,
)
from ..problems import Invalid, Refused
from ..tables import TableView

#: The largest stake, in cents (a hundred euros a point is already a serious evening).
STAKE_MAX_CENTS = 10_000
STAKE_PATTERN = r"^\d{1,3}([.,]\d{1,2})?$"
PER = (PER_POINT, PER_PLACING)


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


BAD_STAKE = Text(
    it="La posta è un importo come 0,10 o 2,50 (al massimo 100,00).",
    en="The stake is an amount such as 0.10 or 2.50 (at most 100.00).",
)
BAD_PER = Text(
    it="La posta è «per punto» (point) o «per piazzamento» (placing).",
    en="The stake is 'per point' (point) or 'per placing' (placing).",
)
NO_MONEY_PER_POINT = Text(
    it="I punti di questo gioco non si pagano a punto: scegli la posta per piazzamento.",
    en="This game's points are not paid per point: choose a stake per placing.",
)


def stake_cents(raw: str) -> int:
    """A stake typed as players write it (``0.10``, ``0,10``, ``2``), in cents."""
    text = raw.strip()
    if not re.fullmatch(STAKE_PATTERN, text):
        raise Invalid(BAD_STAKE, field="stake")
    whole, _, part = text.replace(",", ".").partition(".")
    cents = int(whole) * 100 + int((part + "00")[:2])
    if cents > STAKE_MAX_CENTS:
        raise Invalid(BAD_STAKE, field="stake")
    return cents


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
