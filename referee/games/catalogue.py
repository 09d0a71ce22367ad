"""The one catalogue of the games the house knows.

Each :class:`Entry` gives a game's id, its name in it/en, how many seats it takes (from
rules.md), its :class:`Deck` (size, jokers, card codes, and a description in it/en), its
rulebook and its engine (None while only the rules exist). A built
game's id, name and seats are read from its engine (:meth:`Entry.of`), where they are
declared once. The engines (:data:`GAMES`) and the citable rules (:data:`RULES`) are read
from the catalogue, so a game is listed here once. A game can also be registered while the
house runs (a test's proof game): :func:`register` returns a :class:`Registration` that
undoes it, also as a ``with`` block, and :data:`GAMES` and :data:`RULES` follow.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import Any

from . import cards, ecarte, efele, scala40, tamalo, tarocco
from .base import Game, Rule, Text, it_en
from .ecarte import deck as ecarte_deck
from .efele import cards as efele_cards
from .scala40 import deck as scala40_deck
from .tarocco import cards as tarocco_cards


@dataclass(frozen=True)
class Deck:
    """A game's cards as the catalogue documents them (``GET /api/v1/games``'s ``deck``)."""

    #: How many cards the pack holds: the largest pack the game's options allow.
    size: int
    #: Every card code the referee reads for this game, each once, in the deck's order.
    codes: tuple[str, ...]
    #: The pack in words, in it/en (variants and the other ways of writing a card).
    description: Text
    #: How many of the ``size`` cards are jokers or wild cards (0 where the game has none).
    jokers: int = 0

    def __post_init__(self) -> None:
        if len(set(self.codes)) != len(self.codes):
            raise ValueError("a deck lists each card code once")
        if not 0 <= self.jokers < self.size or len(self.codes) > self.size:
            raise ValueError(f"a deck of {self.size} cannot hold {self.jokers} jokers")


@dataclass(frozen=True)
class Entry:
    """A game of the catalogue."""

    id: str
    name: Text
    #: The fewest and the most seats the rules allow.
    players: tuple[int, int]
    deck: Deck
    #: The rulebook: every rule the game's refusals and explanations may cite.
    rules: tuple[Rule, ...]
    engine: Game[Any, Any] | None = None
    #: The words its players use for the same thing (the rules search finds each as the
    #: others of its group): ``(("matta", "jolly", "joker"), ...)``.
    synonyms: tuple[tuple[str, ...], ...] = ()
    #: Whether tables are opened for it: an engine is built (and held to the conformance
    #: suite) before its API slice has landed; until then it is in :data:`ENGINES` only.
    tables: bool = True

    def __post_init__(self) -> None:
        low, high = self.players
        if not 1 <= low <= high:
            raise ValueError(f"{self.id}: seats {low}–{high} make no sense")
        strays = [rule.id for rule in self.rules if rule.game != self.id]
        if strays:
            raise ValueError(f"{self.id}: rules of another game: {strays}")
        engine = self.engine
        if engine is not None and (
            engine.id != self.id
            or engine.name != self.name
            or (engine.min_players, engine.max_players) != self.players
        ):
            raise ValueError(f"{self.id}: the engine's id, name or seats differ from the entry")

    @classmethod
    def of(
        cls,
        engine: Game[Any, Any],
        *,
        deck: Deck,
        rules: tuple[Rule, ...],
        tables: bool = True,
        synonyms: tuple[tuple[str, ...], ...] = (),
    ) -> Entry:
        """The entry of a built game: its id, name and seats as its engine declares them."""
        return cls(
            id=engine.id,
            name=engine.name,
            players=(engine.min_players, engine.max_players),
            deck=deck,
            rules=rules,
            engine=engine,
            tables=tables,
            synonyms=synonyms,
        )


class Catalogue(Mapping[str, Entry]):
    """The games by id, in the order they are listed; see the module's docstring."""

    def __init__(self, *entries: Entry) -> None:
        self._entries: dict[str, Entry] = {}
        self._index: RuleIndex | None = None
        for entry in entries:
            self._add(entry)
        self.engines: Mapping[str, Game[Any, Any]] = _Engines(self, tables_only=True)
        self.built: Mapping[str, Game[Any, Any]] = _Engines(self, tables_only=False)
        self.rules: Mapping[str, Rule] = _Rules(self)

    def __getitem__(self, game_id: str) -> Entry:
        return self._entries[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._entries))

    def __len__(self) -> int:
        return len(self._entries)

    def register(self, entry: Entry) -> Registration:
        """Add a game while the house runs; the :class:`Registration` takes it away."""
        self._add(entry)
        return Registration(self, entry)

    def synonyms(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each game's synonyms, by game id, for the rules search."""
        return {entry.id: entry.synonyms for entry in self._entries.values()}

    def rule(self, rule_id: str) -> Rule | None:
        """The rule with this id, whatever the case it is typed in."""
        return self.rules.get(rule_id) or self.rule_index().upper.get(rule_id.upper())

    def rule_index(self) -> RuleIndex:
        """Every rule by id (and by upper-case id), built again after a change."""
        if self._index is None:
            by_id = {rule.id: rule for entry in self._entries.values() for rule in entry.rules}
            upper = {rule_id.upper(): rule for rule_id, rule in by_id.items()}
            self._index = RuleIndex(by_id, upper)
        return self._index

    def _add(self, entry: Entry) -> None:
        if entry.id in self._entries:
            raise ValueError(f"a game {entry.id!r} is already in the catalogue")
        known = self.rule_index().by_id
        counts = Counter(rule.id for rule in entry.rules)
        twice = sorted(i for i, n in counts.items() if i in known or n > 1)
        if twice:
            raise ValueError(f"rule ids defined twice: {twice}")
        self._entries[entry.id] = entry
        self._index = None

    def remove(self, entry: Entry) -> None:
        """Take a registered game away again (nothing happens if it is no longer there)."""
        if self._entries.get(entry.id) is entry:
            del self._entries[entry.id]
            self._index = None


class Registration:
    """A game registered at run time; :meth:`undo` (or leaving a ``with``) removes it."""

    def __init__(self, catalogue: Catalogue, entry: Entry) -> None:
        self.catalogue = catalogue
        self.entry = entry

    def undo(self) -> None:
        self.catalogue.remove(self.entry)

    def __enter__(self) -> Entry:
        return self.entry

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.undo()


class _Engines(Mapping[str, Game[Any, Any]]):
    """The catalogue's engines by game id: the games a table can be opened for, or (not
    ``tables_only``) every engine built, its API slice landed or not."""

    def __init__(self, catalogue: Catalogue, *, tables_only: bool) -> None:
        self._catalogue = catalogue
        self._tables_only = tables_only

    def _counts(self, entry: Entry) -> bool:
        return entry.engine is not None and (entry.tables or not self._tables_only)

    def __getitem__(self, game_id: str) -> Game[Any, Any]:
        entry = self._catalogue[game_id]
        if not self._counts(entry) or entry.engine is None:
            raise KeyError(game_id)
        return entry.engine

    def __iter__(self) -> Iterator[str]:
        return (game_id for game_id, entry in self._catalogue.items() if self._counts(entry))

    def __len__(self) -> int:
        return sum(1 for _ in self)


@dataclass(frozen=True)
class RuleIndex:
    """Every rule of the catalogue by id, and by id in upper case (ids typed any case)."""

    by_id: dict[str, Rule]
    upper: dict[str, Rule]


class _Rules(Mapping[str, Rule]):
    """Every rule of every game in the catalogue, by id, game after game."""

    def __init__(self, catalogue: Catalogue) -> None:
        self._catalogue = catalogue

    def __getitem__(self, rule_id: str) -> Rule:
        return self._catalogue.rule_index().by_id[rule_id]

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._catalogue.rule_index().by_id))

    def __len__(self) -> int:
        return len(self._catalogue.rule_index().by_id)


TAMALO = Entry.of(
    tamalo.GAME,
    deck=Deck(
        size=54,
        jokers=2,
        codes=(*(rank + suit for suit in cards.SUITS for rank in cards.RANKS), cards.JOKER),
        description=it_en(
            "Un mazzo francese da 52 carte, più uno o due jolly in modalità Jokes. Dove il seme "
            "non conta basta il valore (7); un re solo dice il colore, KR (rosso) o KB (nero).",
            "One 52-card French deck, plus one or two jokers in Jokes mode. Where the suit does "
            "not matter the rank alone will do (7); a king alone says its colour, KR (red) or "
            "KB (black).",
        ),
    ),
    rules=tamalo.RULES,
    synonyms=tamalo.SYNONYMS,
)
TAROCCO = Entry.of(
    tarocco.GAME,
    deck=Deck(
        size=tarocco_cards.DECK_SIZE,
        codes=tarocco_cards.DECK,
        description=it_en(
            "63 carte: 41 di Spade, Coppe, Bastoni e Oro, 21 trionfi (dal 20 alla Miseria) e il "
            "Fuggitivo; l'Asso di Denari non si usa. Codici: T20 … T1 e T0 (Miseria), FU "
            "(Fuggitivo), e rango + seme per le carte di seme (K Re, Q Regina, N Cavallo, J Donna, "
            "10 … 4; S Spade, C Coppe, B Bastoni, O Oro: KO è il Re di Oro). Si accettano anche i "
            "nomi detti al tavolo: «Re Coppe», «Giove», «Fuggitivo», «12».",
            "63 cards: 41 of Swords, Cups, Clubs and Coins, 21 trumps (20 down to the Miseria) "
            "and the Fuggitivo; the Ace of Coins is not used. Codes: T20 … T1 and T0 (Miseria), FU "
            "(Fuggitivo), and rank + suit for suit cards (K Re, Q Regina, N Cavallo, J Donna, "
            "10 … 4; S Spade, C Coppe, B Bastoni, O Oro: KO is the Re di Oro). The names said at "
            "the table are accepted too: 'Re Coppe', 'Giove', 'Fuggitivo', '12'.",
        ),
    ),
    rules=tarocco.RULES,
    synonyms=tarocco.SYNONYMS,
)
SCALA40 = Entry.of(
    scala40.GAME,
    deck=Deck(
        size=len(scala40_deck.DECK),
        jokers=scala40_deck.JOKERS,
        codes=(*scala40_deck.PACK, cards.JOKER),
        description=it_en(
            "Due mazzi francesi con 4 jolly: 108 carte, ogni carta due volte. Codici come AH, "
            "10C, KS; JK è un jolly, e in una combinazione JK=10C dice che carta sostituisce.",
            "Two French packs with 4 jokers: 108 cards, each card twice. Codes like AH, 10C, "
            "KS; JK is a jolly, and in a meld JK=10C says which card it stands for.",
        ),
    ),
    rules=scala40.RULES,
    synonyms=scala40.SYNONYMS,
)
ECARTE = Entry.of(
    ecarte.GAME,
    deck=Deck(
        size=len(ecarte_deck.DECK),
        codes=ecarte_deck.DECK,
        description=it_en(
            "32 carte francesi, dal 7 al re in ogni seme (re, donna, jack, asso, 10, 9, 8, 7); "
            "codici come KH, 10S, 7C. Vanno bene anche un mazzo regionale da 40 senza i 2 e i 3, "
            "le carte salisburghesi senza i 5 e i 6, o le carte da Skat.",
            "32 French cards, 7 to King in every suit (King, Queen, Jack, Ace, 10, 9, 8, 7); "
            "codes like KH, 10S, 7C. An Italian 40-card pack without the 2s and 3s, Salzburger "
            "cards without the 5s and 6s, or Skat cards also do.",
        ),
    ),
    rules=ecarte.RULES,
    synonyms=ecarte.SYNONYMS,
)
EFELE = Entry.of(
    efele.GAME,
    deck=Deck(
        size=len(efele_cards.deck_cards("salzburger33")),
        jokers=1,
        codes=efele_cards.deck_cards("salzburger33"),
        description=it_en(
            "Mazzo salisburghese da 33 carte con il Weli (jolly), o bavarese da 32 (al massimo "
            "7 giocatori). Codici: valore (7 8 9 10 U O K A) + seme (H L E S), e WELI; si "
            "accettano anche le forme lunghe, come «O-Herz».",
            "A 33-card Salzburger pack with the Weli (wild), or a 32-card Bavarian pack (7 "
            "players at most). Codes: value (7 8 9 10 U O K A) + suit (H L E S), and WELI; "
            "long forms such as 'O-Herz' are read too.",
        ),
    ),
    rules=efele.RULES,
    synonyms=efele.SYNONYMS,
)

CATALOGUE = Catalogue(TAMALO, TAROCCO, SCALA40, ECARTE, EFELE)

#: The games a table can be opened for: id → engine.
GAMES: Mapping[str, Game[Any, Any]] = CATALOGUE.engines
#: Every engine built, tables opened for it or not yet (the conformance suite's games).
ENGINES: Mapping[str, Game[Any, Any]] = CATALOGUE.built
#: Every rule of every game, by id.
RULES: Mapping[str, Rule] = CATALOGUE.rules


def register(entry: Entry) -> Registration:
    """Add a game to the catalogue while the house runs (``with register(entry): ...``)."""
    return CATALOGUE.register(entry)
