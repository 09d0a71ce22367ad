"""Random Tarocco moves for the conformance playouts.

Moves follow the phase of the hand: the first auction's calls, solo or passo, venti or zero,
quindici, the King call (now and then with the hand, calling what the rules say), the trick
log, the partner and the piles of a random split of the 63 cards. Most are legal; some are
not, the way a table gets them wrong: a second call, a call out of turn, a piglio with no
offer, a dealer's solo under V3, a King call against the rules, card points over 109. A
summary of a whole hand comes often enough for a game to reach its end.
"""

from __future__ import annotations

from typing import Any

from ..base import Rng
from .cards import COUNTING, DECK, DECK_SIZE, TOTAL, Card
from .declarations import quindici_order
from .king import card_to_call
from .options import TaroccoOptions
from .state import SEATS, TaroccoState, from_dealers_right, right_of


def random_move(state: TaroccoState, options: TaroccoOptions, rng: Rng) -> dict[str, Any]:
    phase = state.phase
    if phase in ("auction", "finished") and not state.bids and rng.random() < 0.4:
        return _summary(state, rng)
    if phase in ("auction", "finished"):
        return _bid(state, options, rng)
    if phase == "solo":
        return _call(
            _due(state, from_dealers_right(state.dealer), rng),
            rng.choice(["solo", "passo", "passo", "passo"]),
        )
    if phase == "venti":
        move = _call(
            _due(state, from_dealers_right(state.dealer), rng),
            rng.choice(["venti", "zero", "zero"]),
        )
        if rng.random() < 0.3:
            move["cards"] = _sample(COUNTING, rng.randrange(1, 6), rng)
        return move
    if phase == "quindici":
        move = _call(
            _due(state, quindici_order(state, options), rng),
            rng.choice(["quindici", "passo", "passo"]),
        )
        if move["call"] == "quindici" and rng.random() < 0.3:
            move["cards"] = _sample(COUNTING, rng.randrange(1, 4), rng)
        return move
    if phase == "king_call":
        return _king_call(state, options, rng)
    roll = rng.random()
    if roll < 0.3 and len(state.tricks) < 15:
        return _trick(state, rng)
    if roll < 0.4 and state.called is not None and state.partner is None:
        return {"type": "partner", "seat": rng.randrange(SEATS), "monte": rng.random() < 0.1}
    return _end(state, rng)


def _call(s: int, word: str) -> dict[str, Any]:
    return {"type": "call", "seat": s, "call": word}


def _due(state: TaroccoState, order: list[int], rng: Rng) -> int:
    """Whose turn it is, now and then someone else (out of turn)."""
    if rng.random() < 0.05 or len(state.spoken) >= len(order):
        return rng.randrange(SEATS)
    return order[len(state.spoken)]


def _sample(pool: tuple[str, ...] | list[str], n: int, rng: Rng) -> list[str]:
    cards = list(pool)
    return [cards.pop(rng.randrange(len(cards))) for _ in range(min(n, len(cards)))]


def _bid(state: TaroccoState, options: TaroccoOptions, rng: Rng) -> dict[str, Any]:
    waiting = [s for s in range(SEATS) if s not in state.spoken]
    if options.bid1_order == "turn":
        waiting = [s for s in from_dealers_right(state.dealer) if s not in state.spoken][:1]
    s = rng.randrange(SEATS) if rng.random() < 0.05 or not waiting else rng.choice(waiting)
    word = rng.choice(["vado", "vado", "offro", "piglio", "tengo"])
    move = _call(s, word)
    if word == "offro":
        move["points"] = rng.randrange(1, 9) if rng.random() < 0.97 else 12
    elif word == "piglio":
        offers = [b.seat for b in state.bids if b.call == "offro"]
        if offers and rng.random() < 0.9:
            move["accepts"] = rng.choice(offers)
    return move


def _summary(state: TaroccoState, rng: Rng) -> dict[str, Any]:
    contract = rng.choice(["solo", "pairs", "pairs", "offer", "abandoned"])
    if contract == "solo":
        points = rng.randrange(TOTAL + 1) if rng.random() < 0.97 else 120
        return {
            "type": "hand",
            "contract": "solo",
            "soloist": rng.randrange(SEATS),
            "card_points": points,
        }
    if contract == "pairs":
        mate = rng.randrange(1, SEATS)
        first = [0, mate]
        pairs = [first, [s for s in range(SEATS) if s not in first]]
        x = rng.randrange(TOTAL + 1)
        points: list[int | None] = rng.choice([[x, None], [None, x], [x, TOTAL - x]])
        if rng.random() < 0.03:
            points = [x, TOTAL - x + 1]
        return {"type": "hand", "contract": "pairs", "pairs": pairs, "card_points": points}
    if contract == "offer":
        offerer = rng.randrange(SEATS)
        return {
            "type": "hand",
            "contract": "offer",
            "offerer": offerer,
            "taker": right_of(offerer, rng.randrange(1, SEATS)),
            "points": rng.randrange(1, 9),
        }
    return {"type": "hand", "contract": "abandoned"}


def _king_call(state: TaroccoState, options: TaroccoOptions, rng: Rng) -> dict[str, Any]:
    declarer = state.declarer if state.declarer is not None else 0
    s = declarer if rng.random() < 0.95 else right_of(declarer)
    if rng.random() < 0.5:
        return {"type": "king_call", "seat": s, "card": rng.choice(["KS", "KC", "KB", "KO"])}
    hand = _sample(DECK, 15, rng)
    verdict = card_to_call([Card(c) for c in hand], options)
    if verdict.must_call is not None and rng.random() < 0.9:
        card = verdict.must_call
    elif verdict.candidates and rng.random() < 0.9:
        card = rng.choice(list(verdict.candidates))
    else:
        card = rng.choice([c for c in DECK if c not in hand])
    return {"type": "king_call", "seat": s, "card": card, "hand": hand}


def _trick(state: TaroccoState, rng: Rng) -> dict[str, Any]:
    played = {c for t in state.tricks for c in t.cards}
    left = [c for c in DECK if c not in played]
    cards = _sample(left, 4, rng)
    move: dict[str, Any] = {"type": "trick", "cards": cards}
    if rng.random() < 0.05:
        move["leader"] = rng.randrange(SEATS)
    if rng.random() < 0.1:
        move["signal"] = rng.choice([["Giove"], ["Palla"], ["Giove", "Palla"]])
    return move


def _end(state: TaroccoState, rng: Rng) -> dict[str, Any]:
    """The piles of a random split of the 63 cards, each side entered one way or another."""
    solo = state.soloist is not None
    partner = None
    if not solo and state.partner is None:
        partner = rng.choice([s for s in range(SEATS) if s != state.declarer])
    mates = [state.soloist] if solo else [state.declarer, partner]
    if state.partner is not None:
        mates = [state.declarer, state.partner]
    monte_side = 0 if solo or state.dealer in mates else 1
    tricks = rng.randrange(16)
    sizes = [4 * tricks + 3, DECK_SIZE - 4 * tricks - 3]
    if monte_side == 1:
        sizes.reverse()
    deck = _sample(DECK, DECK_SIZE, rng)
    split = [deck[: sizes[0]], deck[sizes[0] :]]
    last = rng.randrange(2)
    piles: list[dict[str, Any] | None] = [_pile(cards, rng) for cards in split]
    if rng.random() < 0.5:
        piles[rng.randrange(2)] = None
    for i, pile in enumerate(piles):
        if pile is not None and "points" in pile:
            pile["points"] = _typed(split[i], last == i)
    move: dict[str, Any] = {"type": "end", "piles": piles}
    if len(state.tricks) == 15 and rng.random() < 0.7:
        del move["piles"]  # the log's own piles
    if len(state.tricks) < 15:
        move["last_trick"] = last
    if partner is not None:
        move["partner"] = partner
    return move


def _pile(cards: list[str], rng: Rng) -> dict[str, Any]:
    roll = rng.random()
    if roll < 0.4:
        return {"cards": cards}
    if roll < 0.7:
        return {"card_count": len(cards), "counting_cards": [c for c in cards if Card(c).counts]}
    return {"points": 0}


def _typed(cards: list[str], last: bool) -> int:
    counting = [Card(c) for c in cards if Card(c).counts]
    return sum(c.value for c in counting) - len(counting) + (len(cards) + 1) // 3 + 5 * last
